import { describe, expect, it } from "vitest";
import { boundedSlots } from "./bounded-slots";

describe("boundedSlots", () => {
  it("lets `atOnce` in, lines up `waiting`, turns the rest away, and passes each freed slot on in order", async () => {
    const slots = boundedSlots({ atOnce: 2, waiting: 2 });
    const first = await slots.take()!;
    const second = await slots.take()!;
    const order: number[] = [];
    const third = slots.take()!.then((release) => (order.push(3), release));
    const fourth = slots.take()!.then((release) => (order.push(4), release));
    expect(slots.take()).toBeUndefined();
    expect([slots.active, slots.queued]).toEqual([2, 2]);

    first();
    first(); // a second release of the same slot changes nothing
    const releaseThird = await third;
    expect(order).toEqual([3]);
    expect([slots.active, slots.queued]).toEqual([2, 1]);
    second();
    const releaseFourth = await fourth;
    expect(order).toEqual([3, 4]);
    releaseThird();
    releaseFourth();
    expect([slots.active, slots.queued]).toEqual([0, 0]);
    expect(slots.take()).toBeInstanceOf(Promise);
  });
});
