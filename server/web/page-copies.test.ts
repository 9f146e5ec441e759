import { mkdtempSync, readdirSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { plainBody } from "#server/lib/representation";
import { PageCopies } from "./page-copies";
import { cacheablePage } from "./render-cache";

const folders: string[] = [];
afterEach(() => {
  for (const folder of folders.splice(0)) rmSync(folder, { recursive: true, force: true });
});

function copiesIn(options: { now?: () => number } = {}) {
  const folder = mkdtempSync(path.join(tmpdir(), "page-copies-"));
  folders.push(folder);
  const errors: unknown[] = [];
  const dir = path.join(folder, "page-copies");
  return { dir, errors, copies: new PageCopies({ dir, onError: (error) => errors.push(error), ...options }) };
}

const page = async (text: string) =>
  (await cacheablePage({
    status: 200,
    headers: [["content-type", "text/html; charset=utf-8"]],
    body: `<h1>${text}</h1><script nonce="Zq9x7Kp2">go()</script>${"<p>filler</p>".repeat(200)}`,
    nonce: "Zq9x7Kp2",
  }))!;

describe("kept copies of the rendered pages (issue 33)", () => {
  it("keeps a page on disk, so another process (the instance after a restart) serves the same bytes and script hashes", async () => {
    const { dir, copies, errors } = copiesIn();
    const kept = await page("Choosing the right freight mode");
    await copies.keep("/blog/choosing-the-right-freight-mode", kept);
    const read = await new PageCopies({ dir }).read("/blog/choosing-the-right-freight-mode");
    expect(plainBody(read!.representation).equals(plainBody(kept.representation))).toBe(true);
    expect(read!.representation.etag).toBe(kept.representation.etag);
    expect(read!.scriptHashes).toEqual(kept.scriptHashes);
    expect(read!.headers).toEqual(kept.headers);
    expect(await copies.read("/blog/never-rendered")).toBeUndefined();
    expect(errors).toEqual([]);
  });

  it("writes a page asked for several times at once (three encodings) once, without a failed rename", async () => {
    const { dir, copies, errors } = copiesIn();
    const kept = await page("Choosing the right freight mode");
    await Promise.all(Array.from({ length: 6 }, () => copies.keep("/blog1", kept)));
    expect(errors).toEqual([]);
    expect(readdirSync(dir)).toHaveLength(1);
    expect((await copies.read("/blog1"))!.representation.etag).toBe(kept.representation.etag);
  });

  it("serves no copy older than a day", async () => {
    let time = Date.parse("2026-11-25T10:00:00Z");
    const { copies } = copiesIn({ now: () => time });
    await copies.keep("/blog3", await page("Sustainable Logistics"));
    time += 24 * 60 * 60_000 + 1;
    expect(await copies.read("/blog3")).toBeUndefined();
  });

  it("removes every copy after a staff write, and a page's copy when the page is gone", async () => {
    const { dir, copies } = copiesIn();
    await copies.keep("/blog1", await page("one"));
    await copies.keep("/blog2", await page("two"));
    await copies.drop("/blog1");
    expect(await copies.read("/blog1")).toBeUndefined();
    expect(await copies.read("/blog2")).toBeDefined();
    await copies.clear();
    expect(await copies.read("/blog2")).toBeUndefined();
    // The same page kept again after the clear is written again.
    await copies.keep("/blog2", await page("two"));
    expect(readdirSync(dir)).toHaveLength(1);
  });

  it("does not keep a copy that a staff write overtook while it was being written", async () => {
    const { copies } = copiesIn();
    const writing = copies.keep("/blog4", await page("before the edit"));
    await copies.clear();
    await writing;
    expect(await copies.read("/blog4")).toBeUndefined();
  });
});
