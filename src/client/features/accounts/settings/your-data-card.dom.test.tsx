import "@testing-library/jest-dom/vitest";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { cleanup, render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { createMemoryRouter, RouterProvider } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import { YourDataCard } from "./your-data-card.tsx";

vi.mock("#client/lib/auth/auth-provider.tsx", () => ({
  useAuth: () => ({ refresh: vi.fn(async () => {}) }),
}));
vi.mock("#client/lib/toast.ts", () => ({ toast: { success: vi.fn(), error: vi.fn(), info: vi.fn() } }));

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json" } });

function renderCard(...answers: Response[]) {
  const fetchMock = vi.fn(async (_url: string, _init?: RequestInit) => answers.shift() ?? json({}, 500));
  vi.stubGlobal("fetch", fetchMock);
  const router = createMemoryRouter(
    [
      { path: "/settings", element: <YourDataCard /> },
      { path: "/", element: <h1>Home</h1> },
    ],
    { initialEntries: ["/settings"] },
  );
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { mutations: { retry: false } } })}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return { fetchMock, user: userEvent.setup() };
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe("deleting the account", () => {
  it("waits for DELETE and a password, shows a refused password at its field and keeps the confirmation", async () => {
    const { fetchMock, user } = renderCard(
      json({ error: { code: "FORBIDDEN", message: "That password is not right." } }, 403),
      json({ deleted: true }),
    );
    await user.click(screen.getByRole("button", { name: "Delete account" }));
    const dialog = screen.getByRole("dialog", { name: "Delete your account?" });
    const confirm = within(dialog).getByRole("button", { name: "Delete my account" });
    expect(confirm).toBeDisabled();
    await user.type(within(dialog).getByLabelText("Type DELETE to confirm"), "DELET");
    await user.type(within(dialog).getByLabelText("Your password"), "wrong");
    expect(confirm).toBeDisabled();
    await user.type(within(dialog).getByLabelText("Type DELETE to confirm"), "E");
    expect(confirm).toBeEnabled();

    await user.click(confirm);
    const password = within(dialog).getByLabelText("Your password");
    await waitFor(() => expect(password).toHaveAccessibleDescription("That password is not right."));
    expect(within(dialog).getByLabelText("Type DELETE to confirm")).toHaveValue("DELETE");
    expect(JSON.parse(String(fetchMock.mock.calls[0]?.[1]?.body))).toEqual({
      confirmation: "DELETE",
      password: "wrong",
    });

    await user.type(password, "!");
    expect(password).not.toHaveAccessibleDescription("That password is not right.");
    await user.click(confirm);
    expect(await screen.findByRole("heading", { level: 1, name: "Home" })).toBeInTheDocument();
  });

  it("starts empty again when the dialog is opened again", async () => {
    const { user } = renderCard();
    await user.click(screen.getByRole("button", { name: "Delete account" }));
    await user.type(screen.getByLabelText("Type DELETE to confirm"), "DELETE");
    await user.click(screen.getByRole("button", { name: "Cancel" }));
    await user.click(screen.getByRole("button", { name: "Delete account" }));
    expect(screen.getByLabelText("Type DELETE to confirm")).toHaveValue("");
    expect(screen.getByRole("button", { name: "Delete my account" })).toBeDisabled();
  });
});
