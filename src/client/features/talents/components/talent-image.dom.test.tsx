import "@testing-library/jest-dom/vitest";
import { cleanup, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { TalentImage } from "./talent-image.tsx";

afterEach(cleanup);

describe("a talent without a picture", () => {
  it("keeps the space with an image named by its alt text", () => {
    render(<TalentImage image={null} alt="Lena Hartmann" sizes="72px" />);
    expect(screen.getByRole("img", { name: "Lena Hartmann" })).toBeInTheDocument();
  });

  it("keeps the space hidden from assistive technology when the alt text is empty (never an unnamed image)", () => {
    const { container } = render(<TalentImage image={null} alt="" sizes="72px" />);
    expect(screen.queryByRole("img")).toBeNull();
    expect(container.firstElementChild).toHaveAttribute("aria-hidden", "true");
    expect(container.querySelector("[aria-label]")).toBeNull();
  });
});
