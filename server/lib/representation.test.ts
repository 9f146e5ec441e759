import Fastify from "fastify";
import { brotliDecompressSync } from "node:zlib";
import { describe, expect, it } from "vitest";
import { createRepresentations, noneMatchHits, plainBody } from "./representation";

describe("noneMatchHits", () => {
  const etag = '"abc"';
  it.each([
    [undefined, false],
    ['"abc"', true],
    ['W/"abc"', true],
    ['"abc-br"', true],
    ['W/"abc-gz"', true],
    ['"x", "abc"', true],
    [['"x"', '"abc"'], true],
    ["*", true],
    ['"abcd"', false],
    ['"ab"', false],
    ['"abc-zz"', false],
  ])("If-None-Match %j → %s", (header, hits) => {
    expect(noneMatchHits(header, etag)).toBe(hits);
  });
});

describe("representations.of", () => {
  const { of: representationOf } = createRepresentations();
  it("leaves a small body uncompressed and compresses a large one once, whoever asks", async () => {
    expect((await representationOf("{}")).br).toBeUndefined();
    const text = JSON.stringify({
      data: Array.from({ length: 200 }, (_, i) => ({ title: `Post ${i}`, excerpt: "Sea freight from JNPT" })),
    });
    const first = await representationOf(text);
    const second = await representationOf(text);
    expect(brotliDecompressSync(first.br!).toString()).toBe(text);
    expect(second.br).toBe(first.br);
    expect(first.gzip!.length).toBeLessThan(text.length);
    // The gzip copy holds the plain bytes; they are not kept twice.
    expect(first.body).toBeUndefined();
    expect(plainBody(first).toString()).toBe(text);
    // Another app's representations remember their own copies (issue 29: no module-level memory).
    const elsewhere = await createRepresentations().of(text);
    expect(elsewhere.br).not.toBe(first.br);
    expect(elsewhere.br!.equals(first.br!)).toBe(true);
  });
});

describe("representations.send", () => {
  const text = "Customs clearance at Nhava Sheva. ".repeat(100);
  const representations = createRepresentations();
  const app = Fastify();
  app.get("/", async (request, reply) => representations.send(request, reply, await representations.of(text)));

  it.each([
    ["gzip, deflate, br", "br"],
    ["gzip;q=1.0, br;q=0", "gzip"],
    ["br;q=0, gzip;q=0", undefined],
    ["*", "gzip"],
    ["identity", undefined],
    ["", undefined],
  ])("Accept-Encoding %j → %s", async (acceptEncoding, encoding) => {
    const response = await app.inject({ url: "/", headers: { "accept-encoding": acceptEncoding } });
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-encoding"]).toBe(encoding);
    expect(response.headers.vary).toBe("Accept-Encoding");
  });
});
