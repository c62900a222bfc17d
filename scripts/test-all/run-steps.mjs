// The scheduler of `npm test`: each step runs as soon as the steps it needs have passed, side by side
// with the others that can run, in a process group of its own. Its output is shown line by line behind
// its name and kept whole in a log file. Unless keepGoing, the first failure stops the steps still
// running and starts no other.
import { spawn } from "node:child_process";
import { createWriteStream, mkdirSync } from "node:fs";
import path from "node:path";
import { createInterface } from "node:readline";
import { stripVTControlCharacters } from "node:util";

/**
 * A step starts once the steps it `needs` have passed (it is skipped when one did not) and those it
 * comes `after` have ended, whatever their outcome.
 * @typedef {{ name: string, cmd: string[], env?: Record<string, string>, needs?: string[], after?: string[] }} Step
 * @typedef {"passed" | "failed" | "stopped" | "skipped"} Status
 * @typedef {{ name: string, status: Status, reason?: string, startedAt?: number, endedAt?: number, log?: string }} StepResult
 */

/**
 * Runs the steps and resolves, once none runs any more, with one result per step in the steps' order.
 * @param {Step[]} steps
 * @param {{ keepGoing?: boolean, logDir: string, write?: (text: string) => void, now?: () => number }} options
 * @returns {Promise<StepResult[]>}
 */
export function runSteps(
  steps,
  { keepGoing = false, logDir, write = (text) => process.stdout.write(text), now = Date.now },
) {
  mkdirSync(logDir, { recursive: true });
  const width = Math.max(...steps.map((step) => step.name.length));
  /** @type {Map<string, StepResult>} */
  const results = new Map();
  /** @type {Map<string, import("node:child_process").ChildProcess>} */
  const running = new Map();
  /** The steps this scheduler ended itself (their failure is not theirs). */
  const ended = new Set();
  let stopping = false;

  const stopAll = () => {
    stopping = true;
    for (const [name, child] of running) {
      ended.add(name);
      killGroup(child);
    }
  };
  const onSignal = () => {
    stopAll();
    process.exitCode = 130;
  };
  process.once("SIGINT", onSignal);
  process.once("SIGTERM", onSignal);

  return new Promise((resolve) => {
    const settle = () => {
      // Decide what can be decided; a skip can make another step's need fail, so repeat until stable.
      for (let changed = true; changed; ) {
        changed = false;
        for (const step of steps) {
          if (results.has(step.name) || running.has(step.name)) continue;
          const unmet = (step.needs ?? []).find((need) => {
            const status = results.get(need)?.status;
            return status !== undefined && status !== "passed";
          });
          if (unmet) {
            results.set(step.name, { name: step.name, status: "skipped", reason: `${unmet} did not pass` });
            changed = true;
          } else if (stopping) {
            results.set(step.name, {
              name: step.name,
              status: "skipped",
              reason: "stopped at the first failure",
            });
            changed = true;
          } else if (
            (step.needs ?? []).every((need) => results.get(need)?.status === "passed") &&
            (step.after ?? []).every((other) => results.has(other))
          ) {
            start(step);
          }
        }
      }
      if (running.size === 0 && results.size === steps.length) {
        process.off("SIGINT", onSignal);
        process.off("SIGTERM", onSignal);
        resolve(steps.map((step) => /** @type {StepResult} */ (results.get(step.name))));
      }
    };

    /** @param {Step} step */
    const start = (step) => {
      const log = path.join(logDir, `${step.name}.log`);
      const file = createWriteStream(log);
      const startedAt = now();
      const label = `[${step.name.padEnd(width)}] `;
      write(`${label}$ ${step.cmd.join(" ")}\n`);
      const child = spawn(step.cmd[0], step.cmd.slice(1), {
        env: { ...process.env, ...step.env },
        stdio: ["ignore", "pipe", "pipe"],
        detached: true,
      });
      running.set(step.name, child);
      let open = 2;
      const finishedOutput = new Promise((done) => {
        for (const stream of [child.stdout, child.stderr]) {
          const lines = createInterface({ input: stream, crlfDelay: Number.POSITIVE_INFINITY });
          lines.on("line", (line) => {
            file.write(`${stripVTControlCharacters(line)}\n`);
            write(`${label}${line}\n`);
          });
          lines.on("close", () => {
            open -= 1;
            if (open === 0) done(undefined);
          });
        }
      });
      const exited = new Promise((done) => {
        child.on("error", (error) => {
          file.write(`${error.message}\n`);
          done({ code: 1, signal: null });
        });
        child.on("exit", (code, signal) => done({ code, signal }));
      });
      Promise.all([exited, finishedOutput]).then(([{ code }]) => {
        file.end();
        running.delete(step.name);
        const endedAt = now();
        /** @type {Status} */
        const status = code === 0 ? "passed" : ended.has(step.name) ? "stopped" : "failed";
        results.set(step.name, { name: step.name, status, startedAt, endedAt, log });
        const seconds = Math.round((endedAt - startedAt) / 1000);
        write(
          `${label}${status === "passed" ? "passed" : status === "stopped" ? "stopped" : "FAILED"} in ${seconds}s\n`,
        );
        if (status === "failed" && !keepGoing) stopAll();
        settle();
      });
    };

    settle();
  });
}

/**
 * Ends a step's process group as Ctrl-C would: Playwright then stops the apps it started, which run
 * in process groups of their own (a SIGTERM would leave them running on their ports). What has not
 * ended after a grace period is killed.
 */
function killGroup(child) {
  const signal = (name) => {
    try {
      if (child.pid) process.kill(-child.pid, name);
    } catch {
      // It ended already.
    }
  };
  signal("SIGINT");
  const timer = setTimeout(() => signal("SIGKILL"), 20_000);
  timer.unref();
  child.once("exit", () => clearTimeout(timer));
}
