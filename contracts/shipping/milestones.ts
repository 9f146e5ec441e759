/**
 * A shipment's milestones (issue 31): what staff record on its timeline and what the customer reads on /track.
 * Each mode has its own steps, in the order they happen; a milestone's actual time is never in the future and
 * never earlier than the actual time of a step before it (`milestoneOrderProblem`).
 */
import type { QuoteMode } from "../forms/quote";

export const milestoneKinds = [
  "booking-confirmed",
  "picked-up",
  "gated-in",
  "departed",
  "transshipped",
  "arrived",
  "customs-cleared",
  "delivered",
] as const;
export type MilestoneKind = (typeof milestoneKinds)[number];

/** The steps of each mode, in order. Road has no port gate or transshipment; air has no container gate. */
export const milestonesByMode: Record<QuoteMode, readonly MilestoneKind[]> = {
  "sea-fcl": milestoneKinds,
  "sea-lcl": milestoneKinds,
  air: ["booking-confirmed", "picked-up", "departed", "transshipped", "arrived", "customs-cleared", "delivered"],
  "road-ftl": ["booking-confirmed", "picked-up", "departed", "arrived", "customs-cleared", "delivered"],
  "road-ptl": ["booking-confirmed", "picked-up", "departed", "arrived", "customs-cleared", "delivered"],
  multimodal: milestoneKinds,
};

/** The English names staff read (the staff area is English only); /track shows its catalogue's `track.milestone.*`. */
export const milestoneLabels: Record<MilestoneKind, string> = {
  "booking-confirmed": "Booking confirmed",
  "picked-up": "Picked up",
  "gated-in": "Gated in at port",
  departed: "Departed",
  transshipped: "Transshipped",
  arrived: "Arrived",
  "customs-cleared": "Customs cleared",
  delivered: "Delivered",
};

/** Which milestones e-mail the customer: every one, departure and arrival only, or only exceptions (delays). */
export const notificationChoices = ["all", "departure-arrival", "exceptions"] as const;
export type NotificationChoice = (typeof notificationChoices)[number];

/** True when a milestone of `kind` e-mails a customer who chose `choice` (exceptions always do). */
export function milestoneNotifies(kind: MilestoneKind, choice: NotificationChoice): boolean {
  if (choice === "all") return true;
  if (choice === "departure-arrival") return kind === "departed" || kind === "arrived";
  return false;
}

export interface RecordedMilestone {
  kind: MilestoneKind;
  /** ISO date-time, or null when it has not happened. */
  actualAt: string | null;
}

/**
 * Why a set of recorded milestones cannot stand, or null when it can: a kind the mode does not have, an actual time
 * after `now`, or an actual time earlier than that of a step the mode puts before it (`earlier`, the last one recorded).
 */
export function milestoneOrderProblem(
  mode: QuoteMode,
  milestones: readonly RecordedMilestone[],
  now: Date,
):
  | { kind: MilestoneKind; problem: "not-in-mode" }
  | { kind: MilestoneKind; problem: "future" }
  | { kind: MilestoneKind; problem: "before-earlier-step"; earlier: MilestoneKind }
  | null {
  const steps = milestonesByMode[mode];
  const byKind = new Map(milestones.map((milestone) => [milestone.kind, milestone.actualAt]));
  for (const milestone of milestones) {
    if (!steps.includes(milestone.kind)) return { kind: milestone.kind, problem: "not-in-mode" };
    if (milestone.actualAt && Date.parse(milestone.actualAt) > now.getTime()) return { kind: milestone.kind, problem: "future" };
  }
  // Times recorded so far never go down, so the last step recorded is the latest.
  let latest: { kind: MilestoneKind; time: number } | null = null;
  for (const kind of steps) {
    const actualAt = byKind.get(kind);
    if (!actualAt) continue;
    const time = Date.parse(actualAt);
    if (latest && time < latest.time) return { kind, problem: "before-earlier-step", earlier: latest.kind };
    latest = { kind, time };
  }
  return null;
}
