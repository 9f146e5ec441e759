import { Readable } from "node:stream";
import { text } from "node:stream/consumers";
import { describe, expect, it } from "vitest";
import { placeholderOrigin, publicUrlStream, withPublicUrl } from "./placeholder-origin";

const page = `<link rel="canonical" href="${placeholderOrigin}/blog"><meta property="og:url" content="${placeholderOrigin}/blog">न`;
const expected = page.replaceAll(placeholderOrigin, "https://www.example.in");

describe("the placeholder origin", () => {
  it("is replaced in text", () => {
    expect(withPublicUrl(page, "https://www.example.in")).toBe(expected);
  });

  it.each([1, 3, 7, 26, 1000])("is replaced in a stream cut into %i-byte chunks", async (size) => {
    const bytes = Buffer.from(page);
    const chunks = Array.from({ length: Math.ceil(bytes.length / size) }, (_, i) => bytes.subarray(i * size, (i + 1) * size));
    expect(await text(Readable.from(chunks).pipe(publicUrlStream("https://www.example.in")))).toBe(expected);
  });

  it("holds back nothing that cannot be the placeholder", async () => {
    const stream = publicUrlStream("https://www.example.in");
    const out: string[] = [];
    stream.on("data", (chunk: Buffer) => out.push(chunk.toString()));
    stream.write(Buffer.from("<p>first</p>"));
    stream.write(Buffer.from('<a href="https://pub'));
    await new Promise((resolve) => setImmediate(resolve));
    expect(out.join("")).toBe('<p>first</p><a href="');
    stream.end(Buffer.from('lic-url.invalid/x">'));
    await new Promise((resolve) => stream.on("end", resolve));
    expect(out.join("")).toBe('<p>first</p><a href="https://www.example.in/x">');
  });
});
