import { describe, expect, it } from "vitest";
import {
  normalizePhone,
  sanitizeCareersInput,
  sanitizeCareersName,
  sanitizeContactInput,
  sanitizeContactText,
  sanitizeNewsletterEmail,
  sanitizeNewsletterInput,
  sanitizeText,
} from "./sanitize";

describe("sanitizeNewsletterEmail", () => {
  it.each([
    ["  Someone@Example.COM  ", "someone@example.com"],
    ["<a@b.co>", "a@b.co"],
    ["javascript:a@b.co", "a@b.co"],
    ["JavaScript :a@b.co", "a@b.co"],
    ["javajavascript:script:a@b.co", "a@b.co"],
    ["onclick=a@b.co", "a@b.co"],
    ["a@b.co onmouseover = x", "a@b.co  x"],
    ["x".repeat(300), "x".repeat(254)],
    ["", ""],
  ])("%j → %j", (input, expected) => {
    expect(sanitizeNewsletterEmail(input)).toBe(expected);
  });
});

describe("sanitizeCareersName", () => {
  it.each([
    ["John O'Neil-Smith Jr.", "John O'Neil-Smith Jr."],
    ["John123", "John"],
    ["Ana_María!", "AnaMaría"],
    ["अमित शर्मा", "अमित शर्मा"],
    ["<script>alert(1)</script>Bob", "Bob"],
    ["<b>Bob</b>", "bBobb"],
    ["Bob\tSmith\n", "BobSmith"],
    ["a".repeat(60), "a".repeat(50)],
  ])("%j → %j", (input, expected) => {
    expect(sanitizeCareersName(input)).toBe(expected);
  });
});

describe("sanitizeText (careers fields)", () => {
  it.each([
    ["Hello there", "Hello there"],
    ["a<script>alert(1)</script>b", "ab"],
    ["a<SCRIPT src=x.js></SCRIPT>b", "ab"],
    ["a<iframe src='x'></iframe>b", "ab"],
    ["a<object data=x></object>b<embed src=y>c", "abc"],
    ["a<script>never closed", "anever closed"],
    ["<scr<script>ipt>alert(1)</script>", "<scr"],
    ["see javascript:alert(1)", "see alert(1)"],
    ["<img src=x onerror=alert(1)>", "<img src=x alert(1)>"],
    ["Any question=answer stays", "Any question=answer stays"],
    ["2 < 3 and 5 > 4", "2 < 3 and 5 > 4"],
  ])("%j → %j", (input, expected) => {
    expect(sanitizeText(input)).toBe(expected);
  });
});

describe("sanitizeContactText", () => {
  it.each([
    ["Plain text", "Plain text"],
    ["<b>bold</b>", "bbold/b"],
    ["<script>alert(1)</script>", "scriptalert(1)/script"],
    ["javascript:alert(1)", "alert(1)"],
    ["x onload=y", "x y"],
    ["jav<>ascript:x", "x"],
  ])("%j → %j", (input, expected) => {
    expect(sanitizeContactText(input)).toBe(expected);
  });
});

describe("normalizePhone", () => {
  it.each([
    ["+91 (22) 1234-5678", "+912212345678"],
    ["98 7654 3210", "9876543210"],
  ])("%j → %j", (input, expected) => {
    expect(normalizePhone(input)).toBe(expected);
  });
});

describe("whole-payload sanitisers", () => {
  it("touch only strings and keep other keys", () => {
    expect(sanitizeNewsletterInput({ email: " A@B.CO ", source: "footer", extra: 1 })).toEqual({
      email: "a@b.co",
      source: "footer",
      extra: 1,
    });
    expect(sanitizeContactInput({ firstName: "<Jo>", lastName: 5, email: "a@b.co", subject: "s", message: "m" })).toEqual({
      firstName: "Jo",
      lastName: 5,
      email: "a@b.co",
      subject: "s",
      message: "m",
    });
    expect(sanitizeCareersInput({ name: "Jo3", email: "a@b.co", phone: "1", position: "internship", message: "<script>x</script>hi" })).toEqual({
      name: "Jo",
      email: "a@b.co",
      phone: "1",
      position: "internship",
      message: "hi",
    });
  });
});
