import { act, cleanup, fireEvent, render, screen, waitFor } from "@testing-library/react";
import { useRef, useState } from "react";
import { afterEach, describe, expect, it } from "vitest";
import { LazySheet } from "./lazy-sheet.tsx";

afterEach(cleanup);

function Menu() {
  const [open, setOpen] = useState(false);
  const trigger = useRef<HTMLButtonElement>(null);
  return (
    <>
      <button ref={trigger} type="button" aria-expanded={open} onClick={() => setOpen(true)}>
        Open menu
      </button>
      <LazySheet open={open} onOpenChange={setOpen} title="Menu" triggerRef={trigger}>
        <a href="/talents">Talents</a>
      </LazySheet>
    </>
  );
}

describe("LazySheet", () => {
  it("renders nothing until it first opens", () => {
    render(<Menu />);
    expect(screen.queryByRole("dialog")).toBeNull();
    expect(document.body.querySelector("[data-slot=sheet]")).toBeNull();
  });

  it("opens on the click that asked for it, once its code has loaded, and returns focus on close", {
    timeout: 30_000,
  }, async () => {
    render(<Menu />);
    const trigger = screen.getByRole("button", { name: "Open menu" });
    trigger.focus();
    fireEvent.click(trigger);
    // The sheet's chunk is transformed on first import here, which can take a few seconds under load.
    const dialog = await screen.findByRole("dialog", { name: "Menu" }, { timeout: 15_000 });
    expect(dialog.contains(screen.getByRole("link", { name: "Talents" }))).toBe(true);
    expect(trigger.getAttribute("aria-expanded")).toBe("true");

    await act(async () => {
      fireEvent.keyDown(dialog, { key: "Escape" });
    });
    expect(screen.queryByRole("dialog")).toBeNull();
    // The focus scope hands the focus back in a task after it unmounts.
    await waitFor(() => expect(document.activeElement).toBe(trigger));
    expect(trigger.getAttribute("aria-expanded")).toBe("false");

    fireEvent.click(trigger);
    expect(await screen.findByRole("dialog", { name: "Menu" })).toBeTruthy();
  });
});
