import { describe, expect, it } from "vitest";
import { localizeMessage, type MessageTables } from "./localize-message";

const english = { required: "Email is required", invalid: "Please enter a valid email address", same: "Email is required" };
const hindi = { required: "ईमेल आवश्यक है", invalid: "कृपया मान्य ईमेल पता दर्ज करें", same: "ईमेल आवश्यक है" };
const serverEnglish = { tooLarge: "The request is too large" };
const serverHindi = { tooLarge: "अनुरोध बहुत बड़ा है" };
const partial = { required: "Email is required", invalid: "Please enter a valid email address" };
const partialLocal = { required: "E-Mail ist erforderlich" } as Record<string, string>;

describe("localizeMessage", () => {
  it.each<[string, string | undefined, MessageTables, string | undefined]>([
    ["a known message, in the page's language", "Email is required", [[english, hindi]], "ईमेल आवश्यक है"],
    ["another key of the same table", "Please enter a valid email address", [[english, hindi]], "कृपया मान्य ईमेल पता दर्ज करें"],
    [
      "a message of the second table",
      "The request is too large",
      [
        [english, hindi],
        [serverEnglish, serverHindi],
      ],
      "अनुरोध बहुत बड़ा है",
    ],
    ["an unknown message (a zod default) stays English", "Required", [[english, hindi]], "Required"],
    ["an English page: the same table on both sides", "Email is required", [[english, english]], "Email is required"],
    ["no tables at all", "Email is required", [], "Email is required"],
    [
      "a key the translation lacks stays English",
      "Please enter a valid email address",
      [[partial, partialLocal]],
      "Please enter a valid email address",
    ],
    ["a text that is only close to a message", "Email is required.", [[english, hindi]], "Email is required."],
    ["an empty text", "", [[english, hindi]], ""],
    ["no text", undefined, [[english, hindi]], undefined],
  ])("%s", (_case, text, tables, expected) => {
    expect(localizeMessage(text, tables)).toBe(expected);
  });
});
