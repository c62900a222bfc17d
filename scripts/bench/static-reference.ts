import { spawnSync } from "node:child_process";
import { chmodSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { freePort, waitForOk } from "#tests/support/processes";

const NGINX = ["/usr/sbin/nginx", "/usr/local/sbin/nginx", "/usr/local/nginx/sbin/nginx"].find((f) =>
  existsSync(f),
);

export type StaticReference = { url: (file: string) => string; description: string; stop: () => void };

/**
 * nginx serving files statically (with its packaged defaults: a worker per core, no access log):
 * the reference the issue set the API's budget against. Undefined when nginx is not installed.
 */
export async function startNginx(files: Record<string, Uint8Array>): Promise<StaticReference | undefined> {
  if (!NGINX) return undefined;
  const dir = mkdtempSync(path.join(tmpdir(), "vitrine-nginx-"));
  // nginx's workers drop to an unprivileged user, who must be able to read the files.
  chmodSync(dir, 0o755);
  const root = path.join(dir, "root");
  mkdirSync(path.join(dir, "tmp"), { recursive: true });
  for (const [name, bytes] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(root, name)), { recursive: true });
    writeFileSync(path.join(root, name), bytes);
  }
  const port = await freePort();
  const tmp = path.join(dir, "tmp");
  writeFileSync(
    path.join(dir, "nginx.conf"),
    `worker_processes auto;
pid ${dir}/nginx.pid;
error_log ${dir}/error.log warn;
events { worker_connections 1024; }
http {
  access_log off;
  sendfile on;
  default_type application/json;
  client_body_temp_path ${tmp}; proxy_temp_path ${tmp}; fastcgi_temp_path ${tmp};
  uwsgi_temp_path ${tmp}; scgi_temp_path ${tmp};
  server { listen 127.0.0.1:${port}; root ${root}; }
}
`,
  );
  const started = spawnSync(NGINX, ["-c", path.join(dir, "nginx.conf"), "-p", dir], { encoding: "utf8" });
  if (started.status !== 0) {
    rmSync(dir, { recursive: true, force: true });
    throw new Error(`nginx did not start: ${started.stderr}`);
  }
  const base = `http://127.0.0.1:${port}`;
  await waitForOk(`${base}/${Object.keys(files)[0]}`, 120_000);
  // nginx -v prints to stderr.
  const version = spawnSync(NGINX, ["-v"], { encoding: "utf8" }).stderr.trim();
  return {
    url: (file) => `${base}/${file}`,
    description: `${version.replace(/^nginx version: /, "") || "nginx"} (worker_processes auto)`,
    stop: () => {
      const pid = Number(readFileSync(path.join(dir, "nginx.pid"), "utf8"));
      process.kill(pid, "SIGQUIT");
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
