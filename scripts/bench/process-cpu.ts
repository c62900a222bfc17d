import { readdirSync, readFileSync } from "node:fs";

/** Clock ticks per second of /proc's CPU times (USER_HZ, 100 on Linux). */
const TICKS_PER_SECOND = 100;

/** /proc/<pid>/stat's fields after the command name (which may hold spaces). */
function statFields(pid: number): string[] | undefined {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, "utf8");
    return stat.slice(stat.lastIndexOf(")") + 2).split(" ");
  } catch {
    return undefined;
  }
}

/**
 * CPU seconds the processes have used (user and system), with their children: the server's, and
 * PostgreSQL's postmaster with its backends (those that ended counted through the postmaster's
 * reaped-children times). Linux only; 0 where /proc is missing.
 */
export function cpuSeconds(pids: number[]): number {
  const all = new Set(pids);
  let children: number[] = [];
  try {
    children = readdirSync("/proc")
      .filter((entry) => /^\d+$/.test(entry))
      .map(Number)
      .filter((pid) => all.has(Number(statFields(pid)?.[1])));
  } catch {
    return 0;
  }
  let ticks = 0;
  for (const pid of [...pids, ...children]) {
    const fields = statFields(pid);
    // utime, stime, cutime, cstime: fields 14-17 of stat, 11-14 after the name.
    if (fields) ticks += [11, 12, 13, 14].reduce((sum, i) => sum + Number(fields[i] ?? 0), 0);
  }
  return ticks / TICKS_PER_SECOND;
}
