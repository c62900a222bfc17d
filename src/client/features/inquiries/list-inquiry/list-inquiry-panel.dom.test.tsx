import "@testing-library/jest-dom/vitest";
import { QueryClient, QueryClientProvider, useMutation } from "@tanstack/react-query";
import { cleanup, render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { MemoryRouter } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { ListInquiryInput } from "#shared/inquiries/inquiry.schema";
import type { ListInquiryResult, SentThreadSummary } from "#shared/inquiries/list-inquiry.schema";
import { ListInquiryPanel } from "./list-inquiry-panel.tsx";

const answers = vi.hoisted(() => ({
  threads: (): Promise<unknown> => Promise.resolve([]),
  send: vi.fn(async (_input: unknown): Promise<unknown> => ({})),
}));
vi.mock("./list-inquiry-api.ts", () => ({
  listThreadsQueryOptions: (id: string) => ({
    queryKey: ["me", "sent-inquiries", id],
    queryFn: () => answers.threads(),
  }),
  useSendListInquiry: () => useMutation({ mutationFn: (input: ListInquiryInput) => answers.send(input) }),
}));

function renderPanel() {
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <MemoryRouter>
        <ListInquiryPanel shortlistId="list-1" />
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return userEvent.setup();
}

afterEach(cleanup);

describe("the inquiry to a whole list", () => {
  it("sends the job to the list and says who got it and why the others did not", async () => {
    const result: ListInquiryResult = {
      sent: 1,
      talents: [
        { talentId: "a", talentName: "Ada Accepts", inquiryId: "i1", skipped: null },
        { talentId: "n", talentName: "Nora Noinquiries", inquiryId: null, skipped: "notAccepting" },
      ],
    };
    answers.send.mockResolvedValue(result);
    const user = renderPanel();
    expect(await screen.findByText(/No inquiries yet/)).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Ask the whole list" }));
    const dialog = screen.getByRole("dialog", { name: "Ask the whole list" });
    await user.type(within(dialog).getByLabelText("Date"), "2027-05-01");
    await user.type(within(dialog).getByLabelText("Location"), "Hamburg");
    await user.type(within(dialog).getByRole("textbox", { name: "Message" }), "Free in May?");
    await user.click(within(dialog).getByRole("button", { name: "Send to the list" }));
    expect(answers.send).not.toHaveBeenCalled();
    await user.click(within(dialog).getByRole("checkbox"));
    await user.click(within(dialog).getByRole("button", { name: "Send to the list" }));
    expect(await within(dialog).findByText("Sent to one talent")).toBeInTheDocument();
    expect(within(dialog).getByText("Nora Noinquiries")).toBeInTheDocument();
    expect(within(dialog).getByText("does not accept inquiries")).toBeInTheDocument();
    expect(answers.send).toHaveBeenCalledWith(
      expect.objectContaining({
        kind: "PAY",
        dateFrom: "2027-05-01",
        location: "Hamburg",
        message: "Free in May?",
        consent: true,
      }),
    );
  });

  it("lists the threads with their state and unread replies, each a link to its page", async () => {
    const thread: SentThreadSummary = {
      id: "i1",
      talentName: "Ada Accepts",
      talentPath: "/talents/model/ada",
      state: "answered",
      lastActivityAt: "2027-05-02T10:00:00.000Z",
      unreadReplies: 1,
    };
    answers.threads = () => Promise.resolve([thread]);
    renderPanel();
    const link = await screen.findByRole("link", { name: /Ada Accepts/ });
    expect(link).toHaveAttribute("href", "/dashboard/sent-inquiries/i1");
    expect(within(link).getByText("1 new reply")).toBeInTheDocument();
    expect(within(link).getByText("Answered")).toBeInTheDocument();
  });
});
