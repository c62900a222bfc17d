/**
 * Runs at most `size` tasks at once, process-wide; the others wait their turn in order. Used to
 * bound how many images are decoded at the same time, whatever the number of uploads.
 */
export function createTaskSlots(size: number) {
  let running = 0;
  const waiting: (() => void)[] = [];
  const acquire = (): Promise<void> => {
    if (running < size) {
      running += 1;
      return Promise.resolve();
    }
    return new Promise((resolve) => waiting.push(resolve));
  };
  const release = () => {
    const next = waiting.shift();
    // The slot passes straight to the next task, so `running` stays the same.
    if (next) next();
    else running -= 1;
  };
  return async function run<T>(task: () => Promise<T>): Promise<T> {
    await acquire();
    try {
      return await task();
    } finally {
      release();
    }
  };
}
