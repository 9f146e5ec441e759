import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";

/** Width and height from a PNG's IHDR chunk. */
function pngSize(png: Buffer) {
  expect(png.subarray(1, 4).toString("latin1")).toBe("PNG");
  return { width: png.readUInt32BE(16), height: png.readUInt32BE(20) };
}

describe("the app icons written by scripts/build-app-icons.ts", () => {
  it("lists in the manifest a 192 and a 512 px PNG that are that size", () => {
    const manifest = JSON.parse(readFileSync("public/site.webmanifest", "utf8")) as {
      icons: { src: string; sizes: string; type: string }[];
    };
    for (const size of [192, 512]) {
      const icon = manifest.icons.find((entry) => entry.sizes === `${size}x${size}`);
      expect(icon, `${size} px icon`).toMatchObject({ type: "image/png" });
      expect(pngSize(readFileSync(`public${icon!.src}`))).toEqual({ width: size, height: size });
    }
  });

  it("makes /favicon.ico an icon file holding 16, 32 and 48 px PNG images", () => {
    const ico = readFileSync("public/favicon.ico");
    expect([ico.readUInt16LE(0), ico.readUInt16LE(2)]).toEqual([0, 1]);
    const sizes = Array.from({ length: ico.readUInt16LE(4) }, (_, index) => {
      const entry = 6 + 16 * index;
      const png = ico.subarray(ico.readUInt32LE(entry + 12), ico.readUInt32LE(entry + 12) + ico.readUInt32LE(entry + 8));
      const { width, height } = pngSize(png);
      expect(ico.readUInt8(entry)).toBe(width);
      return `${width}x${height}`;
    });
    expect(sizes).toEqual(["16x16", "32x32", "48x48"]);
  });
});
