import { describe, expect, it } from "vitest";
import { formatBlogDate } from "./blog-date";

describe("formatBlogDate", () => {
  it.each([
    ["2026-10-20", "October 20, 2026"],
    ["2025-01-01", "January 1, 2025"],
    ["2025-12-31", "December 31, 2025"],
    ["2025-06-24T23:30:00.000Z", "June 24, 2025"],
    ["not a date", "not a date"],
  ])("prints %s as %s whatever the time zone", (input, expected) => {
    expect(formatBlogDate(input)).toBe(expected);
  });
});

describe("formatBlogDate agrees with Intl en-US long dates", () => {
  const intl = new Intl.DateTimeFormat("en-US", { dateStyle: "long", timeZone: "UTC" });
  it("for every day of 2024 (a leap year)", () => {
    for (let day = 0; day < 366; day++) {
      const date = new Date(Date.UTC(2024, 0, 1 + day));
      expect(formatBlogDate(date.toISOString().slice(0, 10))).toBe(intl.format(date));
    }
  });
});
