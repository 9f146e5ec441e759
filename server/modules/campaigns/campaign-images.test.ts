import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Campaign, CampaignImage } from "#contracts/api/campaigns";
import { multipartBody } from "#server/modules/applications/test-multipart";
import { signIn } from "#server/modules/staff/test-kit";
import { createTestApp, testDialects, type TestApp } from "#server/test/test-app";

const image = (width: number, height: number, format: "png" | "jpeg", alpha = 1) => {
  const canvas = sharp({ create: { width, height, channels: 4, background: { r: 200, g: 80, b: 20, alpha } } });
  return (format === "png" ? canvas.png() : canvas.jpeg()).toBuffer();
};

describe.each(testDialects)("campaign images on %s", (dialect) => {
  let t: TestApp;
  let headers: Record<string, string>;
  beforeAll(async () => {
    t = await createTestApp(dialect);
    headers = (await signIn(t, undefined, "admin")).headers;
  });
  afterAll(() => t.close());

  const upload = (content: Buffer, filename = "photo.png", type = "image/png") => {
    const body = multipartBody({}, { field: "image", filename, type, content });
    return t.app.inject({
      method: "POST",
      url: "/api/staff/campaign-images",
      headers: { ...headers, ...body.headers },
      payload: body.payload,
    });
  };

  it("re-encodes a JPEG to at most 1200 px wide, without metadata, and serves it publicly with long caching", async () => {
    const photo = await sharp(await image(4000, 3000, "jpeg"))
      .withMetadata({ exif: { IFD0: { Copyright: "secret camera owner" } } })
      .jpeg()
      .toBuffer();
    const res = await upload(photo, "holiday.jpg", "image/jpeg");
    expect(res.statusCode).toBe(201);
    const data = res.json().data as CampaignImage;
    expect(data).toMatchObject({ width: 1200, height: 900 });
    expect(data.url).toMatch(/^\/media\/campaign\/[A-Za-z0-9_-]{24}\.jpg$/);

    const served = await t.app.inject({ method: "GET", url: data.url });
    expect(served.statusCode).toBe(200);
    expect(served.headers["content-type"]).toBe("image/jpeg");
    expect(served.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
    expect(served.headers["x-content-type-options"]).toBe("nosniff");
    expect(served.headers["cross-origin-resource-policy"]).toBe("cross-origin");
    const meta = await sharp(served.rawPayload).metadata();
    expect(meta).toMatchObject({ format: "jpeg", width: 1200, height: 900 });
    expect(meta.exif).toBeUndefined();
    expect(served.rawPayload.includes("secret camera owner")).toBe(false);
    const etag = served.headers.etag as string;
    expect(etag).toBeTruthy();
    expect((await t.app.inject({ method: "GET", url: data.url, headers: { "if-none-match": etag } })).statusCode).toBe(304);
    // The same key with the other extension, and unknown keys, are not found.
    expect((await t.app.inject({ method: "GET", url: data.url.replace(/\.jpg$/, ".png") })).statusCode).toBe(404);
    expect((await t.app.inject({ method: "GET", url: "/media/campaign/AAAAAAAAAAAAAAAAAAAAAAAA.jpg" })).statusCode).toBe(404);
  });

  it("keeps a transparent PNG as PNG and turns an opaque one into JPEG; small images keep their size", async () => {
    const clear = (await upload(await image(300, 200, "png", 0.5))).json().data as CampaignImage;
    expect(clear).toMatchObject({ width: 300, height: 200 });
    expect(clear.url).toMatch(/\.png$/);
    const served = await t.app.inject({ method: "GET", url: clear.url });
    expect(served.headers["content-type"]).toBe("image/png");
    expect((await sharp(served.rawPayload).metadata()).hasAlpha).toBe(true);

    const opaque = (await upload(await image(1600, 400, "png"))).json().data as CampaignImage;
    expect(opaque).toMatchObject({ width: 1200, height: 300 });
    expect(opaque.url).toMatch(/\.jpg$/);
  });

  it("accepts WebP and AVIF by their bytes, whatever the name says", async () => {
    const webp = await sharp(await image(64, 64, "png"))
      .webp()
      .toBuffer();
    expect((await upload(webp, "not-really.txt", "text/plain")).statusCode).toBe(201);
    const avif = await sharp(await image(64, 64, "png"))
      .avif()
      .toBuffer();
    expect((await upload(avif, "x.avif", "image/avif")).statusCode).toBe(201);
  });

  it("refuses SVG, GIF, a text file named .png, an empty part and anything over 5 MB", async () => {
    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>');
    const gif = await sharp(await image(10, 10, "png"))
      .gif()
      .toBuffer();
    for (const [content, name, type] of [
      [svg, "logo.svg", "image/svg+xml"],
      [svg, "logo.png", "image/png"],
      [gif, "anim.gif", "image/gif"],
      [Buffer.from("hello, this is text"), "note.png", "image/png"],
    ] as const) {
      const res = await upload(content, name, type);
      expect(res.statusCode, name).toBe(400);
      expect(res.json()).toMatchObject({ success: false, message: expect.stringMatching(/JPEG, PNG, WebP or AVIF/) });
    }
    const truncated = (await image(200, 200, "png")).subarray(0, 60);
    expect((await upload(truncated)).json().message).toMatch(/could not be read/);
    const big = Buffer.concat([await image(10, 10, "png"), Buffer.alloc(5 * 1024 * 1024)]);
    const tooBig = await upload(big);
    expect(tooBig.statusCode).toBe(413);
    expect(tooBig.json().message).toBe("The image must be at most 5 MB");
    const none = multipartBody({ note: "x" });
    const missing = await t.app.inject({
      method: "POST",
      url: "/api/staff/campaign-images",
      headers: { ...headers, ...none.headers },
      payload: none.payload,
    });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().message).toBe("Choose an image file to upload");
    const json = await t.app.inject({ method: "POST", url: "/api/staff/campaign-images", headers, payload: { image: "x" } });
    expect(json.statusCode).toBe(415);
    const anonymous = multipartBody({}, { field: "image", filename: "a.png", type: "image/png", content: await image(8, 8, "png") });
    expect(
      (await t.app.inject({ method: "POST", url: "/api/staff/campaign-images", headers: anonymous.headers, payload: anonymous.payload }))
        .statusCode,
    ).toBe(401);
  });

  it("shows uploaded images in the mail, refuses one without a description, and shows foreign images as text", async () => {
    const uploaded = (await upload(await image(800, 400, "jpeg"))).json().data as CampaignImage;
    const versions = (body: string) => ({ en: { subject: "Images", body } });
    const call = (method: "POST" | "PUT", url: string, payload: object) => t.app.inject({ method, url, headers, payload });

    const noAlt = await call("POST", "/api/staff/campaigns", { versions: versions(`Look:\n\n![](${uploaded.url})`) });
    expect(noAlt.statusCode).toBe(400);
    expect(noAlt.json().errors[0]).toMatchObject({ field: "versions.en.body", message: "Every image needs a description (alt text)" });

    const body = `Our new depot:\n\n![Depot at Nhava Sheva](${uploaded.url})\n\n![Tracker](https://evil.example/pixel.gif) and ![Other](/media/campaign/AAAAAAAAAAAAAAAAAAAAAAAA.jpg)`;
    const created = await call("POST", "/api/staff/campaigns", { versions: versions(body) });
    expect(created.statusCode).toBe(201);
    const campaign = created.json().data as Campaign;
    const update = await call("PUT", `/api/staff/campaigns/${campaign.id}`, { versions: versions("![ ](x)"), version: campaign.version });
    expect(update.statusCode).toBe(400);

    const preview = (await t.app.inject({ method: "GET", url: `/api/staff/campaigns/${campaign.id}/preview?lang=en`, headers })).json()
      .data;
    const publicUrl = t.app.config.publicUrl;
    expect(preview.html).toContain(
      `<img src="${publicUrl}${uploaded.url}" alt="Depot at Nhava Sheva" width="552" style="max-width:100%;height:auto;display:block;border:0">`,
    );
    expect(preview.html.match(/<img /g)).toHaveLength(1);
    expect(preview.html).not.toContain('evil.example/pixel.gif"');
    expect(preview.html).toContain("![Tracker](https://evil.example/pixel.gif)");
    expect(preview.text).toContain("[Depot at Nhava Sheva]");
    expect(preview.text).not.toContain(uploaded.url);
  });
});
