/**
 * Sanitisers of docs/product/product-spec.md §5. They run as the visitor types (browser) and
 * again on the server before validation, so both sides see the same value.
 *
 * What they remove: `javascript:` (with any spaces before the colon), inline handlers (`onclick=`,
 * `onerror =`, a word boundary before "on" so "question=" stays), and angle brackets (contact,
 * newsletter) or script, iframe, object and embed tags (careers: an element with its contents when it
 * is closed, a lone or unterminated tag up to its `>` or the end).
 *
 * The text is read once, left to right, into an output buffer, and a pattern is removed as soon as
 * its last character arrives. What a removal leaves at the end of the buffer is checked again by the
 * characters that follow, so nested tricks like "javajavascript:script:" cannot reassemble what was
 * removed, and every character is looked at a bounded number of times: the time is linear in the
 * length (removing each pattern "until the text stops changing" paid one pass over the whole text per
 * level of nesting, 300 ms of CPU for 64 KB; issue 12).
 */
import { EMAIL_MAX } from "./limits";

/** JavaScript's \s (what the regular expressions these replace matched), for one character. */
const SPACE = /^\s$/;
const DANGEROUS_ELEMENTS = ["script", "iframe", "object", "embed"] as const;

const LT = 0x3c;
const GT = 0x3e;
const SLASH = 0x2f;
const COLON = 0x3a;
const EQUALS = 0x3d;

const isSpace = (code: number) =>
  code === 0x20 || (code >= 0x09 && code <= 0x0d) || (code >= 0xa0 && SPACE.test(String.fromCharCode(code)));
const isLetter = (code: number) => (code | 0x20) >= 0x61 && (code | 0x20) <= 0x7a;
/** A word character of a non-Unicode regular expression: \b sits between one of these and anything else. */
const isWordCharacter = (code: number) => isLetter(code) || (code >= 0x30 && code <= 0x39) || code === 0x5f;

interface ScrubOptions {
  /** Contact and newsletter: every < and > goes. */
  angleBrackets: boolean;
  /** Careers: script, iframe, object and embed tags go, an element's contents with it. */
  elements: boolean;
}

/** A tag being skipped up to its ">": its name, whether it closes, and whether only spaces followed the name. */
interface OpenTag {
  name: string;
  closing: boolean;
  onlySpaces: boolean;
}

/** The output buffer: UTF-16 code units, cut back from the end when a pattern is removed. */
class Output {
  readonly codes: Uint16Array;
  length = 0;
  constructor(capacity: number) {
    this.codes = new Uint16Array(capacity);
  }
  push(code: number) {
    this.codes[this.length++] = code;
  }
  /** True when the `text.length` units ending at `end` (exclusive) are `text`, ignoring ASCII case. */
  endsWith(text: string, end = this.length) {
    if (end < text.length) return false;
    for (let i = 0; i < text.length; i++) if ((this.codes[end - text.length + i] | 0x20) !== text.charCodeAt(i)) return false;
    return true;
  }
  /** The start of the spaces that end at `end` (exclusive). */
  spacesBefore(end: number) {
    while (end > 0 && isSpace(this.codes[end - 1])) end--;
    return end;
  }
  toString() {
    let text = "";
    for (let i = 0; i < this.length; i += 8192) text += String.fromCharCode(...this.codes.subarray(i, Math.min(i + 8192, this.length)));
    return text;
  }
}

/** `javascript\s*:` ending the buffer (whose last unit is the colon): where it starts, or -1. */
function javascriptUrlStart(out: Output) {
  const end = out.spacesBefore(out.length - 1);
  return out.endsWith("javascript", end) ? end - "javascript".length : -1;
}

/** `\bon[a-z]+\s*=` ending the buffer (whose last unit is the equals sign): where it starts, or -1. */
function inlineHandlerStart(out: Output) {
  const end = out.spacesBefore(out.length - 1);
  let start = end;
  while (start > 0 && isLetter(out.codes[start - 1])) start--;
  if (end - start < 3 || !out.endsWith("on", start + 2)) return -1;
  return start > 0 && isWordCharacter(out.codes[start - 1]) ? -1 : start;
}

