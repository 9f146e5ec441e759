import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { ConfigError, loadConfig } from "./config";

const dataDir = mkdtempSync(path.join(tmpdir(), "config-test-"));

describe("loadConfig", () => {
  it("has working defaults", () => {
    const config = loadConfig({ DATA_DIR: dataDir });
    expect(config).toMatchObject({ port: 3000, host: "0.0.0.0", publicUrl: "http://localhost:3000", logLevel: "info" });
    expect(config.database).toEqual({ kind: "sqlite", file: path.join(dataDir, "site.db") });
  });

  it("switches to PostgreSQL for a postgres:// URL", () => {
    expect(loadConfig({ DATA_DIR: dataDir, DATABASE_URL: "postgres://u@db:5432/site" }).database).toEqual({ kind: "postgres", url: "postgres://u@db:5432/site" });
  });

  it.each([
    [{ PORT: "abc" }, /^PORT: /],
    [{ PORT: "70000" }, /^PORT: /],
    [{ PUBLIC_URL: "not a url" }, /^PUBLIC_URL: /],
    [{ DATABASE_URL: "mysql://x" }, /^DATABASE_URL: must be a postgres:\/\/ URL/],
    [{ LOG_LEVEL: "loud" }, /^LOG_LEVEL: /],
    [{ DATA_DIR: "/proc/cannot-write-here" }, /^DATA_DIR: \/proc\/cannot-write-here is not a writable folder$/],
    [{ SMTP_URL: "http://mail" }, /^SMTP_URL: /],
  ])("rejects %o with one line naming the setting", (env, message) => {
    const attempt = () => loadConfig({ DATA_DIR: dataDir, ...env });
    expect(attempt).toThrow(ConfigError);
    expect(attempt).toThrow(message);
  });

  it("treats empty values as unset", () => {
    expect(loadConfig({ DATA_DIR: dataDir, PORT: "", DATABASE_URL: "" }).port).toBe(3000);
  });
});
