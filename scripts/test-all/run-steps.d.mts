export type Step = {
  name: string;
  cmd: string[];
  env?: Record<string, string>;
  needs?: string[];
  after?: string[];
};
export type StepResult = {
  name: string;
  status: "passed" | "failed" | "stopped" | "skipped";
  reason?: string;
  startedAt?: number;
  endedAt?: number;
  log?: string;
};
export function runSteps(
  steps: Step[],
  options: { keepGoing?: boolean; logDir: string; write?: (text: string) => void; now?: () => number },
): Promise<StepResult[]>;
