import fp from "fastify-plugin";
import { createMemoryCounter, createRedisCounter, type AttemptCounter } from "./attempt-counter";

declare module "fastify" {
  interface FastifyInstance {
    /** Sign-in attempts per address, per address on an account and per account: in Redis when the app has it, so instances count together. */
    attemptCounter: AttemptCounter;
  }
}

export const attemptCounterPlugin = fp(
  async (app) => {
    const counter = app.redis
      ? createRedisCounter(app.redis, (error) => app.log.warn({ err: error }, "sign-in throttling: Redis unavailable, counting in memory"))
      : createMemoryCounter();
    app.decorate("attemptCounter", counter);
    app.addHook("onClose", () => counter.close());
  },
  { name: "attempt-counter", dependencies: ["redis"] },
);
