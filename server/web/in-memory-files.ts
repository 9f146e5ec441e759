import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { addEncodedCopies, etagOf, type Representation } from "#server/lib/representation";
import { placeholderOrigin, withPublicUrl } from "./placeholder-origin";

/** A file of the build served from memory, with PUBLIC_URL in place of the placeholder origin. */
export type InMemoryFile = Representation;

/**
 * Reads a file of the client build with PUBLIC_URL in place of the placeholder origin. A file without the
 * placeholder keeps the copies compressed at build time; one with it needs new ones (see compressInMemory).
 */
export function readWithPublicUrl(file: string, publicUrl: string): { file: InMemoryFile; changed: boolean } {
  const original = readFileSync(file);
  const changed = original.includes(placeholderOrigin);
  const body = changed ? Buffer.from(withPublicUrl(original.toString("utf8"), publicUrl)) : original;
  const built = (suffix: string) => (!changed && existsSync(file + suffix) ? readFileSync(file + suffix) : undefined);
  const [br, gzip, etag] = [built(".br"), built(".gz"), etagOf(body)];
  // With a gzip copy at hand the plain bytes are not kept (representation.ts).
  return { file: gzip ? { br, gzip, etag } : { body, br, etag }, changed };
}

/**
 * Compresses files whose text changed at load. Best-quality brotli takes 3–7 s of CPU for the site's
 * pages, too long to hold up every start (and Fastify's 10-second plugin timeout on a busy machine): it runs
 * in the background, one file at a time on libuv's thread pool, so requests are not held up either. Until
 * a file has its copies, @fastify/compress compresses it per response. The promise is that background pass.
 */
export async function compressInMemory(files: InMemoryFile[]): Promise<void> {
  for (const file of files) await addEncodedCopies(file);
}

const textAsset = /\.(js|css|svg|json|data|xml|txt|webmanifest|map)$/;

/**
 * The files of the client build other than the prerendered pages that hold the placeholder origin
 * (the module that computes canonical URLs in the browser), by URL path, with PUBLIC_URL in its place.
 */
export function loadAssetsWithOrigin(clientDir: string, publicUrl: string): Map<string, InMemoryFile> {
  const assets = new Map<string, InMemoryFile>();
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(full);
      else if (textAsset.test(entry.name)) {
        const { file, changed } = readWithPublicUrl(full, publicUrl);
        if (changed) assets.set("/" + path.relative(clientDir, full).split(path.sep).join("/"), file);
      }
    }
  };
  if (existsSync(clientDir)) walk(clientDir);
  return assets;
}
