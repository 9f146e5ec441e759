import modes from "virtual:english/labels.mode.";
import directions from "virtual:english/labels.direction.";
import type { QuoteDirection, QuoteMode } from "#contracts/forms/quote";

/**
 * The English of a mode and a direction for the staff screens (English only): `quoteModeLabels` and
 * `quoteDirectionLabels` are catalogue ids, for pages that translate them.
 */
export const modeLabels = modes as Readonly<Record<QuoteMode, string>>;
export const directionLabels = directions as Readonly<Record<QuoteDirection, string>>;
