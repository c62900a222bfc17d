import { describe, expect, it } from "vitest";
import { dashboardLanding } from "../routes/dashboard-landing.tsx";
import { dashboardLinks } from "./dashboard-links.ts";

const paths = (kind: Parameters<typeof dashboardLinks>[0]) => dashboardLinks(kind).map((link) => link.to);

describe("the dashboard's navigation by account kind", () => {
  it("gives a talent the profile's pages", () => {
    expect(paths("talent")).toEqual([
      "/dashboard/profile",
      "/dashboard/comp-card",
      "/dashboard/inquiries",
      "/dashboard/insight",
      "/dashboard/talents",
      "/dashboard/settings",
    ]);
  });

  it("gives an account that hires talent its workspace, and no talent pages", () => {
    expect(paths("hirer")).toEqual([
      "/dashboard/workspace",
      "/dashboard/favourites",
      "/dashboard/shortlists",
      "/dashboard/saved-searches",
      "/dashboard/talents",
      "/dashboard/settings",
    ]);
  });

  it("gives an account that is both everything, Settings included", () => {
    const both = paths("both");
    expect(both).toEqual(expect.arrayContaining([...paths("hirer"), ...paths("talent")]));
    expect(both.at(-1)).toBe("/dashboard/settings");
  });

  it("lands an account that only hires in the workspace, any other on the profile", () => {
    expect(dashboardLanding("hirer")).toBe("/dashboard/workspace");
    expect(dashboardLanding("talent")).toBe("/dashboard/profile");
    expect(dashboardLanding("both")).toBe("/dashboard/profile");
  });
});
