import { describe, expect, it } from "vitest";
import { problemOf } from "./track-api";

describe("an /api/track failure, as the page tells it", () => {
  it.each([
    [404, "track.notFound", "notFound"],
    [400, undefined, "notFound"],
    [429, "track.tooMany", "tooMany"],
    [429, undefined, "tooMany"],
    [500, undefined, "failed"],
    [503, undefined, "failed"],
  ])("%i %s is %s", (status, code, problem) => {
    expect(problemOf(status, code)).toBe(problem);
  });
});
