import { describe, expect, it } from "vitest";
import { formatDateTime, timeZoneName } from "./track-time";

describe("dates and times on /track", () => {
  const iso = "2026-12-03T18:45:00.000Z";

  it("are written in the page's language, in the zone given", () => {
    expect(formatDateTime(iso, "en", "UTC")).toBe(
      new Intl.DateTimeFormat("en-IN", { dateStyle: "medium", timeStyle: "short", timeZone: "UTC" }).format(new Date(iso)),
    );
    // 18:45 UTC is 00:15 the next day in India.
    expect(formatDateTime(iso, "en", "Asia/Kolkata")).toMatch(/4 Dec 2026.*12:15/);
    expect(formatDateTime(iso, "de", "Europe/Berlin")).toMatch(/03\.12\.2026.*19:45/);
    expect(formatDateTime(iso, "ar", "UTC")).not.toBe(formatDateTime(iso, "en", "UTC"));
  });

  it("leave a value that is no date as it came", () => {
    expect(formatDateTime("not a date", "en", "UTC")).toBe("not a date");
  });

  it("name the zone in the page's language with its identifier, and UTC as UTC", () => {
    expect(timeZoneName("en", "UTC")).toBe("UTC");
    expect(timeZoneName("en", "Asia/Kolkata")).toBe("India Standard Time (Asia/Kolkata)");
    expect(timeZoneName("de", "Europe/Berlin", new Date("2026-01-10T12:00:00Z"))).toBe("Mitteleuropäische Normalzeit (Europe/Berlin)");
  });
});
