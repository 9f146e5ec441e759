/**
 * After `react-router build`: precompress text files (brotli and gzip, served
 * as-is by the server). Files that hold the placeholder origin get new copies
 * when the server loads them with PUBLIC_URL in place (server/web/in-memory-files.ts).
 */
import { readdir, readFile, stat, writeFile } from "node:fs/promises";
import path from "node:path";
import { promisify } from "node:util";
import { brotliCompress, constants, gzip } from "node:zlib";

const buildDir = path.resolve(process.env.BUILD_DIR || "build");
const clientDir = path.join(buildDir, "client");
const compressible = /\.(html|js|css|svg|json|data|xml|txt|webmanifest|map)$/;
const brotli = promisify(brotliCompress);
const gz = promisify(gzip);

async function* files(dir: string): AsyncGenerator<string> {
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* files(full);
    else yield full;
  }
}

let count = 0;
for await (const file of files(clientDir)) {
  // Small files count too: a first render loads two dozen modules under 1 KB, and brotli takes a third off most of them.
  if (!compressible.test(file) || (await stat(file)).size < 256) continue;
  const body = await readFile(file);
  const [br, gzipped] = await Promise.all([
    brotli(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: body.length } }),
    gz(body, { level: 9 }),
  ]);
  // A compressed copy that is not smaller only costs a lookup.
  if (br.length < body.length) await writeFile(`${file}.br`, br);
  if (gzipped.length < body.length) await writeFile(`${file}.gz`, gzipped);
  count++;
}

console.log(`postbuild: precompressed ${count} files`);
