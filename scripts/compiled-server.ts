/**
 * How production runs the server, for the scripts and tests that start it as `npm start` does: Node.js on the
 * compiled server (scripts/build-server.ts) with the V8 flags below. package.json's start script passes the same
 * flags (scripts/compiled-server.test.ts keeps the two together).
 */
import path from "node:path";

/**
 * A young generation of at most 2 MB per half instead of V8's 16 MB: a server answering thousands of requests a
 * second otherwise grows it to its maximum and keeps it, about 40 MB more RSS for no measurable speed here (issue
 * 18, docs/performance.md "Memory").
 */
export const serverNodeFlags = ["--max-semi-space-size=2"];

/** The arguments for `node` that start the compiled server of a build. */
export function compiledServerArgs(buildDir = process.env.BUILD_DIR || "build"): string[] {
  return [...serverNodeFlags, path.resolve(buildDir, "server-app", "start.js")];
}
