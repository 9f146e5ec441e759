import { describe, expect, it } from "vitest";
import { checkWord, maxLengthOf, placeholderNamesOf, type WordProblem } from "./check-word";

const greeting = "Hello {name}, you have {count, plural, one {# parcel} other {# parcels}}";

describe("checkWord", () => {
  it.each<[string, string, string, WordProblem[]]>([
    ["a right translation", "Track", "Suivre", []],
    ["placeholders kept", greeting, "नमस्ते {name}, {count, plural, one {# पार्सल} other {# पार्सल}}", []],
    ["an empty text", "Track", "   ", [{ code: "textRequired" }]],
    ["a text over its limit", "Track", "x".repeat(61), [{ code: "textTooLong" }]],
    ["a tag", "Track", "<b>Suivre</b>", [{ code: "htmlRefused" }]],
    ["a script", "Track", "Suivre<script>alert(1)</script>", [{ code: "htmlRefused" }]],
    ["a comment", "Track", "Suivre <!-- x -->", [{ code: "htmlRefused" }]],
    ["broken ICU", "Track", "Suivre {", [{ code: "messageInvalid", detail: "a { is not closed with }" }]],
    [
      "a plural without other",
      greeting,
      "{name} {count, plural, one {#}}",
      [{ code: "messageInvalid", detail: "a plural or select needs an `other` form" }],
    ],
    [
      "an unknown placeholder",
      "Hello {name}",
      "Bonjour {nom}",
      [
        { code: "placeholderUnknown", name: "nom" },
        { code: "placeholderMissing", name: "name" },
      ],
    ],
    ["a missing placeholder", greeting, "Bonjour {name}", [{ code: "placeholderMissing", name: "count" }]],
    ["a placeholder of another kind", greeting, "Bonjour {name} {count}", [{ code: "placeholderKind", name: "count", detail: "plural" }]],
  ])("%s", (_what, english, text, problems) => {
    expect(checkWord(english, text)).toEqual(problems);
  });

  it.each<[string, string, WordProblem[]]>([
    ["a list, emphasis and a link", "We clear:\n\n- *sea* cargo\n- **air** cargo at [JNPT](/services/service2)", []],
    ["a link not closed", "See [our page](/contact", [{ code: "linkBroken" }]],
    ["a javascript: link", "See [our page](javascript:alert(1))", [{ code: "linkAddress" }]],
    ["a picture", "![a ship](/media/ship.png)", [{ code: "imageRefused" }]],
    ["HTML, before any link", "<b>See</b> [our page](", [{ code: "htmlRefused" }]],
  ])("checks a formatted word's formatting: %s", (_what, text, problems) => {
    expect(checkWord("We clear cargo at JNPT and Nhava Sheva for exporters.", text, undefined, "formatted")).toEqual(problems);
  });

  it("leaves a plain word's brackets alone: it is shown as written", () => {
    expect(checkWord("Track", "[Suivre](javascript:x)")).toEqual([]);
  });

  it("allows a lone < that starts no tag", () => {
    expect(checkWord("Weight under 5 kg", "Poids < 5 kg")).toEqual([]);
  });

  it("limits a word to three times its English, and never under 60 characters", () => {
    expect(maxLengthOf("Track")).toBe(60);
    expect(maxLengthOf("x".repeat(100))).toBe(300);
  });

  it("names the English's placeholders", () => {
    expect(placeholderNamesOf(greeting)).toEqual(["count", "name"]);
    expect(placeholderNamesOf("Track")).toEqual([]);
  });
});
