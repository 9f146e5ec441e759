import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { pagePictureMessages, type PageSlot } from "#contracts/api/page-pictures";
import { siteImageMessages } from "#contracts/api/site-images";
import { multipartBody } from "#server/modules/applications/test-multipart";
import { countStoredImages, testPicture } from "#server/modules/site-images/test-images";
import { createTestApp, testDialects, type TestApp } from "#server/test/test-app";
import { signInContentStaff } from "./content-test-staff";

type Headers = Record<string, string>;

const photo = testPicture;

/** Issue 30, item 3 (decision 043): a page's picture replaced, checked, cropped, kept as a draft and published with its alt texts. */
describe.each(testDialects)("page pictures on %s", (dialect) => {
  let t: TestApp;
  let editor: Headers;
  let translator: Headers;
  const upload = (slot: string, content: Buffer, { filename = "photo.jpg", type = "image/jpeg", version = "0", headers = editor } = {}) => {
    const body = multipartBody({ version }, { field: "image", filename, type, content });
    return t.app.inject({
      method: "POST",
      url: `/api/staff/content/images/${slot}/picture`,
      headers: { ...headers, ...body.headers },
      payload: body.payload,
    });
  };
  const slotsOf = async (page: string, headers = editor) => {
    const res = await t.app.inject({ method: "GET", url: `/api/staff/content/pages/${page}/pictures`, headers });
    expect(res.statusCode, res.body).toBe(200);
    return res.json().data.slots as PageSlot[];
  };
  const slotOf = async (page: string, id: string) => (await slotsOf(page)).find((slot) => slot.id === id)!;
  const publish = () => t.app.inject({ method: "POST", url: "/api/staff/content/publish", headers: editor, payload: {} });
  const storedImages = () => countStoredImages(t.database.db);

  beforeAll(async () => {
    t = await createTestApp(dialect);
    ({ editor, translator } = await signInContentStaff(t, ["de"]));
  });
  afterAll(() => t.close());

  it("lists a page's pictures: the build's, with every language's alt text", async () => {
    const slots = await slotsOf("about-us");
    expect(slots.map((slot) => slot.id)).toEqual(["heroes.about", "about.story", "about.commitment", "about.leaders.0", "about.leaders.1"]);
    expect(slots[1]).toMatchObject({ published: { src: "/media/about/story.svg", replaced: false }, draft: null });
    expect(slots[1]!.alts).toHaveLength(16);
    expect(slots[1]!.alts.every((alt) => alt.ready)).toBe(true);
    expect((await slotsOf("accessibility")).length).toBe(0);
    expect((await t.app.inject({ method: "GET", url: "/api/staff/content/pages/nowhere/pictures", headers: editor })).statusCode).toBe(404);
  });

  it("keeps a JPEG cropped to the slot's shape in its widths, as a draft of its word, served as WebP", async () => {
    const res = await upload("about.story", await photo(3000, 3000));
    expect(res.statusCode, res.body).toBe(201);
    const slot = res.json().data.slot as PageSlot;
    expect(slot.word).toMatchObject({
      id: "images.about.story",
      version: 1,
      draft: { text: expect.stringMatching(/^[A-Za-z0-9_-]{24}$/) },
    });
    expect(slot.published.replaced).toBe(false);
    expect(slot.draft).toMatchObject({ replaced: true, src: expect.stringMatching(/-1280\.webp$/) });
    expect(slot.alts.filter((alt) => !alt.ready)).toHaveLength(16);
    for (const [width, height] of [
      [640, 427],
      [1280, 853],
    ]) {
      const served = await t.app.inject({ method: "GET", url: slot.draft!.src.replace("-1280", `-${width}`) });
      expect(served.statusCode).toBe(200);
      expect(served.headers["content-type"]).toBe("image/webp");
      expect(await sharp(served.rawPayload).metadata()).toMatchObject({ format: "webp", width, height });
    }
  });

  it("takes a PNG named .jpg for what its bytes are", async () => {
    const version = String((await slotOf("contact", "contact.map")).word.version);
    const res = await upload("contact.map", await photo(900, 600, "png"), { filename: "map.jpg", version });
    expect(res.statusCode, res.body).toBe(201);
  });

  it.each([
    ["an SVG with a script", Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'), "image.svg", 400],
    ["text named .png", Buffer.from("not a picture at all"), "note.png", 400],
  ] as const)("refuses %s with a clear message and changes nothing", async (_case, content, filename, status) => {
    const before = await storedImages();
    const res = await upload("about.commitment", content, { filename });
    expect(res.statusCode).toBe(status);
    expect(res.json()).toMatchObject({ success: false, message: siteImageMessages.imageType });
    expect(await storedImages()).toBe(before);
    expect((await slotOf("about-us", "about.commitment")).draft).toBeNull();
  });

  it("refuses a 50 MB image before reading it, an unknown slot, a stale version and a translator", async () => {
    const before = await storedImages();
    const big = await upload("about.commitment", Buffer.alloc(50 * 1024 * 1024));
    expect(big.statusCode).toBe(413);
    expect(big.json().message).toBe(siteImageMessages.imageTooLarge);
    const unknown = await upload("about.nothing", await photo(10, 10));
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe(pagePictureMessages.slotNotFound);
    expect((await upload("about.commitment", await photo(10, 10), { version: "x" })).statusCode).toBe(400);
    expect((await upload("about.commitment", await photo(10, 10), { headers: translator })).statusCode).toBe(403);
    expect(await storedImages()).toBe(before);
    const stale = await upload("about.story", await photo(10, 10), { version: "0" });
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toMatchObject({ code: "staleVersion", data: { id: "images.about.story", version: 1 } });
  });

  it("takes as a picture word's text only a stored image's key or the build's path, from editors", async () => {
    const put = (text: string, version: number, headers = editor) =>
      t.app.inject({ method: "PUT", url: "/api/staff/content/words/en/images.about.commitment", headers, payload: { text, version } });
    for (const text of ["javascript:alert(1)", "/media/about/story.svg", ""]) {
      expect((await put(text, 0)).statusCode, text).toBe(400);
    }
    expect((await put("/media/about/commitment.svg", 0, translator)).statusCode).toBe(403);
    const back = await put("/media/about/commitment.svg", 0);
    expect(back.statusCode, back.body).toBe(200);
    const discarded = await t.app.inject({
      method: "DELETE",
      url: "/api/staff/content/words/en/images.about.commitment/draft",
      headers: editor,
      payload: { version: back.json().data.version },
    });
    expect(discarded.statusCode).toBe(200);
  });

  it("publishes a new picture only once its alt text is written or confirmed in every language", async () => {
    const refused = await publish();
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({ code: "altTextMissing" });
    expect(refused.json().message).toMatch(/"about\.story".*\ben\b.*\bde\b/);

    // The translator writes German; an editor confirms the rest as they are (English saved again, the others approved).
    const story = await slotOf("about-us", "about.story");
    const german = story.alts.find((alt) => alt.lang === "de")!;
    const written = await t.app.inject({
      method: "PUT",
      url: "/api/staff/content/words/de/about.story.image.alt",
      headers: translator,
      payload: { text: "Ein neues Bild unserer Geschichte", version: german.version },
    });
    expect(written.statusCode, written.body).toBe(200);
    for (const alt of story.alts.filter((each) => each.lang !== "de")) {
      const res =
        alt.lang === "en"
          ? await t.app.inject({
              method: "PUT",
              url: "/api/staff/content/words/en/about.story.image.alt",
              headers: editor,
              payload: { text: alt.text, version: alt.version },
            })
          : await t.app.inject({
              method: "POST",
              url: `/api/staff/content/words/${alt.lang}/about.story.image.alt/approve`,
              headers: editor,
              payload: { version: alt.version },
            });
      expect(res.statusCode, `${alt.lang} ${res.body}`).toBe(200);
    }
    // The contact map's alt is still the old one's in every language: its picture is held back by name.
    const stillRefused = await publish();
    expect(stillRefused.json().message).toMatch(/"contact\.map"/);
    const mapVersion = (await slotOf("contact", "contact.map")).word.version;
    await t.app.inject({
      method: "DELETE",
      url: "/api/staff/content/words/en/images.contact.map/draft",
      headers: editor,
      payload: { version: mapVersion },
    });

    const published = await publish();
    expect(published.statusCode, published.body).toBe(200);
    const after = await slotOf("about-us", "about.story");
    expect(after.published.replaced).toBe(true);
    expect(after.alts.every((alt) => alt.ready)).toBe(true);
    // A neutral word: every language's pages read the one picture (decision 042).
    const words = await t.app.siteWords.published();
    const key = /uploads\/([A-Za-z0-9_-]+)-/.exec(after.published.src)![1];
    expect(words.words.en?.["images.about.story"]).toBe(key);
    expect(words.words.ta?.["images.about.story"]).toBe(key);
    expect(words.words.de?.["about.story.image.alt"]).toBe("Ein neues Bild unserer Geschichte");
  });
});
