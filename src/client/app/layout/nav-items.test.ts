import { describe, expect, it } from "vitest";
import { activeItemForPath, activeItemForSection } from "./nav-items.ts";

describe("the active top-bar item", () => {
  it("follows the path outside home", () => {
    expect(activeItemForPath("/")).toBe("Home");
    expect(activeItemForPath("/talents")).toBe("Talents");
    expect(activeItemForPath("/talents/model/lena-hartmann-a3f1")).toBe("Talents");
    expect(activeItemForPath("/pricing")).toBe("Pricing");
    expect(activeItemForPath("/privacy-policy")).toBeNull();
  });

  it("follows the section on home; the roadmap marks no item", () => {
    expect(activeItemForSection("home")).toBe("Home");
    expect(activeItemForSection("about")).toBe("About");
    expect(activeItemForSection("contact")).toBe("Contact");
    expect(activeItemForSection("roadmap")).toBeNull();
  });
});
