/**
 * After `react-router build`: precompress text files (brotli and gzip, served
 * as-is by the server) and record what the build was made for.
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
  if (!compressible.test(file) || (await stat(file)).size < 1024) continue;
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

const publicUrl = (process.env.PUBLIC_URL || "http://localhost:3000").replace(/\/$/, "");
await writeFile(path.join(buildDir, "meta.json"), JSON.stringify({ publicUrl, builtAt: new Date().toISOString() }, null, 2));
console.log(`postbuild: precompressed ${count} files; built for ${publicUrl}`);
