import type { CarrierAnswer } from "./carrier-answer";
import type { TrackOutcome } from "./track-api";

/**
 * The ids the answer page opens at when a form was posted without JavaScript: the shipment (looked up, or its
 * notification choice saved), or the carrier number's form with its answer.
 */
export const trackAnchors = { result: "track-result", carrier: "track-carrier" } as const;

/**
 * /track's answer to a form posted without JavaScript (docs/decisions/025-forms-without-javascript.md): the
 * shipment or the problem with what was typed, the carrier number's answer, or the saved notification choice.
 */
export type TrackPageAnswer =
  | { intent: "lookup"; values: { reference: string; email: string }; outcome: TrackOutcome }
  | { intent: "carrier"; number: string; answer: CarrierAnswer }
  | { intent: "notifications"; outcome: TrackOutcome };
