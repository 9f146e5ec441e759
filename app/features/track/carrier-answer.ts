import { fill } from "#contracts/fill";
import { readCarrierNumber } from "#contracts/shipping/carrier-numbers";
import type { TrackCopy } from "#app/content/track";

/**
 * What /track says about a container or air waybill number that is not one of our shipments (issue 31): computed in
 * the browser (and by the page's action without JavaScript) from the bundled check digits and carrier table.
 * `valid` answers name the number as the standard writes it; `link` is the carrier's own tracking page when the
 * table knows the carrier.
 */
export interface CarrierAnswer {
  tone: "valid" | "problem";
  text: string;
  link?: { href: string; text: string };
}

export function carrierAnswerOf(input: string, copy: TrackCopy["carrier"]): CarrierAnswer {
  if (!input.trim()) return { tone: "problem", text: copy.required };
  const read = readCarrierNumber(input);
  switch (read.kind) {
    case "container": {
      const { number, owner } = read.container;
      // Written as it is painted on the box: owner and category, serial, check digit.
      const written = `${number.slice(0, 4)} ${number.slice(4, 10)} ${number.slice(10)}`;
      if (!read.carrier) return { tone: "valid", text: fill(copy.containerUnknown, { number: written, owner }) };
      return withLink(fill(copy.containerKnown, { number: written, carrier: read.carrier.name }), read.carrier, copy);
    }
    case "air-waybill": {
      const { display, prefix } = read.waybill;
      if (!read.carrier) return { tone: "valid", text: fill(copy.waybillUnknown, { number: display, prefix }) };
      return withLink(fill(copy.waybillKnown, { number: display, carrier: read.carrier.name }), read.carrier, copy);
    }
    case "check-digit-wrong":
      return { tone: "problem", text: read.of === "container" ? copy.checkDigitContainer : copy.checkDigitWaybill };
    case "unknown":
      return { tone: "problem", text: copy.unknown };
  }
}

function withLink(text: string, carrier: { name: string; trackingUrl: string }, copy: TrackCopy["carrier"]): CarrierAnswer {
  return { tone: "valid", text, link: { href: carrier.trackingUrl, text: fill(copy.link, { carrier: carrier.name }) } };
}
