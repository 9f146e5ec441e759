/**
 * The server's memory with every page of every language loaded, as issue 13 asks (≤ 400 MB RSS): starts the
 * built site in production mode, requests each public page in all 16 languages in each encoding a browser or
 * a crawler asks for, waits for the background compression to finish, and prints the process's RSS.
 * Usage: npm run measure:memory   (needs a build: BUILD_DIR or build/)
 */
import { readFileSync } from "node:fs";
import { everyLanguagePath } from "#contracts/languages";
import { staticPublicPaths, unlistedStaticPaths } from "#contracts/public-paths";
import { startSite } from "./site-child";

const port = Number(process.env.PORT ?? 4381);
const site = await startSite(port);
const rss = () => Math.round(Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${site.pid}/status`, "utf8"))?.[1] ?? 0) / 1024);
try {
  console.log(`started: ${rss()} MB RSS`);
  const paths = [...staticPublicPaths, ...unlistedStaticPaths, "/blog", "/bloglist", "/blog1", "/careers"].flatMap(everyLanguagePath);
  for (let round = 1; round <= 2; round++) {
    for (const path of paths) {
      for (const encoding of ["br", "gzip", "identity"]) {
        const response = await fetch(site.base + path, { headers: { "accept-encoding": encoding } });
        await response.arrayBuffer();
      }
    }
    console.log(`after ${paths.length * 3 * round} requests: ${rss()} MB RSS`);
  }
  await new Promise((resolve) => setTimeout(resolve, 60_000));
  console.log(`a minute later (background compression done): ${rss()} MB RSS`);
} finally {
  site.stop();
}
