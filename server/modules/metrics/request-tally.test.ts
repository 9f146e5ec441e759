import { describe, expect, it } from "vitest";
import { createRequestTally } from "./request-tally";

describe("request tally", () => {
  const get = { method: "GET", route: "/api/blogs", status_code: 200 };

  it("writes cumulative buckets, +Inf, sum and count per series, in prom-client's layout", () => {
    const tally = createRequestTally("d", "Durations");
    for (const seconds of [0.001, 0.005, 0.02, 0.3, 45]) tally.record(get, seconds);
    tally.record({ ...get, status_code: 304 }, 0.002);
    const lines = tally.histogramText().split("\n");
    const labels = 'method="GET",route="/api/blogs",status_code="200"';
    expect(lines.slice(0, 2)).toEqual(["# HELP d Durations", "# TYPE d histogram"]);
    expect(lines).toContain(`d_bucket{le="0.005",${labels}} 2`);
    expect(lines).toContain(`d_bucket{le="0.01",${labels}} 2`);
    expect(lines).toContain(`d_bucket{le="0.025",${labels}} 3`);
    expect(lines).toContain(`d_bucket{le="0.5",${labels}} 4`);
    expect(lines).toContain(`d_bucket{le="30",${labels}} 4`);
    expect(lines).toContain(`d_bucket{le="+Inf",${labels}} 5`);
    expect(lines).toContain(`d_sum{${labels}} ${0.001 + 0.005 + 0.02 + 0.3 + 45}`);
    expect(lines).toContain(`d_count{${labels}} 5`);
    expect(lines).toContain('d_count{method="GET",route="/api/blogs",status_code="304"} 1');
    expect(tally.counts()).toEqual([
      { labels: get, count: 5 },
      { labels: { ...get, status_code: 304 }, count: 1 },
    ]);
  });

  it("escapes label values as the text format asks", () => {
    const tally = createRequestTally("d", "Durations");
    tally.record({ method: "GET", route: 'a"b\\c\nd', status_code: 404 }, 0.001);
    expect(tally.histogramText()).toContain('route="a\\"b\\\\c\\nd"');
  });
});
