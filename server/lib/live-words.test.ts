import { describe, expect, it, vi } from "vitest";
import { copyOf, takeUpPublishedMailWords, visitorMailCopies } from "#server/mail/visitor-copy";
import { MemoryPublishedWords } from "#server/test/memory-published-words";
import type { PublishedWords } from "#contracts/published-words";
import { changedWords, LiveWords } from "./live-words";

type Words = PublishedWords["words"];

describe("the words a release changed", () => {
  it.each<{ previous: Words; next: Words; changed: Record<string, string[]> }>([
    { previous: {}, next: {}, changed: {} },
    { previous: {}, next: { hi: { a: "x" } }, changed: { hi: ["a"] } },
    { previous: { hi: { a: "x", b: "y" } }, next: { hi: { a: "x", b: "z" } }, changed: { hi: ["b"] } },
    // A word put back to the catalogue's (a restore) is no longer published: it changed too.
    { previous: { hi: { a: "x" } }, next: {}, changed: { hi: ["a"] } },
    { previous: { hi: { a: "x" }, ta: { a: "t" } }, next: { hi: { a: "x" }, ta: { a: "u" } }, changed: { ta: ["a"] } },
  ])("$previous → $next", ({ previous, next, changed }) => {
    const found = changedWords(previous, next);
    expect(Object.fromEntries([...found].map(([lang, ids]) => [lang, [...ids]]))).toEqual(changed);
  });
});

describe("an instance following the published words", () => {
  it("takes up a new release once, tells its listeners what changed, and keeps a language's overlay while it is unchanged", async () => {
    const reader = new MemoryPublishedWords();
    const words = new LiveWords(reader, (error) => expect.fail(String(error)));
    const listener = vi.fn();
    words.onRelease(listener);
    await words.check();
    expect(listener).not.toHaveBeenCalled();

    reader.publish("hi", { a: "x" });
    reader.publish("ta", { a: "t" });
    await words.check();
    expect(words.current.release).toBe(2);
    expect(listener).toHaveBeenCalledTimes(1);
    expect(listener.mock.calls[0]![1]).toEqual(
      new Map([
        ["hi", new Set(["a"])],
        ["ta", new Set(["a"])],
      ]),
    );
    const hindi = words.current.words.hi;

    reader.publish("ta", { a: "u" });
    await words.check();
    await words.check();
    expect(listener).toHaveBeenCalledTimes(2);
    expect(listener.mock.calls[1]![1]).toEqual(new Map([["ta", new Set(["a"])]]));
    expect(words.current.words.hi).toBe(hindi);
    expect(words.current.words.ta).toEqual({ a: "u" });
  });

  it("shares a check under way, and reports a failure (a database away) instead of throwing, then takes the release up later", async () => {
    const reader = new MemoryPublishedWords();
    const errors: unknown[] = [];
    const words = new LiveWords(reader, (error) => errors.push(error));
    const [first, second] = [words.check(), words.check()];
    await Promise.all([first, second]);
    expect(reader.releaseChecks).toBe(1);

    const currentRelease = vi.spyOn(reader, "currentRelease").mockRejectedValueOnce(new Error("database away"));
    reader.publish("hi", { a: "x" });
    await words.check();
    expect(errors).toEqual([new Error("database away")]);
    expect(words.current.release).toBe(0);
    currentRelease.mockRestore();
    await words.check();
    expect(words.current.release).toBe(1);
  });

  it("checks every interval once started, until stopped", async () => {
    const reader = new MemoryPublishedWords();
    const words = new LiveWords(reader, () => {}, 10);
    await words.start();
    await vi.waitFor(() => expect(reader.releaseChecks).toBeGreaterThan(2));
    await words.stop();
    const checks = reader.releaseChecks;
    await new Promise((resolve) => setTimeout(resolve, 40));
    expect(reader.releaseChecks).toBe(checks);
  });
});

describe("the visitor mails' words", () => {
  it("follow the words published in the languages a release changed, and keep the others", () => {
    const tamil = copyOf("ta");
    takeUpPublishedMailWords({ hi: { "mail.newsletter.subject": "न्यूज़लेटर की पुष्टि करें" } }, ["hi"]);
    expect(copyOf("hi").newsletter.subject).toBe("न्यूज़लेटर की पुष्टि करें");
    expect(copyOf("hi").newsletter.heading).toBe(visitorMailCopies.hi.newsletter.heading);
    expect(copyOf("ta")).toBe(tamil);
    // Restored: the catalogue's again.
    takeUpPublishedMailWords({}, ["hi"]);
    expect(copyOf("hi")).toEqual(visitorMailCopies.hi);
  });
});
