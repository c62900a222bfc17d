import { type ChildProcess, spawn } from "node:child_process";
import { createServer } from "node:net";

// Process helpers shared by the tests that start real servers and by the bench and load scripts
// (scripts import them as #tests/support/processes).

/** A TCP port nobody listens on right now. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

/** Waits until a URL answers 200, for at most `timeoutMs`. */
export async function waitForOk(url: string, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  let last = "no answer";
  for (;;) {
    try {
      const res = await fetch(url);
      await res.arrayBuffer();
      if (res.ok) return;
      last = `status ${res.status}`;
    } catch (err) {
      last = (err as Error).message;
    }
    if (Date.now() > deadline)
      throw new Error(`${url} did not answer 200 within ${timeoutMs / 1000} s (${last})`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

export type StartedProcess = {
  pid: number;
  /** Everything the process wrote, when its output is captured. */
  output: () => string;
  /** Sends SIGTERM and resolves with the exit code once the process has ended. */
  stop: () => Promise<number | null>;
  /** SIGKILL: the process dies wherever it is. */
  kill: () => Promise<void>;
};

/**
 * Starts a child process with `env` over this process's environment. Its output is either
 * captured (read with output()) or, for scripts, its error output goes to this process's.
 */
export function startProcess(
  command: string,
  args: string[],
  env: Record<string, string>,
  options: { output: "capture" | "forward-errors" },
): StartedProcess {
  const capture = options.output === "capture";
  const child: ChildProcess = spawn(command, args, {
    env: { ...process.env, ...env },
    stdio: capture ? ["ignore", "pipe", "pipe"] : ["ignore", "ignore", "inherit"],
  });
  let output = "";
  child.stdout?.on("data", (chunk) => {
    output += chunk;
  });
  child.stderr?.on("data", (chunk) => {
    output += chunk;
  });
  const exited = new Promise<number | null>((resolve) => child.once("exit", (code) => resolve(code)));
  const running = () => child.exitCode === null && child.signalCode === null;
  return {
    pid: child.pid ?? 0,
    output: () => output,
    stop: async () => {
      if (running()) child.kill("SIGTERM");
      return exited;
    },
    kill: async () => {
      if (running()) child.kill("SIGKILL");
      await exited;
    },
  };
}
