/**
 * Writes the raster icons drawn from public/favicon.svg: /favicon.ico (16, 32 and 48 px, for the
 * browsers and tools that ask for it by name), the manifest's 192 and 512 px icons and the 180 px
 * apple-touch-icon. Rendered by Debian's Chromium, so no image library is needed.
 * Run after changing the mark: node --import tsx scripts/build-app-icons.ts
 */
import { readFileSync, writeFileSync } from "node:fs";
import { chromium } from "@playwright/test";

const mark = readFileSync("public/favicon.svg", "utf8");
/** The brand navy of the manifest's theme_color: the mark is drawn for a dark ground. */
const ground = "#0b2545";

/** The mark on a navy square; tiny sizes drop the margin so the strokes stay legible. */
function page(size: number) {
  const inset = size <= 48 ? 0 : Math.round(size * 0.14);
  return `<body style="margin:0;background:${ground};width:${size}px;height:${size}px">
    <div style="padding:${inset}px;width:${size - 2 * inset}px;height:${size - 2 * inset}px">
      ${mark.replace("<svg ", '<svg style="width:100%;height:100%" ')}
    </div></body>`;
}

/** An .ico file holding PNG images, which every browser since IE Vista reads. */
function ico(images: { size: number; png: Buffer }[]) {
  const header = Buffer.alloc(6 + 16 * images.length);
  header.writeUInt16LE(1, 2); // type: icon
  header.writeUInt16LE(images.length, 4);
  let offset = header.length;
  images.forEach(({ size, png }, index) => {
    const entry = 6 + 16 * index;
    header.writeUInt8(size % 256, entry); // 256 is written as 0
    header.writeUInt8(size % 256, entry + 1);
    header.writeUInt16LE(1, entry + 4); // colour planes
    header.writeUInt16LE(32, entry + 6); // bits per pixel
    header.writeUInt32LE(png.length, entry + 8);
    header.writeUInt32LE(offset, entry + 12);
    offset += png.length;
  });
  return Buffer.concat([header, ...images.map((image) => image.png)]);
}

const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium" });
async function render(size: number) {
  const tab = await browser.newPage({ viewport: { width: size, height: size } });
  await tab.setContent(page(size));
  const png = await tab.screenshot({ omitBackground: false });
  await tab.close();
  return png;
}

writeFileSync("public/favicon.ico", ico(await Promise.all([16, 32, 48].map(async (size) => ({ size, png: await render(size) })))));
writeFileSync("public/icon-192.png", await render(192));
writeFileSync("public/icon-512.png", await render(512));
writeFileSync("public/apple-touch-icon.png", await render(180));
await browser.close();
console.log("favicon.ico, icon-192.png, icon-512.png, apple-touch-icon.png written");
