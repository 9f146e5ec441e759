import { describe, expect, it } from "vitest";
import { delayBefore } from "./attempt-counter";
import { signInThrottle, throttledAddress } from "./sign-in-throttle";

describe("throttledAddress", () => {
  it.each([
    ["203.0.113.7", "203.0.113.7"],
    ["::ffff:203.0.113.7", "203.0.113.7"],
    ["2001:db8:aa:bb::1", "2001:db8:aa:bb::/64"],
    ["2001:0db8:00aa:00bb:1:2:3:4", "2001:db8:aa:bb::/64"],
    ["2001:DB8:AA:BB:ffff:ffff:ffff:ffff", "2001:db8:aa:bb::/64"],
    ["2001:db8::1", "2001:db8:0:0::/64"],
    ["::1", "0:0:0:0::/64"],
    ["fe80::1%eth0", "fe80:0:0:0::/64"],
  ])("%s counts as %s", (ip, expected) => {
    expect(throttledAddress(ip)).toBe(expected);
  });
});

describe("signInThrottle", () => {
  it("holds each key's longest wait until it is forgotten", () => {
    for (const rule of [signInThrottle.perAccountAndAddress, signInThrottle.perAddress, signInThrottle.perAccount])
      expect(rule.forgetAfterMs).toBeGreaterThan(rule.maxDelayMs);
  });

  it("slows one address on one account from 1 s to 15 minutes", () => {
    const rule = signInThrottle.perAccountAndAddress;
    expect([5, 6, 7, 8, 16, 100].map((attempt) => delayBefore(attempt, rule) / 1000)).toEqual([0, 1, 2, 4, 900, 900]);
  });
});
