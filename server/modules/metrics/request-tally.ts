/** `route` is the route's pattern (/api/contact/:id), never the address asked for, so the label set stays small. */
export type RequestLabels = { method: string; route: string; status_code: number };

/** Seconds; from a cached page (about a millisecond) to the 30 s request time-out. */
const durationBuckets = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30];

interface Series {
  labels: RequestLabels;
  count: number;
  sum: number;
  /** Answers per bucket, not cumulative: index i counts durations in (bucket i-1, bucket i]. */
  buckets: number[];
}

const escapeLabel = (value: string) => value.replace(/\\/g, "\\\\").replace(/"/g, '\\"').replace(/\n/g, "\\n");

/**
 * Answered requests and their durations per series, counted in plain numbers and written out as Prometheus text
 * when scraped. prom-client's Counter.inc() and Histogram.observe() validate and hash the labels on every call, about
 * 2 % of the server's time on a cached answer each in profiles (issue 18); a scrape comes every few seconds.
 */
export function createRequestTally(histogramName: string, histogramHelp: string) {
  const series = new Map<string, Series>();

  return {
    record(labels: RequestLabels, seconds: number) {
      const key = `${labels.method} ${labels.route} ${labels.status_code}`;
      let entry = series.get(key);
      if (!entry) series.set(key, (entry = { labels, count: 0, sum: 0, buckets: durationBuckets.map(() => 0) }));
      entry.count++;
      entry.sum += seconds;
      const bucket = durationBuckets.findIndex((bound) => seconds <= bound);
      if (bucket !== -1) entry.buckets[bucket]!++;
    },

    /** Each series' labels and how many requests it answered. */
    counts: () => [...series.values()].map(({ labels, count }) => ({ labels, count })),

    /** The duration histogram in the Prometheus text format, as prom-client writes one (`le` first). */
    histogramText(): string {
      const lines = [`# HELP ${histogramName} ${histogramHelp}`, `# TYPE ${histogramName} histogram`];
      for (const { labels, count, sum, buckets } of series.values()) {
        const rest = `method="${escapeLabel(labels.method)}",route="${escapeLabel(labels.route)}",status_code="${labels.status_code}"`;
        let cumulative = 0;
        durationBuckets.forEach((bound, i) => {
          cumulative += buckets[i]!;
          lines.push(`${histogramName}_bucket{le="${bound}",${rest}} ${cumulative}`);
        });
        lines.push(
          `${histogramName}_bucket{le="+Inf",${rest}} ${count}`,
          `${histogramName}_sum{${rest}} ${sum}`,
          `${histogramName}_count{${rest}} ${count}`,
        );
      }
      return lines.join("\n") + "\n";
    },
  };
}
