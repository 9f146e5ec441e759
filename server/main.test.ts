import { spawnSync } from "node:child_process";
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";

const dataDir = mkdtempSync(path.join(tmpdir(), "main-test-"));

function start(env: Record<string, string>) {
  return spawnSync(process.execPath, ["--import", "tsx", "server/main.ts"], {
    env: { PATH: process.env.PATH, DATA_DIR: dataDir, ...env },
    encoding: "utf8",
    timeout: 15_000,
  });
}

describe("start-up with a bad environment", () => {
  it.each([
    [{ PORT: "eighty" }, /^Cannot start: PORT: /],
    [{ DATA_DIR: "/proc/no-such-place" }, /^Cannot start: DATA_DIR: /],
    [{ DATABASE_URL: "postgres://nobody@127.0.0.1:1/nothing" }, /^Cannot start: DATABASE_URL: cannot reach the database \(PostgreSQL at 127\.0\.0\.1:1\/nothing\)$/],
  ])("%o stops with one clear line", (env, message) => {
    const result = start(env);
    expect(result.status).toBe(1);
    const lines = result.stderr.trim().split("\n");
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatch(message);
  });
});
