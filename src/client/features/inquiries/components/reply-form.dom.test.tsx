import "@testing-library/jest-dom/vitest";
import { cleanup, render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { ApiError } from "#client/lib/api.ts";
import { ReplyForm } from "./reply-form.tsx";

afterEach(cleanup);

function renderForm(onSend: (message: string) => Promise<unknown>) {
  render(<ReplyForm label="Your reply" onSend={onSend} busy={false} />);
  return userEvent.setup();
}

const box = () => screen.getByRole("textbox", { name: "Your reply" });
const send = () => screen.getByRole("button", { name: "Send reply" });

describe("the reply form", () => {
  it("refuses an empty answer beside the box and sends nothing", async () => {
    const onSend = vi.fn(async () => {});
    const user = renderForm(onSend);
    await user.type(box(), "   ");
    await user.click(send());
    await waitFor(() => expect(box()).toHaveAccessibleDescription("Message is required"));
    expect(onSend).not.toHaveBeenCalled();
  });

  it("sends the trimmed answer and empties the box once it is stored", async () => {
    const onSend = vi.fn(async () => {});
    const user = renderForm(onSend);
    await user.type(box(), "  Yes, the first of May works.  ");
    await user.click(send());
    expect(onSend).toHaveBeenCalledWith("Yes, the first of May works.");
    await waitFor(() => expect(box()).toHaveValue(""));
  });

  it("keeps the answer and says why when it could not be stored", async () => {
    const onSend = vi.fn(async () => {
      throw new ApiError("CONFLICT", "This conversation is closed.", 409);
    });
    const user = renderForm(onSend);
    await user.type(box(), "Still there?");
    await user.click(send());
    expect(await screen.findByText("This conversation is closed.")).toBeInTheDocument();
    expect(box()).toHaveValue("Still there?");
  });
});