/** `</?(script|iframe|object|embed)` ending the buffer: the tag's start and name, or undefined. */
function dangerousTagAtEnd(out: Output) {
  for (const name of DANGEROUS_ELEMENTS) {
    if (!out.endsWith(name)) continue;
    let start = out.length - name.length;
    const closing = start > 0 && out.codes[start - 1] === SLASH;
    if (closing) start--;
    if (start > 0 && out.codes[start - 1] === LT) return { start: start - 1, name, closing };
  }
  return undefined;
}

function scrub(value: string, { angleBrackets, elements }: ScrubOptions): string {
  // Every pattern ends in (or is) one of these: most text has none and is returned as it is.
  if (!/[<>:=]/.test(value)) return value;
  const out = new Output(value.length);
  /** Opened elements not closed yet: their name and where their opening tag began. */
  const open: { name: string; start: number }[] = [];
  let tag: OpenTag | undefined;

  const cut = (start: number) => {
    out.length = start;
    while (open.length > 0 && open[open.length - 1].start > start) open.pop();
  };
  const endTag = ({ name, closing, onlySpaces }: OpenTag) => {
    if (!closing) {
      open.push({ name, start: out.length });
      return;
    }
    // `</name\s*>` closes the earliest open element of that name: it goes with everything in it.
    const element = onlySpaces ? open.findIndex((candidate) => candidate.name === name) : -1;
    if (element >= 0) {
      out.length = open[element].start;
      open.length = element;
    }
  };

  for (let i = 0; i < value.length; i++) {
    const code = value.charCodeAt(i);
    if (tag) {
      if (code === GT) {
        endTag(tag);
        tag = undefined;
      } else if (!isSpace(code)) tag.onlySpaces = false;
      continue;
    }
    if (angleBrackets && (code === LT || code === GT)) continue;
    if (elements && !isWordCharacter(code)) {
      const found = dangerousTagAtEnd(out);
      if (found) {
        cut(found.start);
        const opened: OpenTag = { name: found.name, closing: found.closing, onlySpaces: true };
        if (code === GT) endTag(opened);
        else tag = { ...opened, onlySpaces: isSpace(code) };
        continue;
      }
    }
    out.push(code);
    const start = code === COLON ? javascriptUrlStart(out) : code === EQUALS ? inlineHandlerStart(out) : -1;
    if (start >= 0) cut(start);
  }
  // A tag name at the very end is a tag too (a word boundary matches there); an unterminated tag was skipped to the end.
  if (elements && !tag) {
    const found = dangerousTagAtEnd(out);
    if (found) cut(found.start);
  }
  return out.toString();
}

/** Careers text fields: script, iframe, object and embed tags, `javascript:` and inline handlers go. */
export function sanitizeText(value: string): string {
  return scrub(value, { angleBrackets: false, elements: true });
}

/** Contact fields: angle brackets, `javascript:` and inline handlers go. */
export function sanitizeContactText(value: string): string {
  return scrub(value, { angleBrackets: true, elements: false });
}

/** Newsletter email: trimmed, lower-cased, stripped, cut to 254. */
export function sanitizeNewsletterEmail(value: string): string {
  return sanitizeContactText(value.trim().toLowerCase()).trim().slice(0, EMAIL_MAX);
}

/** docs/product/product-spec.md §5: phone digits are checked after removing spaces, dashes and parentheses. */
export function normalizePhone(value: string): string {
  return value.replace(/[\s()-]/g, "");
}

/** Strings pass through the sanitiser; anything else is left for the schema to refuse. */
function apply<T>(value: T, sanitize: (value: string) => string): T {
  return (typeof value === "string" ? sanitize(value) : value) as T;
}

type Loose = Record<string, unknown>;

export function sanitizeNewsletterInput<T extends Loose>(input: T): T {
  return { ...input, email: apply(input.email, sanitizeNewsletterEmail), source: apply(input.source, sanitizeContactText) };
}

export function sanitizeContactInput<T extends Loose>(input: T): T {
  const out: Loose = { ...input };
  for (const key of ["firstName", "lastName", "email", "subject", "message"]) out[key] = apply(input[key], sanitizeContactText);
  return out as T;
}

export function sanitizeCareersInput<T extends Loose>(input: T): T {
  const out: Loose = { ...input };
  // The name is not stripped of other characters: "Priya N4ir 2" gets the spec's message, as on the contact form (issue 28).
  for (const key of ["name", "email", "phone", "position", "message"]) out[key] = apply(input[key], sanitizeText);
  return out as T;
}
