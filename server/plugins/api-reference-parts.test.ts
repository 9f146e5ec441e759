import { describe, expect, it } from "vitest";
import { descriptionPart } from "./api-reference-parts";

describe("the API reference's two parts", () => {
  const description = {
    openapi: "3.1.0",
    paths: {
      "/api/blogs": { get: {} },
      "/api/quotes": { post: {}, get: { security: [{ staffToken: [] }] } },
      "/api/staff/posts": { get: { security: [{ staffToken: [] }] } },
    },
  };

  it("puts the operations a staff token guards in one part and every other in the other, with nothing lost", () => {
    expect(descriptionPart(description, false).paths).toEqual({ "/api/blogs": { get: {} }, "/api/quotes": { post: {} } });
    expect(descriptionPart(description, true).paths).toEqual({
      "/api/quotes": { get: { security: [{ staffToken: [] }] } },
      "/api/staff/posts": { get: { security: [{ staffToken: [] }] } },
    });
    expect(descriptionPart(description, true).openapi).toBe("3.1.0");
  });
});
