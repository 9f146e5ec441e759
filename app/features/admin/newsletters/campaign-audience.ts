import { languageName } from "./campaign-form-values";

const list = new Intl.ListFormat("en", { type: "disjunction" });

/** Who a campaign goes to, in words: its audience's languages (none: everyone confirmed). */
export function audienceText(languages: readonly string[]) {
  if (languages.length === 0) return "every confirmed subscriber";
  return `the confirmed subscribers who signed up in ${list.format(languages.map((code) => languageName(code).split(" (")[0]!))}`;
}
