import { describe, expect, it } from "vitest";
import { toFieldErrors } from "./api";
import { contactSchema } from "./contact";
import { contactMessages as m } from "./messages";
import { sanitizeContactInput } from "./sanitize";

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
  return toFieldErrors(result.error.issues).find((error) => error.field === field)?.message ?? null;
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
    expect(toFieldErrors(result.error!.issues)).toEqual([
      { field: "firstName", message: m.firstNameRequired },
      { field: "lastName", message: m.lastNameRequired },
      { field: "email", message: m.emailRequired },
      { field: "subject", message: m.subjectRequired },
      { field: "message", message: m.messageRequired },
    ]);
  });

  it("keeps the exact texts of docs/product/product-spec.md §8", () => {
    expect(m.success).toBe("✅ Message sent successfully! We will get back to you soon.");
    expect(m.failed).toBe("❌ Failed to send message. Please try again later.");
    expect(m.unexpected).toBe("⚠️ There was an error sending your message. Please try again later.");
    expect(m.rateLimited).toBe("Please wait 1 minute before sending another message");
    expect(m.fixErrors).toBe("Please fix the errors in the form");
  });
});
