import { type CancellationDeps, handOverStaleCancellations } from "./cancellation.service.ts";

const SWEEP_EVERY_MS = 60 * 60 * 1000;

export type CancellationSweep = { start: () => void; stop: () => void };

/**
 * Every hour, cancellations whose one-click link was not followed within 7 days (and any left
 * half-handled) go to the admin inbox for a person to handle (ADR 47).
 */
export function createCancellationSweep(deps: CancellationDeps, everyMs = SWEEP_EVERY_MS): CancellationSweep {
  let timer: NodeJS.Timeout | undefined;
  const run = () =>
    void handOverStaleCancellations(deps)
      .then((handed) => {
        if (handed) deps.log.info({ cancellations: handed }, "cancellations handed to the admin inbox");
      })
      .catch((err: unknown) => {
        deps.log.warn(
          { err: { message: (err as Error).message } },
          "could not sweep cancellations; will retry",
        );
      });
  return {
    start() {
      if (timer) return;
      run();
      timer = setInterval(run, everyMs);
      timer.unref();
    },
    stop() {
      clearInterval(timer);
      timer = undefined;
    },
  };
}
