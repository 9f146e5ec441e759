import { describe, expect, it } from "vitest";
import { careersSchema, checkResume, checkResumeBytes, checkResumeConsent, looksLikePdf, type ResumeFileInfo } from "./careers";
import { RESUME_MAX_BYTES } from "./limits";
import { codesOf } from "../i18n/codes";
import { careersMessages } from "./careers-messages";
import { sanitizeCareersInput } from "./sanitize";

/** The codes the rules report; their exact English is checked in spec-messages.test.ts. */
const m = codesOf(careersMessages);

const valid = {
  name: "Ravi Kumar",
  email: "ravi@example.com",
  phone: "+91 98765 43210",
  position: "internship",
  message: "I would like to join the operations team.",
};

function errorFor(field: keyof typeof valid, value: unknown) {
  const result = careersSchema.safeParse(sanitizeCareersInput({ ...valid, [field]: value }));
  if (result.success) return null;
  return result.error.issues.find((issue) => issue.path[0] === field)?.message ?? null;
}

describe("careers form rules (docs/product/product-spec.md §5)", () => {
  it.each([
    ["name", "", m.nameRequired],
    ["name", "   ", m.nameRequired],
    ["name", undefined, m.nameRequired],
    ["name", "R", m.nameInvalid],
    ["name", "R2", m.nameInvalid],
    // Issue 28: a name with other characters is refused as typed, not rewritten to "Priya Nir".
    ["name", "Priya N4ir 2", m.nameInvalid],
    ["name", "Priya_Nair", m.nameInvalid],
    ["name", "Ra", null],
    ["name", "R".repeat(50), null],
    ["name", "R".repeat(51), m.nameInvalid],
    ["name", "<script>x</script>Ravi", null], // markup still goes
    ["name", "Ravi O'Brien-Kumar Jr.", null],
    ["email", "", m.emailRequired],
    ["email", "ravi@", m.emailInvalid],
    ["email", "ravi example.com", m.emailInvalid],
    ["email", `${"a".repeat(243)}@example.com`, m.emailInvalid],
    ["email", `${"a".repeat(242)}@example.com`, null],
    ["phone", "", m.phoneRequired],
    ["phone", "0123456789", m.phoneInvalid],
    ["phone", "phone", m.phoneInvalid],
    ["phone", "+", m.phoneInvalid],
    ["phone", "1", null],
    ["phone", "(022) 1234-5678", m.phoneInvalid], // leading zero after cleaning
    ["phone", "+91 (22) 1234-5678", null],
    ["phone", "1234567890123456", null], // 16 digits
    ["phone", "12345678901234567", m.phoneInvalid], // 17 digits
    ["phone", "+1 234 567 890 123 45", m.phoneInvalid], // 21 characters, beyond the field limit
    ["position", "", m.positionRequired],
    ["position", undefined, m.positionRequired],
    ["position", "manager", m.positionRequired],
    ["position", "internship", null],
    ["position", "professional", null],
    ["message", "", m.messageRequired],
    ["message", "too short", m.messageLength],
    ["message", "1234567890", null],
    ["message", "m".repeat(1000), null],
    ["message", "m".repeat(1001), m.messageLength],
  ] as const)("%s = %j → %j", (field, value, expected) => {
    expect(errorFor(field, value)).toBe(expected);
  });

  it("reports every failing field once, in form order", () => {
    const result = careersSchema.safeParse({});
    const fields = result.error!.issues.map((issue) => String(issue.path[0]));
    expect([...new Set(fields)]).toEqual(["name", "email", "phone", "position", "message"]);
  });
});

describe("checkResume", () => {
  it.each<[ResumeFileInfo, string | null]>([
    [{ name: "cv.pdf", size: 1000, type: "application/pdf" }, null],
    [{ name: "CV.PDF", size: 1000 }, null],
    [{ name: "cv.pdf", size: RESUME_MAX_BYTES }, null],
    [{ name: "cv.pdf", size: RESUME_MAX_BYTES + 1 }, m.resumeTooLarge],
    [{ name: "cv.docx", size: 1000 }, m.resumeNotPdf],
    [{ name: "cv.pdf", size: 1000, type: "text/plain" }, m.resumeNotPdf],
    ...[".exe", ".bat", ".cmd", ".com", ".pif", ".scr", ".vbs", ".js"].map((ext): [ResumeFileInfo, string] => [
      { name: `cv${ext}`, size: 10 },
      m.resumeBlockedType,
    ]),
    [{ name: "cv.pdf.exe", size: 10 }, m.resumeBlockedType],
    [{ name: `${"a".repeat(251)}.pdf`, size: 10 }, null], // 255 characters
    [{ name: `${"a".repeat(252)}.pdf`, size: 10 }, m.resumeNameTooLong],
    [{ name: `${"a".repeat(296)}.pdf`, size: 10 }, m.resumeNameTooLong],
  ])("%j → %j", (file, expected) => {
    expect(checkResume(file)).toBe(expected);
  });
});

describe("looksLikePdf", () => {
  const bytes = (text: string) => new TextEncoder().encode(text);
  it.each([
    ["%PDF-1.7\n...", true],
    ["%PDF-", true],
    ["%PDF", false],
    ["MZ\x90\x00 an exe", false],
    ["", false],
  ])("%j → %s", (head, expected) => {
    expect(looksLikePdf(bytes(head))).toBe(expected);
  });
});

describe("checkResumeBytes", () => {
  const bytes = (text: string) => new TextEncoder().encode(text);
  // Issue 28: a renamed .exe is named .pdf already; what is wrong is its type.
  it.each([
    ["%PDF-1.7\n...", null],
    ["MZ\x90\x00 an exe", m.resumeBlockedType],
    ["PK\x03\x04 a .docx", m.resumeBlockedType],
    ["", m.resumeBlockedType],
  ])("%j → %j", (head, expected) => {
    expect(checkResumeBytes(bytes(head))).toBe(expected);
  });
});

describe("checkResumeConsent", () => {
  it.each([
    [false, undefined, null],
    [true, "true", null],
    [true, true, null],
    [true, undefined, m.consentRequired],
    [true, "false", m.consentRequired],
    [true, "on", m.consentRequired],
  ])("resume %s, consent %j → %j", (hasResume, consent, expected) => {
    expect(checkResumeConsent(hasResume, consent)).toBe(expected);
  });
});
