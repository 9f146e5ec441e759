import type { Page } from "@playwright/test";

/** WCAG 2.x relative luminance and contrast, for colours read from styles or from rendered pixels. */
export type Rgb = readonly [number, number, number];

export function luminance([r, g, b]: Rgb) {
  const channel = (value: number) => {
    const c = value / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * channel(r) + 0.7152 * channel(g) + 0.0722 * channel(b);
}

export function contrast(a: Rgb, b: Rgb) {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (light + 0.05) / (dark + 0.05);
}

export type Box = { x: number; y: number; width: number; height: number };

/**
 * The lightest and darkest pixels inside each box of a PNG (boxes in the PNG's own pixels). Decoded by the
 * page's canvas, so no image library is needed.
 */
export async function pixelExtremes(page: Page, png: Buffer, boxes: Box[]) {
  return page.evaluate(
    async ({ data, boxes }) => {
      const bytes = Uint8Array.from(atob(data), (c) => c.charCodeAt(0));
      const bitmap = await createImageBitmap(new Blob([bytes], { type: "image/png" }));
      const canvas = new OffscreenCanvas(bitmap.width, bitmap.height);
      const context = canvas.getContext("2d")!;
      context.drawImage(bitmap, 0, 0);
      const lum = (r: number, g: number, b: number) => 0.2126 * r + 0.7152 * g + 0.0722 * b;
      return boxes.map((box) => {
        const x = Math.max(0, Math.floor(box.x));
        const y = Math.max(0, Math.floor(box.y));
        const width = Math.min(bitmap.width - x, Math.ceil(box.width));
        const height = Math.min(bitmap.height - y, Math.ceil(box.height));
        const pixels = context.getImageData(x, y, Math.max(1, width), Math.max(1, height)).data;
        let lightest: [number, number, number] = [0, 0, 0];
        let darkest: [number, number, number] = [255, 255, 255];
        for (let i = 0; i < pixels.length; i += 4) {
          const rgb: [number, number, number] = [pixels[i]!, pixels[i + 1]!, pixels[i + 2]!];
          if (lum(...rgb) > lum(...lightest)) lightest = rgb;
          if (lum(...rgb) < lum(...darkest)) darkest = rgb;
        }
        return { lightest, darkest };
      });
    },
    { data: png.toString("base64"), boxes },
  );
}

/** CSS colours in any syntax the browser computes (rgb(), oklab(), color-mix results) as RGB, read back from a canvas. */
export async function cssToRgb(page: Page, colors: string[]): Promise<Rgb[]> {
  return page.evaluate((colors) => {
    const context = new OffscreenCanvas(1, 1).getContext("2d", { willReadFrequently: true })!;
    return colors.map((color) => {
      context.clearRect(0, 0, 1, 1);
      context.fillStyle = color;
      context.fillRect(0, 0, 1, 1);
      const [r, g, b] = context.getImageData(0, 0, 1, 1).data;
      return [r!, g!, b!] as const;
    });
  }, colors);
}
