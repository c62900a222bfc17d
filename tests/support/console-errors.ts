// Setup for every Vitest project: a test that logs through console.error fails, unless it said
// beforehand which error it expects. An unexpected error message is a bug the test would hide.
import { afterEach, beforeEach, vi } from "vitest";

let logged: string[] = [];
let expected: RegExp[] = [];

/** Lets the current test log errors matching `pattern` (and only those). */
export function expectConsoleError(pattern: RegExp): void {
  expected.push(pattern);
}

/** The errors the current test logged so far, each as one line of text. */
export function loggedConsoleErrors(): readonly string[] {
  return logged;
}

const describeArgument = (value: unknown) =>
  value instanceof Error ? `${value.name}: ${value.message}` : String(value);

beforeEach(() => {
  logged = [];
  expected = [];
  vi.spyOn(console, "error").mockImplementation((...args: unknown[]) => {
    logged.push(args.map(describeArgument).join(" "));
  });
});

afterEach(() => {
  vi.mocked(console.error).mockRestore();
  const unexpected = logged.filter((line) => !expected.some((pattern) => pattern.test(line)));
  if (unexpected.length > 0) {
    throw new Error(
      `The test logged ${unexpected.length} unexpected console.error call(s):\n${unexpected.join("\n")}`,
    );
  }
});
