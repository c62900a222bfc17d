import { spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { createInterface } from "node:readline";
import { fileURLToPath } from "node:url";

export type TestS3Server = {
  /** Settings as config.s3 holds them, without the bucket (tests create their own). */
  settings: { endpoint: string; region: string; accessKeyId: string; secretAccessKey: string };
  close: () => Promise<void>;
};

const SERVER_SCRIPT = fileURLToPath(new URL("./s3-server.process.mjs", import.meta.url));

/**
 * A real S3-compatible server (s3rver) in a child process on a free port, storing into a scratch
 * directory. It checks request signatures, so the credentials below are the ones it knows.
 */
export async function startS3Server(): Promise<TestS3Server> {
  const directory = mkdtempSync(path.join(tmpdir(), "vitrine-s3-"));
  const child = spawn(process.execPath, ["--openssl-legacy-provider", SERVER_SCRIPT, directory], {
    stdio: ["pipe", "pipe", "inherit"],
  });
  const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));
  const port = await new Promise<number>((resolve, reject) => {
    child.once("error", reject);
    child.once("exit", (code) => reject(new Error(`The S3 test server stopped (exit code ${code})`)));
    createInterface({ input: child.stdout }).once("line", (line) => resolve(JSON.parse(line).port));
  });
  return {
    settings: {
      endpoint: `http://127.0.0.1:${port}`,
      region: "us-east-1",
      accessKeyId: "S3RVER",
      secretAccessKey: "S3RVER",
    },
    close: async () => {
      child.stdin.end();
      await exited;
      rmSync(directory, { recursive: true, force: true });
    },
  };
}
