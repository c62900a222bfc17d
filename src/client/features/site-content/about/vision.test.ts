import { describe, expect, it } from "vitest";
import { visionTimeline } from "./vision.ts";

describe("the About page's vision timeline", () => {
  it("takes its items from the shared roadmap: portfolio pages, jobs and community in 2025, the rest later", () => {
    const timeline = visionTimeline();
    expect(timeline.map((p) => [p.period, p.items.map((i) => i.id)])).toEqual([
      ["2025", ["portfolio-pages", "job-board", "community"]],
      ["Future", ["promotion-plans", "creator-packages"]],
    ]);
    expect(timeline[0]?.items[0]?.status).toBe("live");
    expect(timeline[1]?.items.every((i) => i.status === "coming-soon")).toBe(true);
  });
});
