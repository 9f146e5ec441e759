import { createHash } from "node:crypto";
import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { inlineScriptHashes } from "./csp";

/** A prerendered document, held in memory with its compressed forms and CSP hashes. */
export interface PrerenderedPage {
  body: Buffer;
  br?: Buffer;
  gzip?: Buffer;
  etag: string;
  scriptHashes: string[];
}

/**
 * Finds every prerendered index.html under the client build and maps its URL
 * path to the page: "/about-us" → about-us/index.html. The site is small, so
 * keeping the pages in memory is the fastest way to serve them.
 */
export function loadPrerenderedPages(clientDir: string): Map<string, PrerenderedPage> {
  const pages = new Map<string, PrerenderedPage>();
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) {
        if (entry.name !== "assets" && entry.name !== "media") walk(full);
      } else if (entry.name === "index.html") {
        const urlPath = "/" + path.relative(clientDir, dir).split(path.sep).join("/");
        pages.set(urlPath === "/" ? "/" : urlPath.replace(/\/$/, ""), readPage(full));
      }
    }
  };
  if (existsSync(clientDir)) walk(clientDir);
  return pages;
}

function readPage(file: string): PrerenderedPage {
  const body = readFileSync(file);
  const optional = (suffix: string) => (existsSync(file + suffix) ? readFileSync(file + suffix) : undefined);
  return {
    body,
    br: optional(".br"),
    gzip: optional(".gz"),
    etag: `"${createHash("sha1").update(body).digest("base64url")}"`,
    scriptHashes: inlineScriptHashes(body.toString("utf8")),
  };
}
