import { describe, expect, it } from "vitest";
import { createTaskSlots } from "./task-slots.ts";

describe("task slots", () => {
  it("runs at most the given number of tasks at once, in the order they came", async () => {
    const run = createTaskSlots(2);
    let active = 0;
    let most = 0;
    const started: number[] = [];
    const gates = Array.from({ length: 5 }, () => {
      let open = () => {};
      const promise = new Promise<void>((resolve) => {
        open = resolve;
      });
      return { promise, resolve: () => open() };
    });
    const results = gates.map((gate, i) =>
      run(async () => {
        started.push(i);
        active += 1;
        most = Math.max(most, active);
        await gate.promise;
        active -= 1;
        return i;
      }),
    );
    await Promise.resolve();
    expect(started).toEqual([0, 1]);
    for (const gate of gates) gate.resolve();
    expect(await Promise.all(results)).toEqual([0, 1, 2, 3, 4]);
    expect(started).toEqual([0, 1, 2, 3, 4]);
    expect(most).toBe(2);
  });

  it("frees the slot when a task fails", async () => {
    const run = createTaskSlots(1);
    await expect(run(() => Promise.reject(new Error("broken")))).rejects.toThrow("broken");
    expect(await run(async () => "next")).toBe("next");
  });
});
