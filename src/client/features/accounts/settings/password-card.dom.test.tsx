import "@testing-library/jest-dom/vitest";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { cleanup, render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { ApiError } from "#client/lib/api.ts";
import { authApi } from "#client/lib/auth/auth-api.ts";
import { toast } from "#client/lib/toast.ts";
import { PasswordCard } from "./password-card.tsx";

vi.mock("#client/lib/toast.ts", () => ({ toast: { success: vi.fn(), error: vi.fn(), info: vi.fn() } }));
vi.mock("#client/lib/auth/auth-api.ts", () => ({ authApi: { changePassword: vi.fn() } }));

const FILL_ALL = "Please fill all fields and ensure new passwords match.";

beforeEach(() => {
  vi.mocked(toast.error).mockClear();
  vi.mocked(toast.success).mockClear();
  vi.mocked(authApi.changePassword).mockReset();
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { mutations: { retry: false } } })}>
      <PasswordCard />
    </QueryClientProvider>,
  );
});
afterEach(cleanup);

async function fill(
  user: ReturnType<typeof userEvent.setup>,
  current: string,
  next: string,
  confirm: string,
) {
  for (const [label, value] of [
    ["Current password", current],
    ["New password", next],
    ["Confirm new password", confirm],
  ] as const) {
    await user.clear(screen.getByLabelText(label));
    if (value) await user.type(screen.getByLabelText(label), value);
  }
  await user.click(screen.getByRole("button", { name: "Update Password" }));
}

describe("the Change Password card", () => {
  it("a missing confirmation gets the fill-all-fields toast, its field's message and the focus; nothing is sent", async () => {
    const user = userEvent.setup();
    await fill(user, "secret-123", "changed-1", "");
    expect(toast.error).toHaveBeenCalledWith("Error", FILL_ALL);
    const confirm = screen.getByLabelText("Confirm new password");
    expect(confirm).toHaveAccessibleDescription("Confirm the new password");
    expect(confirm).toHaveFocus();
    expect(screen.getByLabelText("New password")).toHaveValue("changed-1");
    expect(authApi.changePassword).not.toHaveBeenCalled();
  });

  it("a short new password alone gets its own toast", async () => {
    const user = userEvent.setup();
    await fill(user, "secret-123", "abc", "abc");
    expect(toast.error).toHaveBeenCalledWith(
      "Error updating password",
      "Password must be at least 6 characters",
    );
    expect(screen.getByLabelText("New password")).toHaveAttribute("aria-invalid", "true");
  });

  it("a wrong current password is said so, and the fields keep what was typed", async () => {
    vi.mocked(authApi.changePassword).mockRejectedValue(new ApiError("BAD_REQUEST", "Invalid password", 400));
    const user = userEvent.setup();
    await fill(user, "not-mine", "changed-1", "changed-1");
    await waitFor(() =>
      expect(toast.error).toHaveBeenCalledWith(
        "Authentication Failed",
        "Your current password was incorrect.",
      ),
    );
    expect(screen.getByLabelText("Current password")).toHaveValue("not-mine");
  });

  it("a change is sent once, confirmed, and clears the fields", async () => {
    vi.mocked(authApi.changePassword).mockResolvedValue({});
    const user = userEvent.setup();
    await fill(user, "secret-123", "changed-1", "changed-1");
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith("Password updated successfully!"));
    expect(authApi.changePassword).toHaveBeenCalledExactlyOnceWith("secret-123", "changed-1");
    expect(screen.getByLabelText("Current password")).toHaveValue("");
    expect(screen.getByLabelText("Confirm new password")).toHaveValue("");
  });
});
