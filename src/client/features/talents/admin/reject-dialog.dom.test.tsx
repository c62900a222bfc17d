import "@testing-library/jest-dom/vitest";
import { cleanup, render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { REJECTION_REASONS } from "#shared/talents/talent-moderation.schema";
import { RejectDialog } from "./reject-dialog.tsx";

afterEach(cleanup);

function renderDialog(live = false) {
  const onReject = vi.fn();
  render(
    <RejectDialog
      talentName="Lena"
      live={live}
      open
      busy={false}
      onOpenChange={vi.fn()}
      onReject={onReject}
    />,
  );
  return { onReject, user: userEvent.setup() };
}

const note = () => screen.getByRole("textbox", { name: /Note to the talent/ });
const reject = () => screen.getByRole("button", { name: "Reject" });

describe("the reject dialog", () => {
  it("asks for a reason beside the note, and lets the message go once a reason is chosen", async () => {
    const { onReject, user } = renderDialog();
    await user.click(reject());
    await waitFor(() =>
      expect(note()).toHaveAccessibleDescription("Choose a reason or write one for the talent."),
    );
    expect(note()).toHaveAttribute("aria-invalid", "true");
    expect(onReject).not.toHaveBeenCalled();
    await user.click(screen.getByRole("radio", { name: REJECTION_REASONS[0] }));
    expect(screen.queryByText("Choose a reason or write one for the talent.")).not.toBeInTheDocument();
  });

  it("needs the note for another reason, which is then no longer optional", async () => {
    const { onReject, user } = renderDialog();
    expect(screen.getByRole("textbox", { name: "Note to the talent (optional)" })).toBeInTheDocument();
    await user.click(screen.getByRole("radio", { name: "Another reason (write it below)" }));
    expect(screen.getByRole("textbox", { name: "Note to the talent" })).toBeInTheDocument();
    await user.type(note(), "   ");
    await user.click(reject());
    await waitFor(() => expect(note()).toHaveAccessibleDescription("Write the reason for the talent."));
    await user.type(note(), "Blurry");
    expect(note()).not.toHaveAttribute("aria-invalid");
    await user.click(reject());
    expect(onReject).toHaveBeenCalledWith("Blurry", { takeDown: false });
  });

  it("sends the chosen reason and the note together, and the take-down only for a live profile", async () => {
    const { onReject, user } = renderDialog(true);
    await user.click(screen.getByRole("radio", { name: REJECTION_REASONS[1] }));
    await user.type(note(), " Add your city. ");
    await user.click(screen.getByRole("checkbox", { name: /Also take the live profile down/ }));
    await user.click(reject());
    expect(onReject).toHaveBeenCalledWith(`${REJECTION_REASONS[1]}\n\nAdd your city.`, { takeDown: true });
  });
});
