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

  it("sends the sales and careers desks' mail to STAFF_EMAIL unless they have addresses of their own (issue 28)", () => {
    expect(loadConfig({ DATA_DIR: dataDir, STAFF_EMAIL: "team@x.in" }).mail).toMatchObject({
      staffEmail: "team@x.in",
      salesEmail: "team@x.in",
      careersEmail: "team@x.in",
    });
    expect(loadConfig({ DATA_DIR: dataDir, SALES_EMAIL: "sales@x.in", CAREERS_EMAIL: "jobs@x.in" }).mail).toMatchObject({
      salesEmail: "sales@x.in",
      careersEmail: "jobs@x.in",
    });
  });

  it("switches to PostgreSQL for a postgres:// URL", () => {
    expect(loadConfig({ DATA_DIR: dataDir, DATABASE_URL: "postgres://u@db:5432/site" }).database).toEqual({
      kind: "postgres",
      url: "postgres://u@db:5432/site",
    });
  });

  it.each([
    [{ PORT: "abc" }, /^PORT: /],
    [{ PORT: "70000" }, /^PORT: /],
    [{ PUBLIC_URL: "not a url" }, /^PUBLIC_URL: /],
    [{ DATABASE_URL: "mysql://x" }, /^DATABASE_URL: must be a postgres:\/\/ URL/],
    [{ LOG_LEVEL: "loud" }, /^LOG_LEVEL: /],
    [{ DATA_DIR: "/proc/cannot-write-here" }, /^DATA_DIR: \/proc\/cannot-write-here is not a writable folder$/],
    [{ SMTP_URL: "http://mail" }, /^SMTP_URL: /],
    [{ SALES_EMAIL: "sales desk" }, /^SALES_EMAIL: /],
    [{ CAREERS_EMAIL: "jobs" }, /^CAREERS_EMAIL: /],
  ])("rejects %o with one line naming the setting", (env, message) => {
    const attempt = () => loadConfig({ DATA_DIR: dataDir, ...env });
    expect(attempt).toThrow(ConfigError);
    expect(attempt).toThrow(message);
  });

  describe("TRUST_PROXY", () => {
    it.each([
      [undefined, false],
      ["false", false],
      ["10.0.0.5", ["10.0.0.5"]],
      ["10.0.0.0/8, 127.0.0.1,fd00::/8", ["10.0.0.0/8", "127.0.0.1", "fd00::/8"]],
      ["loopback", ["loopback"]],
    ])("reads %o as %o", (value, trustProxy) => {
      expect(loadConfig({ DATA_DIR: dataDir, ...(value === undefined ? {} : { TRUST_PROXY: value }) }).trustProxy).toEqual(trustProxy);
    });

    // "true" trusted every X-Forwarded-For entry, so any client chose its own address (issue 12); Fastify 5.12 ignores hop counts.
    it.each(["true", "yes", "1", "2", "banana", "10.0.0.0/33", "10.0.0.1,,"])("refuses %o with one line naming the choices", (value) => {
      const attempt = () => loadConfig({ DATA_DIR: dataDir, TRUST_PROXY: value });
      expect(attempt).toThrow(ConfigError);
      expect(attempt).toThrow(/^TRUST_PROXY: list the proxies .* by address or CIDR range.*true and hop counts are refused/);
      expect(() => attempt()).toThrow(expect.objectContaining({ message: expect.not.stringContaining("\n") }));
    });
  });

  it("treats empty values as unset", () => {
    expect(loadConfig({ DATA_DIR: dataDir, PORT: "", DATABASE_URL: "" }).port).toBe(3000);
  });
});
