/**
 * What a visitor on a slow phone sees, measured in a real browser rather than
 * Lighthouse's simulation: Chromium with DevTools throttling like Lighthouse's
 * mobile preset (150 ms round trip, 1.6 Mbit/s down, CPU slowed 4×), reporting
 * first contentful paint, largest contentful paint and when React has hydrated
 * the page (from then on every control responds). Median of the runs.
 * Usage: npm run measure:load -- [baseUrl] [path ...]   (RUNS=5 by default)
 */
import puppeteer from "puppeteer-core";

const [base = "http://localhost:3000", ...paths] = process.argv.slice(2);
const targets = paths.length > 0 ? paths : ["/", "/services", "/blog"];
const runs = Number(process.env.RUNS ?? 5);

const browser = await puppeteer.launch({
  executablePath: process.env.CHROME_PATH ?? "/usr/bin/chromium",
  args: [
    "--headless=new",
    "--no-sandbox",
    "--disable-gpu",
    "--disable-background-networking",
    "--disable-component-update",
    "--no-first-run",
  ],
});

/** Runs in the page before its own scripts: records paints and the moment React owns <main>. */
function observe() {
  const marks = { lcp: 0, hydrated: 0 };
  (window as unknown as { __marks: typeof marks }).__marks = marks;
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) marks.lcp = entry.startTime;
  }).observe({ type: "largest-contentful-paint", buffered: true });
  const poll = setInterval(() => {
    const main = document.querySelector("main");
    if (main && Object.keys(main).some((key) => key.startsWith("__reactFiber"))) {
      marks.hydrated = performance.now();
      clearInterval(poll);
    }
  }, 20);
}

interface Timings {
  fcp: number;
  lcp: number;
  hydrated: number;
}

async function measure(url: string): Promise<Timings> {
  const context = await browser.createBrowserContext();
  try {
    const page = await context.newPage();
    await page.setViewport({ width: 412, height: 823, deviceScaleFactor: 1.75, isMobile: true, hasTouch: true });
    const cdp = await page.createCDPSession();
    await cdp.send("Network.enable");
    await cdp.send("Network.emulateNetworkConditions", {
      offline: false,
      latency: 150,
      downloadThroughput: (1.6 * 1024 * 1024) / 8,
      uploadThroughput: (750 * 1024) / 8,
    });
    await cdp.send("Emulation.setCPUThrottlingRate", { rate: 4 });
    await page.evaluateOnNewDocument(observe);
    await page.goto(url, { waitUntil: "load", timeout: 60_000 });
    await page.waitForFunction(() => (window as unknown as { __marks: { hydrated: number } }).__marks.hydrated > 0, {
      timeout: 60_000,
      polling: 100,
    });
    return await page.evaluate(() => {
      const fcp = performance.getEntriesByName("first-contentful-paint")[0]?.startTime ?? 0;
      const { lcp, hydrated } = (window as unknown as { __marks: { lcp: number; hydrated: number } }).__marks;
      return { fcp, lcp, hydrated };
    });
  } finally {
    await context.close();
  }
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[values.length >> 1]!;
const seconds = (ms: number) => `${(ms / 1000).toFixed(2)} s`.padStart(8);

console.log(`${"page".padEnd(44)}      FCP      LCP hydrated   (median of ${runs})`);
for (const path of targets) {
  const results: Timings[] = [];
  for (let run = 0; run < runs; run++) results.push(await measure(base + path));
  const pick = (key: keyof Timings) => seconds(median(results.map((r) => r[key])));
  console.log(`${path.padEnd(44)} ${pick("fcp")} ${pick("lcp")} ${pick("hydrated")}`);
}
await browser.close();
