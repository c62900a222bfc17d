import "@testing-library/jest-dom/vitest";
import { act, cleanup, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import type { MessageId } from "#shared/i18n/translator";
import { addMessages, browserI18n, messagesArriving } from "./browser-i18n.ts";
import { I18nProvider } from "./i18n-context.tsx";
import { useT } from "./use-t.ts";

afterEach(cleanup);

const renders: string[] = [];

function Label({ id }: { id: string }) {
  const t = useT();
  const text = t(id as MessageId);
  renders.push(text);
  return <p>{text}</p>;
}

function renderWithBrowserI18n(id: string) {
  const { i18n, language } = browserI18n();
  render(
    <I18nProvider i18n={i18n} language={language}>
      <Label id={id} />
    </I18nProvider>,
  );
}

// One browser instance per page load, holding the English catalogs already (tests/support/dom-setup.ts).
describe("messages that arrive after the first render", () => {
  it("render nothing again when everything shown was there already", () => {
    addMessages({ "test.hydrated": "Shown by the server" });
    renderWithBrowserI18n("test.hydrated");
    expect(screen.getByText("Shown by the server")).toBeVisible();
    renders.length = 0;

    act(() => addMessages({ "test.later": "Needed later" }));

    expect(renders).toEqual([]);
  });

  it("render the page again when something was shown as its id while they were on their way", async () => {
    let arrive = () => {};
    messagesArriving(new Promise<void>((resolve) => (arrive = resolve)));
    renderWithBrowserI18n("test.waiting");
    expect(screen.getByText("test.waiting")).toBeVisible();

    await act(async () => {
      addMessages({ "test.waiting": "Arrived" });
      arrive();
    });

    expect(screen.getByText("Arrived")).toBeVisible();
  });
});
