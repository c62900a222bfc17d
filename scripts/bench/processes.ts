import { type ChildProcess, spawn } from "node:child_process";
import { readFileSync } from "node:fs";
import { createServer } from "node:net";

/** A TCP port nobody listens on right now. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const address = server.address();
      server.close(() => resolve(typeof address === "object" && address ? address.port : 0));
    });
  });
}

/** Waits until a URL answers 200, for at most `timeoutMs`. */
export async function waitForHttp(url: string, timeoutMs = 120_000): Promise<void> {
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

/** A child process's resident memory now and at its peak (VmRSS, VmHWM), in bytes (Linux). */
export function residentMemory(pid: number): { current: number; peak: number } | undefined {
  try {
    const status = readFileSync(`/proc/${pid}/status`, "utf8");
    const kb = (field: string) =>
      Number(new RegExp(`^${field}:\\s+(\\d+) kB`, "m").exec(status)?.[1] ?? 0) * 1024;
    return { current: kb("VmRSS"), peak: kb("VmHWM") };
  } catch {
    return undefined;
  }
}

/** Starts a child process, forwarding its error output, and gives a stop() that waits for its end. */
export function startChild(command: string, args: string[], env: Record<string, string>) {
  const child: ChildProcess = spawn(command, args, {
    env: { ...process.env, ...env },
    stdio: ["ignore", "ignore", "inherit"],
  });
  const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));
  return {
    pid: child.pid ?? 0,
    stop: async () => {
      if (child.exitCode === null) child.kill("SIGTERM");
      await exited;
    },
  };
}
