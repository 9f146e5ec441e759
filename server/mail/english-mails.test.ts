import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { englishMails } from "./english-mails";

describe("English mails (issue 13)", () => {
  // Written by the templates before the visitor mails were translated; see english-mails.ts.
  const before = JSON.parse(readFileSync(new URL("./english-mails.fixture.json", import.meta.url), "utf8")) as unknown[];

  it("are byte for byte what they were before the mails were translated", () => {
    const now = englishMails();
    expect(now).toHaveLength(before.length);
    for (const [index, mail] of now.entries())
      expect(JSON.parse(JSON.stringify(mail)), `mail ${index} (${mail.kind})`).toEqual(before[index]);
  });
});
