/**
 * (i) A publish reaches every instance (issue 30, docs/decisions/039): an editor saves a Hindi word and publishes it on
 * one instance; the other serves the page anew, brotli-compressed and with a new ETag, within 5 s, with no restart,
 * and a page that does not read the word keeps its ETag. Uses the Content area's API (contracts/api/site-content.ts,
 * the site-content module): PUT /api/staff/content/words/:lang/:id, then POST /api/staff/content/publish.
 */
import { setTimeout as sleep } from "node:timers/promises";
import { runAdminCommand } from "#server/modules/auth/admin-command";
import type { Instance } from "./fleet-stack";

const withinMs = 5_000;
const id = "services.service1.cardDescription";
const page = "/hi/services/service1";
const unrelated = "/hi/about-us";

type Report = (name: string, ok: boolean, detail: string) => void;

async function signIn(instance: Instance, databaseUrl: string) {
  const email = "fleet-editor@example.com";
  const password = "fleet editor's long password";
  const lines: string[] = [];
  const created = await runAdminCommand({
    args: ["create", email, "--role", "editor"],
    env: { ...process.env, DATABASE_URL: databaseUrl, ADMIN_PASSWORD: password },
    out: (line) => lines.push(line),
    err: (line) => lines.push(line),
  });
  if (created !== 0) throw new Error(`could not create the editor: ${lines.join(" ")}`);
  const answer = await fetch(`http://127.0.0.1:${instance.port}/api/auth/login`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ email, password }),
  });
  if (!answer.ok) throw new Error(`the editor's sign-in answered ${answer.status}: ${await answer.text()}`);
  return `Bearer ${((await answer.json()) as { token: string }).token}`;
}

/** An ETag without its encoding's suffix: a page's copies are made after its first read, and its ETag then gains "-br". */
const bodyTag = (etag: string) => etag.replace(/-(br|gz)"$/, '"');

/** A page as a browser asks for it, straight from one instance; fetch gives the decoded text and keeps the headers. */
async function pageOf(instance: Instance, path: string) {
  const answer = await fetch(`http://127.0.0.1:${instance.port}${path}`, { headers: { "accept-encoding": "br, gzip" } });
  return {
    status: answer.status,
    etag: answer.headers.get("etag") ?? "",
    encoding: answer.headers.get("content-encoding"),
    text: await answer.text(),
  };
}

export async function checkPublishReachesEveryInstance(instances: Instance[], databaseUrl: string, report: Report) {
  const name = "(i) a publish on one instance is served by the other within 5 s, compressed, with a new ETag";
  const [writer, reader] = instances as [Instance, Instance];
  const authorization = await signIn(writer, databaseUrl);
  const before = { page: await pageOf(reader, page), unrelated: await pageOf(reader, unrelated) };
  const text = `Fleet check ${Date.now()}: sea and air freight from Nhava Sheva and Mundra`;
  const api = (method: string, path: string, body: unknown) =>
    fetch(`http://127.0.0.1:${writer.port}/api/staff/content${path}`, {
      method,
      headers: { authorization, "content-type": "application/json" },
      body: JSON.stringify(body),
    });
  const saved = await api("PUT", `/words/hi/${id}`, { text, version: 0 });
  if (!saved.ok) return report(name, false, `saving the draft answered ${saved.status}: ${await saved.text()}`);
  const published = await api("POST", "/publish", { lang: "hi" });
  const publishedAt = Date.now();
  if (!published.ok) return report(name, false, `publishing answered ${published.status}: ${await published.text()}`);

  let served: Awaited<ReturnType<typeof pageOf>> | undefined;
  let servedMs = Number.POSITIVE_INFINITY;
  let precompressedMs = Number.POSITIVE_INFINITY;
  while (Date.now() - publishedAt < 2 * withinMs) {
    const now = await pageOf(reader, page);
    if (servedMs === Number.POSITIVE_INFINITY && now.text.includes(text)) {
      served = now;
      servedMs = Date.now() - publishedAt;
    }
    // Its brotli copy made once (ETag "…-br"), rather than compressed per response.
    if (now.text.includes(text) && now.etag.endsWith('-br"')) {
      precompressedMs = Date.now() - publishedAt;
      break;
    }
    await sleep(100);
  }
  // The publishing instance, too, within the same time from the publish (it re-renders the page itself).
  let writerPage = await pageOf(writer, page);
  while (!writerPage.text.includes(text) && Date.now() - publishedAt < withinMs) {
    await sleep(100);
    writerPage = await pageOf(writer, page);
  }
  const after = await pageOf(reader, unrelated);
  const ok =
    served !== undefined &&
    servedMs <= withinMs &&
    served.status === 200 &&
    served.encoding === "br" &&
    bodyTag(served.etag) !== bodyTag(before.page.etag) &&
    writerPage.text.includes(text) &&
    bodyTag(after.etag) === bodyTag(before.unrelated.etag);
  report(
    name,
    ok,
    `${page} on the other instance: new words served ${servedMs} ms after the publish answered (expected ≤ ${withinMs}), ` +
      `${served?.encoding ?? "not"} compressed, ETag ${before.page.etag} → ${served?.etag ?? "unchanged"}; its precompressed copy ` +
      `${precompressedMs} ms after; on the publishing instance too: ${writerPage.text.includes(text)}; ${unrelated} kept its ETag: ` +
      `${bodyTag(after.etag) === bodyTag(before.unrelated.etag)}`,
  );
}
