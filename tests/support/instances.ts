import { spawn } from "node:child_process";
import { chmodSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { startProcess } from "./processes.ts";

export type AppInstance = {
  port: number;
  url: string;
  /** Everything the process wrote (JSON log lines). */
  output: () => string;
  /** Sends SIGTERM (a graceful restart's stop) and resolves with the exit code. */
  stop: () => Promise<number | null>;
  /** SIGKILL: the process dies wherever it is. */
  kill: () => Promise<void>;
};

/** One Vitrine server process: the TypeScript sources through tsx as a loader, so signals reach the server itself. */
export function startInstance(env: Record<string, string>): AppInstance {
  const port = Number(env.PORT);
  const child = startProcess(
    process.execPath,
    ["--import", "tsx", "src/server/main.ts"],
    { LOG_LEVEL: "info", SEED_SAMPLE_DATA: "false", ...env },
    { output: "capture" },
  );
  return { port, url: `http://127.0.0.1:${port}`, output: child.output, stop: child.stop, kill: child.kill };
}

const NGINX = "/usr/sbin/nginx";
const SITE_CONFIG = path.resolve("docs/deploy/nginx.conf");

/**
 * Debian's nginx as an unprivileged process with its own prefix in a scratch directory, running the
 * repository's docs/deploy/nginx.conf with only its listen port and instance addresses replaced.
 */
export async function startNginx(options: { port: number; upstreams: number[] }) {
  const prefix = mkdtempSync(path.join(tmpdir(), "vitrine-nginx-"));
  const temp = path.join(prefix, "temp");
  mkdirSync(temp);
  // The workers run as nobody when the test runs as root: they write request bodies here.
  chmodSync(prefix, 0o755);
  chmodSync(temp, 0o777);
  let site = readFileSync(SITE_CONFIG, "utf8").replace("listen 80;", `listen 127.0.0.1:${options.port};`);
  const addresses = ["127.0.0.1:3001", "127.0.0.1:3002"];
  if (options.upstreams.length !== addresses.length) throw new Error("the config names two instances");
  options.upstreams.forEach((port, i) => {
    site = site.replace(`server ${addresses[i]} `, `server 127.0.0.1:${port} `);
  });
  writeFileSync(path.join(prefix, "vitrine.conf"), site);
  writeFileSync(
    path.join(prefix, "nginx.conf"),
    [
      "daemon off;",
      "worker_processes 1;",
      process.getuid?.() === 0 ? "user nobody nogroup;" : "",
      `pid ${prefix}/nginx.pid;`,
      `error_log ${prefix}/error.log warn;`,
      "events { worker_connections 512; }",
      "http {",
      "  access_log off;",
      ...["client_body", "proxy", "fastcgi", "uwsgi", "scgi"].map(
        (kind) => `  ${kind}_temp_path ${temp}/${kind};`,
      ),
      `  include ${prefix}/vitrine.conf;`,
      "}",
    ].join("\n"),
  );
  const child = spawn(NGINX, ["-p", prefix, "-c", `${prefix}/nginx.conf`, "-e", `${prefix}/error.log`], {
    stdio: ["ignore", "ignore", "pipe"],
  });
  let stderr = "";
  child.stderr.on("data", (chunk) => {
    stderr += chunk;
  });
  const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));
  const url = `http://127.0.0.1:${options.port}`;
  return {
    url,
    errorLog: () => {
      try {
        return readFileSync(path.join(prefix, "error.log"), "utf8") + stderr;
      } catch {
        return stderr;
      }
    },
    stop: async () => {
      if (child.exitCode === null) child.kill("SIGQUIT");
      await exited;
      rmSync(prefix, { recursive: true, force: true });
    },
  };
}
