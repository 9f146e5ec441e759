/**
 * Compiles the server to plain JavaScript in `<build>/server-app/`, which `npm start` runs with Node.js alone.
 * Running the TypeScript through tsx's loader in production cost about 180 MB of RSS (issue 18): the loader
 * works on a thread of its own, and it transformed the site's 5.5 MB server bundle, keeping the source and an
 * inline source map of it. Packages stay in node_modules; migrations and seeds, which the server finds by
 * listing their folders, become files of their own beside it. Takes well under a second, so `npm start` runs
 * it every time and never serves a stale server. Tests and `npm run dev` keep running the sources with tsx.
 */
import { readdirSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { build } from "esbuild";
import { projectRoot } from "#server/project-root";

const outdir = path.join(path.resolve(projectRoot, process.env.BUILD_DIR || "build"), "server-app");

/** The modules of a folder the server imports by listing it (server/db/migrate.ts, server/db/seed.ts). */
const listed = (folder: string) =>
  readdirSync(path.join(projectRoot, "server", "db", folder))
    .filter((file) => file.endsWith(".ts") && !/\.(test|d)\.ts$/.test(file))
    .map((file) => ({ in: path.join(projectRoot, "server", "db", folder, file), out: `${folder}/${file.replace(/\.ts$/, "")}` }));

rmSync(outdir, { recursive: true, force: true });
await build({
  entryPoints: [{ in: path.join(projectRoot, "server", "main.ts"), out: "server" }, ...listed("migrations"), ...listed("seeds")],
  outdir,
  bundle: true,
  // One copy of each module for the server, its migrations and its seeds. Every chunk sits beside server.js, so
  // `import.meta.url` in migrate.ts and seed.ts, whichever chunk they land in, finds migrations/ and seeds/.
  splitting: true,
  format: "esm",
  platform: "node",
  target: "node20",
  packages: "external",
  sourcemap: "linked",
  logLevel: "warning",
});
// React picks its production build from NODE_ENV when first loaded. In a bundle, every static import is
// loaded before any of the bundle's own code runs, so the default is set by a file that runs first.
writeFileSync(path.join(outdir, "start.js"), 'process.env.NODE_ENV ??= "production";\nawait import("./server.js");\n');
console.log(`server compiled to ${path.relative(projectRoot, outdir)}/start.js`);
