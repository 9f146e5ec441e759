import type { FastifyInstance } from "fastify";

export interface RepeatingTask {
  /** Told of a run that failed; the next tick tries again. */
  onFailure: (error: unknown) => void;
  /** Run once as the app becomes ready, and wait for it, before the first interval. */
  runWhenReady?: boolean;
}

/**
 * Something an app does every `intervalMs` while it is up (start the scheduled campaigns, publish the scheduled posts,
 * delete what retention allows): one run at a time (a tick that comes while one runs is skipped), on a timer that does
 * not hold the process open, stopped when the app closes, after the run under way.
 */
export function repeatEvery(
  app: FastifyInstance,
  intervalMs: number,
  task: () => Promise<unknown>,
  { onFailure, runWhenReady }: RepeatingTask,
) {
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> | undefined;
  const run = () => {
    running ??= task()
      .then(() => undefined)
      .catch(onFailure)
      .finally(() => {
        running = undefined;
      });
    return running;
  };
  app.addHook("onReady", async () => {
    if (runWhenReady) await run();
    timer = setInterval(run, intervalMs);
    timer.unref();
  });
  app.addHook("onClose", async () => {
    clearInterval(timer);
    await running;
  });
}
