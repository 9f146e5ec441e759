import { describe, expect, it } from "vitest";
import type { TrackingView } from "#contracts/api/tracking";
import { milestonesByMode } from "#contracts/shipping/milestones";
import { timelineOf } from "./timeline";

const at = (day: number) => `2026-11-${String(day).padStart(2, "0")}T10:00:00.000Z`;
type Milestones = TrackingView["milestones"];

describe("the timeline's states", () => {
  it("shows every step of the mode still to come when nothing is on the timeline, the first one next", () => {
    const steps = timelineOf({ mode: "air", milestones: [] });
    expect(steps.map((step) => step.kind)).toEqual(milestonesByMode.air);
    expect(steps.map((step) => step.state)).toEqual(["next", "pending", "pending", "pending", "pending", "pending", "pending"]);
  });

  it("marks done what has an actual time, the step after the last done one next, and later ones to come", () => {
    const milestones: Milestones = [
      { kind: "booking-confirmed", plannedAt: null, actualAt: at(1) },
      { kind: "picked-up", plannedAt: at(2), actualAt: at(2) },
      { kind: "departed", plannedAt: at(4), actualAt: null },
      { kind: "arrived", plannedAt: at(20), actualAt: null },
    ];
    expect(timelineOf({ mode: "road-ftl", milestones }).map(({ kind, state }) => [kind, state])).toEqual([
      ["booking-confirmed", "done"],
      ["picked-up", "done"],
      ["departed", "next"],
      ["arrived", "pending"],
    ]);
  });

  it("keeps the mode's order whatever order the milestones come in, and leaves out steps the shipment does not have", () => {
    const milestones: Milestones = [
      { kind: "arrived", plannedAt: at(20), actualAt: null },
      { kind: "departed", plannedAt: at(4), actualAt: at(5) },
      { kind: "gated-in", plannedAt: at(3), actualAt: at(3) },
    ];
    const steps = timelineOf({ mode: "sea-fcl", milestones });
    // No transshipment on this sailing: not shown as a step still to come.
    expect(steps.map(({ kind, state }) => [kind, state])).toEqual([
      ["gated-in", "done"],
      ["departed", "done"],
      ["arrived", "next"],
    ]);
    expect(steps[1]).toMatchObject({ plannedAt: at(4), actualAt: at(5) });
  });

  it("says a step before a done one was not recorded, rather than still to come", () => {
    const milestones: Milestones = [
      { kind: "booking-confirmed", plannedAt: null, actualAt: at(1) },
      { kind: "picked-up", plannedAt: at(2), actualAt: null },
      { kind: "departed", plannedAt: at(4), actualAt: at(4) },
      { kind: "arrived", plannedAt: at(9), actualAt: null },
    ];
    expect(timelineOf({ mode: "air", milestones }).map((step) => step.state)).toEqual(["done", "not-recorded", "done", "next"]);
  });

  it("has no next step once the last one is done", () => {
    const milestones: Milestones = milestonesByMode["road-ptl"].map((kind, day) => ({ kind, plannedAt: null, actualAt: at(day + 1) }));
    expect(timelineOf({ mode: "road-ptl", milestones }).every((step) => step.state === "done")).toBe(true);
  });
});
