import "@testing-library/jest-dom/vitest";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { cleanup, render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useState } from "react";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { PlaceSuggestion } from "#shared/places/places.schema";
import { PlaceCombobox, type PlaceValue } from "./place-combobox.tsx";

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json" } });

const MUNICH: PlaceSuggestion = { id: 2867714, name: "München", label: "Germany", country: "DE" };
const MUNCHENSTEIN: PlaceSuggestion = {
  id: 2659669,
  name: "Münchenstein",
  label: "Switzerland",
  country: "CH",
};

/** The combobox in a form, its value kept in state as a form would keep it; every change recorded. */
function Field(props: {
  initial: PlaceValue;
  changes: PlaceValue[];
  onSubmit: (event: SubmitEvent) => void;
}) {
  const [value, setValue] = useState(props.initial);
  return (
    <form onSubmit={(event) => props.onSubmit(event.nativeEvent as SubmitEvent)}>
      <PlaceCombobox
        label="Location"
        text={value.text}
        placeId={value.place?.id ?? null}
        onChange={(next) => {
          props.changes.push(next);
          setValue(next);
        }}
      />
      <button type="submit">Save</button>
    </form>
  );
}

function renderCombobox(answer: (url: URL) => Response, initial: PlaceValue = { text: "", place: null }) {
  const fetchMock = vi.fn(async (input: string) => answer(new URL(String(input), "http://localhost")));
  vi.stubGlobal("fetch", fetchMock);
  const changes: PlaceValue[] = [];
  const submitted = vi.fn((event: SubmitEvent) => event.preventDefault());
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <Field initial={initial} changes={changes} onSubmit={submitted} />
    </QueryClientProvider>,
  );
  return { fetchMock, changes, submitted, user: userEvent.setup() };
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const combobox = () => screen.getByRole("combobox", { name: "Location" });

describe("the place combobox", () => {
  it("suggests places as one types, moves with the arrows and chooses with Enter without submitting", async () => {
    const { fetchMock, changes, submitted, user } = renderCombobox(() =>
      json({ places: [MUNICH, MUNCHENSTEIN] }),
    );
    const input = combobox();
    expect(input).toHaveAttribute("aria-expanded", "false");
    await user.type(input, "Münch");
    const list = await screen.findByRole("listbox", { name: "Suggested places" });
    expect(input).toHaveAttribute("aria-expanded", "true");
    expect(input).toHaveAttribute("aria-controls", list.id);
    // Debounced: one request for the whole word, in the page's language.
    expect(fetchMock).toHaveBeenCalledTimes(1);
    const url = new URL(String(fetchMock.mock.calls[0]?.[0]), "http://localhost");
    expect(url.pathname).toBe("/api/places");
    expect(url.searchParams.get("q")).toBe("Münch");
    expect(url.searchParams.get("lang")).toBe("en");
    expect(screen.getByRole("status")).toHaveTextContent("2 places found");

    const options = screen.getAllByRole("option");
    expect(input).not.toHaveAttribute("aria-activedescendant");
    await user.keyboard("{ArrowDown}");
    expect(input).toHaveAttribute("aria-activedescendant", options[0]?.id);
    expect(options[0]).toHaveAttribute("aria-selected", "true");
    await user.keyboard("{ArrowDown}");
    expect(input).toHaveAttribute("aria-activedescendant", options[1]?.id);
    await user.keyboard("{ArrowDown}");
    expect(input).toHaveAttribute("aria-activedescendant", options[0]?.id);
    await user.keyboard("{ArrowUp}");
    expect(input).toHaveAttribute("aria-activedescendant", options[1]?.id);
    await user.keyboard("{ArrowUp}{Enter}");

    expect(changes.at(-1)).toEqual({ text: "München", place: MUNICH });
    expect(input).toHaveValue("München");
    expect(input).toHaveAttribute("aria-expanded", "false");
    expect(submitted).not.toHaveBeenCalled();
    expect(screen.getByText("Place: München, Germany")).toBeVisible();
    expect(input).toHaveAccessibleDescription("Place: München, Germany");
  });

  it("closes with Escape and keeps the text free; typing again unlinks a chosen place", async () => {
    const { changes, submitted, user } = renderCombobox(
      (url) =>
        url.pathname === "/api/places/2867714"
          ? json({ ...MUNICH, name: "Munich", latitude: 48.1, longitude: 11.6 })
          : json({ places: [MUNICH] }),
      { text: "München", place: MUNICH },
    );
    const input = combobox();
    // A place linked before: named as the gazetteer names it.
    expect(await screen.findByText("Place: Munich, Germany")).toBeVisible();
    await user.type(input, "x");
    expect(changes.at(-1)).toEqual({ text: "Münchenx", place: null });
    await user.clear(input);
    await user.type(input, "Mün");
    await screen.findByRole("listbox");
    await user.keyboard("{Escape}");
    expect(input).toHaveAttribute("aria-expanded", "false");
    expect(input).toHaveValue("Mün");
    // Closed, Enter submits the form as in any text field.
    await user.keyboard("{Enter}");
    expect(submitted).toHaveBeenCalledTimes(1);
    expect(changes.at(-1)).toEqual({ text: "Mün", place: null });
  });

  it("says when no place is found, and when the places cannot be loaded", async () => {
    let answer = json({ places: [] });
    const { user } = renderCombobox(() => answer);
    await user.type(combobox(), "my flat");
    expect(await screen.findByText("No place found. Your text is kept as it is.")).toBeVisible();
    expect(combobox()).toHaveValue("my flat");
    answer = json({ error: { code: "INTERNAL", message: "Down." } }, 500);
    await user.type(combobox(), "s");
    await waitFor(() =>
      expect(screen.getByRole("status")).toHaveTextContent(
        "Places could not be loaded. Your text is kept as it is.",
      ),
    );
  });

  it("chooses with a click too", async () => {
    const { changes, user } = renderCombobox(() => json({ places: [MUNICH, MUNCHENSTEIN] }));
    await user.type(combobox(), "Münch");
    await user.click(await screen.findByRole("option", { name: /Münchenstein/ }));
    expect(changes.at(-1)).toEqual({ text: "Münchenstein", place: MUNCHENSTEIN });
  });
});
