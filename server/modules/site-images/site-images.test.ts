import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { siteImageMessages, type SiteImage } from "#contracts/api/site-images";
import { multipartBody } from "#server/modules/applications/test-multipart";
import { signIn } from "#server/modules/staff/test-kit";
import { createTestApp, testDialects, type TestApp } from "#server/test/test-app";
import { countStoredImages, testPicture } from "./test-images";

const picture = testPicture;

/** Issue 30, items 3 and 7: the site's own images, checked by their bytes and kept in the pages' widths. */
describe.each(testDialects)("site images on %s", (dialect) => {
  let t: TestApp;
  let headers: Record<string, string>;
  beforeAll(async () => {
    t = await createTestApp(dialect);
    headers = (await signIn(t, undefined, "editor")).headers;
  });
  afterAll(() => t.close());

  const upload = (content: Buffer, { alt = "A container ship at Nhava Sheva", filename = "photo.jpg", type = "image/jpeg" } = {}) => {
    const body = multipartBody({ alt }, { field: "image", filename, type, content });
    return t.app.inject({ method: "POST", url: "/api/staff/site-images", headers: { ...headers, ...body.headers }, payload: body.payload });
  };
  const storedImages = () => countStoredImages(t.database.db);

  it("keeps a photograph as WebP at 640 and 1280 px, without its metadata, served publicly with long caching", async () => {
    const photo = await sharp(await picture(4000, 3000))
      .withMetadata({ exif: { IFD0: { Copyright: "secret camera owner" } } })
      .jpeg()
      .toBuffer();
    const res = await upload(photo);
    expect(res.statusCode).toBe(201);
    const image = res.json().data as SiteImage;
    expect(image).toMatchObject({ alt: "A container ship at Nhava Sheva", width: 1280, height: 960 });
    expect(image.src).toMatch(/^\/media\/uploads\/[A-Za-z0-9_-]{24}-1280\.webp$/);
    expect(image.srcSet).toBe(`${image.src.replace("-1280", "-640")} 640w, ${image.src} 1280w`);

    for (const [path, width] of [
      [image.src.replace("-1280", "-640"), 640],
      [image.src, 1280],
    ] as const) {
      const served = await t.app.inject({ method: "GET", url: path });
      expect(served.statusCode, path).toBe(200);
      expect(served.headers["content-type"]).toBe("image/webp");
      expect(served.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
      expect(served.headers["x-content-type-options"]).toBe("nosniff");
      const meta = await sharp(served.rawPayload).metadata();
      expect(meta).toMatchObject({ format: "webp", width });
      expect(meta.exif).toBeUndefined();
      expect(served.rawPayload.includes("secret camera owner")).toBe(false);
      const etag = served.headers.etag as string;
      expect((await t.app.inject({ method: "GET", url: path, headers: { "if-none-match": etag } })).statusCode).toBe(304);
    }
    for (const path of [
      image.src.replace("-1280", "-800"),
      image.src.replace(".webp", ".jpg"),
      "/media/uploads/AAAAAAAAAAAAAAAAAAAAAAAA-640.webp",
    ]) {
      expect((await t.app.inject({ method: "GET", url: path })).statusCode, path).toBe(404);
    }
  });

  it("never enlarges a small picture, and takes a PNG named .jpg for what its bytes are", async () => {
    const res = await upload(await picture(300, 200, "png"), { filename: "logo.jpg", type: "image/jpeg" });
    expect(res.statusCode).toBe(201);
    const image = res.json().data as SiteImage;
    expect(image).toMatchObject({ width: 300, height: 200 });
    const small = await t.app.inject({ method: "GET", url: image.src.replace("-1280", "-640") });
    expect(await sharp(small.rawPayload).metadata()).toMatchObject({ format: "webp", width: 300 });
  });

  it.each([
    [
      "an SVG with a script",
      Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'),
      {},
      400,
      siteImageMessages.imageType,
    ],
    ["text named .png", Buffer.from("hello, this is text"), { filename: "note.png", type: "image/png" }, 400, siteImageMessages.imageType],
    ["no description", "picture", { alt: "  " }, 400, siteImageMessages.altRequired],
    ["a description over 250 characters", "picture", { alt: "x".repeat(251) }, 400, siteImageMessages.altTooLong],
    ["a truncated PNG", "truncated", {}, 400, siteImageMessages.imageUnreadable],
  ] as const)("refuses %s with a clear message and stores nothing", async (_case, content, options, status, message) => {
    const before = await storedImages();
    const bytes =
      content === "picture" ? await picture(64, 64) : content === "truncated" ? (await picture(200, 200, "png")).subarray(0, 60) : content;
    const res = await upload(bytes, options);
    expect(res.statusCode).toBe(status);
    expect(res.json()).toMatchObject({ success: false, message });
    expect(await storedImages()).toBe(before);
  });

  it("refuses a 50 MB image before reading it, and a member of staff whose role does not edit the site", async () => {
    const body = multipartBody(
      { alt: "Big" },
      { field: "image", filename: "big.jpg", type: "image/jpeg", content: Buffer.alloc(50 * 1024 * 1024) },
    );
    const big = await t.app.inject({
      method: "POST",
      url: "/api/staff/site-images",
      headers: { ...headers, ...body.headers },
      payload: body.payload,
    });
    expect(big.statusCode).toBe(413);
    expect(big.json().message).toBe(siteImageMessages.imageTooLarge);

    const recruiter = (await signIn(t, "recruiter-images@example.com", "recruiter")).headers;
    const small = multipartBody({ alt: "x" }, { field: "image", filename: "a.jpg", type: "image/jpeg", content: await picture(8, 8) });
    const refused = await t.app.inject({
      method: "POST",
      url: "/api/staff/site-images",
      headers: { ...recruiter, ...small.headers },
      payload: small.payload,
    });
    expect(refused.statusCode).toBe(403);
  });
});
