import { existsSync, readdirSync } from "node:fs";
import path from "node:path";
import { inlineScriptHashes } from "./csp";
import { readWithPublicUrl, type InMemoryFile } from "./in-memory-files";

/** A prerendered document, held in memory with its compressed forms and CSP hashes. */
export interface PrerenderedPage extends InMemoryFile {
  scriptHashes: string[];
}

/**
 * Finds every prerendered index.html under the client build and maps its URL
 * path to the page: "/about-us" → about-us/index.html. The site is small, so
 * keeping the pages in memory is the fastest way to serve them. PUBLIC_URL takes
 * the place of the build's placeholder origin; the CSP hashes are taken after
 * that, since an inline script may hold the origin. `changed` lists the pages
 * whose compressed copies must be made anew (compressInMemory).
 */
export function loadPrerenderedPages(
  clientDir: string,
  publicUrl: string,
): { pages: Map<string, PrerenderedPage>; changed: PrerenderedPage[] } {
  const pages = new Map<string, PrerenderedPage>();
  const changed: PrerenderedPage[] = [];
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) {
        if (entry.name !== "assets" && entry.name !== "media") walk(full);
      } else if (entry.name === "index.html") {
        const urlPath = "/" + path.relative(clientDir, dir).split(path.sep).join("/");
        const read = readWithPublicUrl(full, publicUrl);
        const page = { ...read.file, scriptHashes: inlineScriptHashes(read.file.body.toString("utf8")) };
        if (read.changed) changed.push(page);
        pages.set(urlPath === "/" ? "/" : urlPath.replace(/\/$/, ""), page);
      }
    }
  };
  if (existsSync(clientDir)) walk(clientDir);
  return { pages, changed };
}
