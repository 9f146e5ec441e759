import { describe, expect, it } from "vitest";
import { contactSchema } from "./contact";
import { codesOf } from "../i18n/codes";
import { contactMessages } from "./contact-messages";
import { sanitizeContactInput } from "./sanitize";

/** The codes the rules report; their exact English is checked in spec-messages.test.ts. */
const m = codesOf(contactMessages);

const valid = {
  firstName: "Asha",
  lastName: "Patil",
  email: "asha@example.com",
  subject: "Freight quote",
  message: "Please send a quote for one container.",
};

function errorFor(field: keyof typeof valid, value: unknown) {
  const result = contactSchema.safeParse(sanitizeContactInput({ ...valid, [field]: value }));
  if (result.success) return null;
  return result.error.issues.find((issue) => issue.path[0] === field)?.message ?? null;
}

describe("contact form rules (docs/product/product-spec.md §5)", () => {
  it.each([
    ["firstName", "", m.firstNameRequired],
    ["firstName", "  ", m.firstNameRequired],
    ["firstName", undefined, m.firstNameRequired],
    ["firstName", "A", m.firstNameInvalid],
    ["firstName", "A".repeat(31), m.firstNameInvalid],
    ["firstName", "Asha1", m.firstNameInvalid],
    ["firstName", "Al", null],
    ["firstName", "A".repeat(30), null],
    ["firstName", "Mary-Jane O'Neil Jr.", null],
    ["lastName", "", m.lastNameRequired],
    ["lastName", "P", m.lastNameInvalid],
    ["lastName", "P".repeat(31), m.lastNameInvalid],
    ["lastName", "Pa_til", m.lastNameInvalid],
    ["lastName", "D'Souza", null],
    ["email", "", m.emailRequired],
    ["email", "asha", m.emailInvalid],
    ["email", "asha@example", m.emailInvalid],
    ["email", `${"a".repeat(243)}@example.com`, m.emailInvalid], // 255 characters
    ["email", `${"a".repeat(242)}@example.com`, null], // 254 characters
    ["subject", "", m.subjectRequired],
    ["subject", "ab", m.subjectLength],
    ["subject", "abc", null],
    ["subject", "s".repeat(100), null],
    ["subject", "s".repeat(101), m.subjectLength],
    ["message", "", m.messageRequired],
    ["message", "123456789", m.messageLength],
    ["message", "1234567890", null],
    ["message", "m".repeat(1000), null],
    ["message", "m".repeat(1001), m.messageLength],
    ["message", "   short   ", m.messageLength],
  ] as const)("%s = %j → %j", (field, value, expected) => {
    expect(errorFor(field, value)).toBe(expected);
  });

  it("accepts a valid message and trims it", () => {
    const result = contactSchema.safeParse({ ...valid, subject: "  Freight quote  " });
    expect(result.success && result.data.subject).toBe("Freight quote");
  });

  it("reports every failing field once, in form order", () => {
    const result = contactSchema.safeParse({});
    expect(result.success).toBe(false);
    expect(result.error!.issues.map((issue) => ({ field: issue.path[0], code: issue.message }))).toEqual([
      { field: "firstName", code: m.firstNameRequired },
      { field: "lastName", code: m.lastNameRequired },
      { field: "email", code: m.emailRequired },
      { field: "subject", code: m.subjectRequired },
      { field: "message", code: m.messageRequired },
    ]);
  });
});
