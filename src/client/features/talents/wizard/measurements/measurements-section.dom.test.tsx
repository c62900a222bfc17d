import "@testing-library/jest-dom/vitest";
import { cleanup, render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { Measurements } from "#shared/measurements/measurements.schema";
import type { Talent } from "#shared/talents/talent.schema";
import type { TalentProfilePatch } from "#shared/talents/talent-profile.schema";
import { CategoryStep } from "../steps/category-step.tsx";
import { useProfileForm } from "../use-profile-form.ts";

const account = { email: "mo@example.com", name: "Mo" };

function talentWith(measurements: Partial<Measurements>, subcategory = "model"): Talent {
  return {
    category: "visual-arts-media",
    subcategory,
    specifics: { height: 176, eyes: "green" },
    measurements: { lengthUnits: "metric", sizeSystem: "eu", ...measurements },
    contact: { email: "", instagram: "", showEmail: true },
  } as unknown as Talent;
}

/** The category step as the wizard shows it, sending what its Save would send. */
function Step({ saved, onSave }: { saved: Talent; onSave: (patch: TalentProfilePatch) => void }) {
  const { form } = useProfileForm("category", saved, account);
  return (
    <form onSubmit={form.handleSubmit(onSave)}>
      <CategoryStep form={form} />
      {/* i18n-ignore: a test's own button */}
      <button type="submit">Save</button>
    </form>
  );
}

function renderStep(saved: Talent) {
  const onSave = vi.fn<(patch: TalentProfilePatch) => void>();
  const view = render(<Step saved={saved} onSave={onSave} />);
  return { onSave, view };
}

const field = (name: string) => screen.getByRole("textbox", { name });
const select = (name: string) => screen.getByRole("combobox", { name });
const radio = (name: string) => screen.getByRole("radio", { name });

afterEach(cleanup);

describe("the measurements in the profile's category step", { timeout: 20_000 }, () => {
  it("replaces a model's free-text body details, and leaves a photographer's as they were", () => {
    renderStep(talentWith({}));
    expect(screen.getByRole("group", { name: "Measurements" })).toBeInTheDocument();
    expect(screen.queryByRole("textbox", { name: "Eyes" })).not.toBeInTheDocument();
    cleanup();
    renderStep(talentWith({}, "photographer"));
    expect(screen.queryByRole("group", { name: "Measurements" })).not.toBeInTheDocument();
    expect(field("Eyes")).toHaveValue("green");
    expect(field("Height (cm)")).toHaveValue("176");
  });

  it("shows an imperial entry back exactly as it was typed", async () => {
    const user = userEvent.setup();
    const { onSave } = renderStep(talentWith({}));
    await user.click(radio("Imperial (ft, in)"));
    await user.click(radio("UK"));
    await user.click(radio("Women's sizes"));
    await user.type(field("Height (ft)"), "5");
    await user.type(field("Height (in)"), "9");
    await user.type(field("Hips (in)"), "34.5");
    await user.selectOptions(select("Shoe size (UK)"), "4");
    await user.selectOptions(select("Dress size (UK)"), "10");
    await user.selectOptions(select("Eye colour"), "hazel");
    await user.click(screen.getByRole("button", { name: "Save" }));
    await waitFor(() => expect(onSave).toHaveBeenCalled());
    const measurements = onSave.mock.calls[0]?.[0].measurements;
    expect(measurements).toEqual({
      lengthUnits: "imperial",
      sizeSystem: "uk",
      shoeChart: "women",
      height: 175.26,
      hips: 87.63,
      shoeSize: 36.5,
      dressSize: 36,
      eyeColour: "hazel",
    });

    cleanup();
    renderStep(talentWith(measurements ?? {}));
    expect(field("Height (ft)")).toHaveValue("5");
    expect(field("Height (in)")).toHaveValue("9");
    expect(field("Hips (in)")).toHaveValue("34.5");
    expect(select("Shoe size (UK)")).toHaveValue("4");
    expect(select("Dress size (UK)")).toHaveValue("10");
    expect(select("Eye colour")).toHaveValue("hazel");
    expect(radio("Imperial (ft, in)")).toBeChecked();
    expect(radio("UK")).toBeChecked();
  });

  it("keeps the stored values while the units are switched and back", async () => {
    const user = userEvent.setup();
    const { onSave } = renderStep(talentWith({ height: 175, shoeSize: 36, shoeChart: "women" }));
    expect(field("Height (cm)")).toHaveValue("175");
    await user.click(radio("Imperial (ft, in)"));
    await user.click(radio("US"));
    expect(field("Height (ft)")).toHaveValue("5");
    expect(field("Height (in)")).toHaveValue("9");
    expect(select("Shoe size (US)")).toHaveValue("6");
    await user.click(screen.getByRole("button", { name: "Save" }));
    await waitFor(() => expect(onSave).toHaveBeenCalledTimes(1));
    // 5 ft 9 in is 175.26 cm: the talent changed the units, not their height.
    expect(onSave.mock.calls[0]?.[0].measurements).toMatchObject({ height: 175, shoeSize: 36 });

    await user.click(radio("Metric (cm)"));
    await user.click(radio("EU"));
    expect(field("Height (cm)")).toHaveValue("175");
    expect(select("Shoe size (EU)")).toHaveValue("36");
  });

  it("shows each field's error beside it in words", async () => {
    const user = userEvent.setup();
    const { onSave } = renderStep(talentWith({}));
    await user.type(field("Height (cm)"), "1750");
    await user.type(field("Waist (cm)"), "sixty");
    await user.type(field("Bust / chest (cm)"), "86.3");
    await user.selectOptions(select("Shoe size (EU)"), "39");
    await user.click(screen.getByRole("button", { name: "Save" }));
    await waitFor(() =>
      expect(field("Height (cm)")).toHaveAccessibleDescription(
        "Enter a height between 50 and 250 cm (1 ft 8 in and 8 ft 2 in)",
      ),
    );
    expect(field("Height (cm)")).toBeInvalid();
    expect(field("Waist (cm)")).toHaveAccessibleDescription("Enter a number");
    expect(field("Bust / chest (cm)")).toHaveAccessibleDescription(
      "Enter the length in whole or half centimetres or inches",
    );
    expect(screen.getByRole("group", { name: "Shoe size chart" })).toHaveAccessibleDescription(
      "Choose women's or men's sizes for the shoe size",
    );
    expect(onSave).not.toHaveBeenCalled();
  });

  it("asks for feet and inches with one message for the pair", async () => {
    const user = userEvent.setup();
    renderStep(talentWith({ lengthUnits: "imperial" }));
    await user.type(field("Height (ft)"), "5");
    await user.type(field("Height (in)"), "13");
    await user.click(screen.getByRole("button", { name: "Save" }));
    const message = "Enter fewer than 12 inches beside the feet";
    await waitFor(() => expect(field("Height (ft)")).toHaveAccessibleDescription(message));
    expect(field("Height (in)")).toHaveAccessibleDescription(message);
    expect(screen.getAllByText(message)).toHaveLength(1);
  });
});
