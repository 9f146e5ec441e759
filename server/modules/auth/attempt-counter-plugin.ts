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
    // A Redis that fails is logged (once a minute) and counted in /metrics by plugins/redis.ts.
    const counter = app.redis && app.redisFallback ? createRedisCounter(app.redis, app.redisFallback) : createMemoryCounter();
    app.decorate("attemptCounter", counter);
    app.addHook("onClose", () => counter.close());
  },
  { name: "attempt-counter", dependencies: ["redis"] },
);
