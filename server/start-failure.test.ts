import Fastify from "fastify";
import { describe, expect, it } from "vitest";
import { ConfigError } from "./config";
import { startFailureMessage } from "./start-failure";

const listening = { port: 3000, host: "0.0.0.0" };

/** What Fastify rejects ready() with when a plugin takes longer than pluginTimeout. */
async function pluginTimeout() {
  const app = Fastify({ pluginTimeout: 20 });
  app.register(async function webHost() {
    await new Promise((resolve) => setTimeout(resolve, 200));
  });
  const error = await app.ready().then(
    () => undefined,
    (reason: unknown) => reason,
  );
  await app.close().catch(() => {});
  return error;
}

describe("the line a failed start prints", () => {
  // Issue 12: under CPU load the pages took longer than Fastify's plugin timeout and the process died with a raw stack.
  it("names the plugin that did not load in time", async () => {
    expect(startFailureMessage(await pluginTimeout(), listening)).toBe(
      "the server's webHost plugin did not finish loading within Fastify's plugin timeout (is the machine overloaded?)",
    );
  });

  it.each([
    [Object.assign(new Error("listen EADDRINUSE"), { code: "EADDRINUSE" }), "PORT: 3000 is already in use"],
    [Object.assign(new Error("listen EACCES"), { code: "EACCES" }), "PORT: no permission to listen on 3000"],
    [Object.assign(new Error("listen EADDRNOTAVAIL"), { code: "EADDRNOTAVAIL" }), "HOST: 0.0.0.0 is not an address of this machine"],
    [new ConfigError("PORT: must be a number"), "PORT: must be a number"],
    [new Error("first line\n    at somewhere (file.js:1:1)"), "first line"],
    ["a thrown string", "a thrown string"],
    [new Error(""), "Error"],
  ])("turns %o into %o", (error, line) => {
    expect(startFailureMessage(error, listening)).toBe(line);
  });
});
