import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { serverNodeFlags } from "./compiled-server";

describe("the compiled server's command", () => {
  it("is the one npm start runs, with the same V8 flags", () => {
    const { scripts } = JSON.parse(readFileSync("package.json", "utf8")) as { scripts: Record<string, string> };
    expect(scripts.start).toContain(`node ${serverNodeFlags.join(" ")} \${BUILD_DIR:-build}/server-app/start.js`);
    expect(scripts.build).toContain("scripts/build-server.ts");
  });
});
