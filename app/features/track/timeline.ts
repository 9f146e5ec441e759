import type { TrackingView } from "#contracts/api/tracking";
import { milestonesByMode, type MilestoneKind } from "#contracts/shipping/milestones";

/**
 * Where a step of the timeline stands: `done` (it has an actual time), `next` (the first step after the last done
 * one), `pending` (later), or `not-recorded` (no actual time although a later step has one: skipped, or not
 * written down, which the customer is told rather than shown as still to come).
 */
export type StepState = "done" | "next" | "pending" | "not-recorded";

export interface TimelineStep {
  kind: MilestoneKind;
  plannedAt: string | null;
  actualAt: string | null;
  state: StepState;
}

/**
 * The shipment's steps in its mode's order (`milestonesByMode`), each with its times and state. A step of the mode
 * the shipment does not have on its timeline (a transshipment on a direct sailing) is left out; an empty timeline
 * shows every step of the mode, still to come.
 */
export function timelineOf({ mode, milestones }: Pick<TrackingView, "mode" | "milestones">): TimelineStep[] {
  const recorded = new Map(milestones.map((milestone) => [milestone.kind, milestone]));
  const kinds = milestonesByMode[mode].filter((kind) => recorded.size === 0 || recorded.has(kind));
  let lastDone = -1;
  kinds.forEach((kind, index) => {
    if (recorded.get(kind)?.actualAt) lastDone = index;
  });
  return kinds.map((kind, index) => {
    const plannedAt = recorded.get(kind)?.plannedAt ?? null;
    const actualAt = recorded.get(kind)?.actualAt ?? null;
    const state: StepState = actualAt ? "done" : index < lastDone ? "not-recorded" : index === lastDone + 1 ? "next" : "pending";
    return { kind, plannedAt, actualAt, state };
  });
}
