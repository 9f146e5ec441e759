import { Writable } from "node:stream";
import Fastify from "fastify";
import pino from "pino";
import { describe, expect, it } from "vitest";
import { lazyRequestLogger } from "./lazy-request-logger";

function capture(level: string) {
  const lines: Record<string, unknown>[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      lines.push(JSON.parse(chunk.toString()) as Record<string, unknown>);
      done();
    },
  });
  return { lines, logger: pino({ level }, stream) };
}

describe("lazy request logger", () => {
  it("binds the request id to what a request logs, and leaves out what its level leaves out", async () => {
    const { lines, logger } = capture("warn");
    const app = Fastify({ loggerInstance: logger, childLoggerFactory: lazyRequestLogger });
    app.get("/", (request) => {
      request.log.info("not at warn");
      request.log.warn({ detail: 1 }, "kept");
      return "ok";
    });
    await app.inject({ url: "/" });
    await app.close();
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatchObject({ level: 40, msg: "kept", detail: 1, reqId: "req-1" });
  });

  it("makes pino's child only when a request logs at an enabled level", () => {
    const { logger } = capture("warn");
    let children = 0;
    const counting = Object.assign(Object.create(logger) as typeof logger, {
      child: (...args: Parameters<typeof logger.child>) => (children++, logger.child(...args)),
    });
    const request = lazyRequestLogger.call(Fastify(), counting, { reqId: "r" }, {}, undefined as never);
    request.info("dropped");
    request.debug("dropped");
    expect(children).toBe(0);
    expect(request.level).toBe("warn");
    request.error("kept");
    request.warn("kept");
    expect(children).toBe(1);
  });

  it("logs at the level a request was given", () => {
    const { lines, logger } = capture("warn");
    const request = lazyRequestLogger.call(Fastify(), logger, { reqId: "r" }, {}, undefined as never);
    request.level = "debug";
    request.debug("now kept");
    expect(lines).toMatchObject([{ msg: "now kept", reqId: "r" }]);
  });

  it("gives a route with its own level pino's child at once", () => {
    const { lines, logger } = capture("warn");
    const request = lazyRequestLogger.call(Fastify(), logger, { reqId: "r" }, { level: "info" }, undefined as never);
    request.info("at the route's level");
    expect(lines).toMatchObject([{ msg: "at the route's level", reqId: "r" }]);
  });
});
