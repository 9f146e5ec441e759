import { describe, expect, it } from "vitest";
import { contentOf } from "#app/content/localized";
import type { PageWords } from "#contracts/page-words";
import { shellMessages, shellMessagesToSend } from "./catalogue.server";
import { renderWith } from "./page-words.server";

const id = "services.service1.cardDescription";
const published: PageWords = { overlays: { hi: { [id]: "समुद्री और हवाई माल: नया पाठ" } } };

const serviceOne = async (lang: "hi" | "en") => (await contentOf(lang, "services")).services[0]!.cardDescription;

describe("the words a render reads", () => {
  it("are the catalogue's outside renderWith, and the published words laid over it inside", async () => {
    const catalogue = await serviceOne("hi");
    expect(catalogue).not.toBe("समुद्री और हवाई माल: नया पाठ");
    expect(await renderWith(published, () => serviceOne("hi"))).toBe("समुद्री और हवाई माल: नया पाठ");
    // Only the overlaid message changes; the language's other words and other languages stay the catalogue's.
    const [overlaid, plain] = await Promise.all([renderWith(published, () => contentOf("hi", "services")), contentOf("hi", "services")]);
    expect(overlaid.services[1]).toEqual(plain.services[1]);
    expect(await renderWith(published, () => serviceOne("en"))).toBe(await serviceOne("en"));
    expect(await serviceOne("hi")).toBe(catalogue);
  });

  it("are built once per overlay and kept: the same words share the copy, other words (a preview's) build their own", async () => {
    const first = await renderWith(published, () => contentOf("hi", "services"));
    expect(await renderWith(published, () => contentOf("hi", "services"))).toBe(first);
    // Same text, another object: what a preview's drafts are. Its copy is its own, and the published one stays.
    const preview: PageWords = { overlays: { hi: { ...published.overlays.hi } } };
    const previewed = await renderWith(preview, () => contentOf("hi", "services"));
    expect(previewed).not.toBe(first);
    expect(previewed.services[0]!.cardDescription).toBe(first.services[0]!.cardDescription);
    expect(await renderWith(published, () => contentOf("hi", "services"))).toBe(first);
    // A language without an overlay shares the catalogue's copy, whatever the release.
    expect(await renderWith(published, () => contentOf("ta", "services"))).toBe(await contentOf("ta", "services"));
  });

  it("are recorded, message by message, in a render that asks for it, and that render keeps nothing", async () => {
    const recorded: PageWords = { overlays: published.overlays, read: new Set() };
    await renderWith(recorded, () => contentOf("hi", "services"));
    expect(recorded.read).toContain(id);
    expect(recorded.read).toContain("services.service12.cardDescription");
    expect([...recorded.read!].some((read) => read.startsWith("shell."))).toBe(false);
    // Asked again, the module is built again (so a second page reading it records it too).
    const again: PageWords = { overlays: published.overlays, read: new Set() };
    await renderWith(again, () => contentOf("hi", "services"));
    expect(again.read).toEqual(recorded.read);
  });

  it("send English pages no shell words until staff change an English shell word", async () => {
    expect(shellMessagesToSend("en")).toBeNull();
    expect(renderWith(published, () => shellMessagesToSend("en"))).toBeNull();
    const englishShell: PageWords = { overlays: { en: { "shell.nav.home": "Start" } } };
    const sent = await renderWith(englishShell, () => shellMessagesToSend("en"));
    expect(sent?.["nav.home"]).toBe("Start");
    expect(await shellMessagesToSend("hi")).toEqual(await shellMessages("hi"));
  });
});
