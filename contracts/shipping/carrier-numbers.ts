import { parseAirWaybill, type AirWaybill } from "./air-waybill";
import { cargoAirlines, containerLines, type Carrier } from "./carriers";
import { normaliseContainerNumber, parseContainerNumber, type ContainerNumber } from "./container-number";

/**
 * What a number a buyer typed on /track is, when it is not one of our shipment references (issue 31): a container
 * number or an air waybill with a verified check digit, the carrier it belongs to when the bundled table knows it,
 * or a number of the right shape whose check digit is wrong (a typing slip worth telling apart from "not found").
 */
export type CarrierNumber =
  | { kind: "container"; container: ContainerNumber; carrier: Carrier | null }
  | { kind: "air-waybill"; waybill: AirWaybill; carrier: Carrier | null }
  | { kind: "check-digit-wrong"; of: "container" | "air-waybill" }
  | { kind: "unknown" };

export function readCarrierNumber(input: string): CarrierNumber {
  const container = parseContainerNumber(input);
  if (container) return { kind: "container", container, carrier: containerLines.get(container.owner) ?? null };
  const waybill = parseAirWaybill(input);
  if (waybill) return { kind: "air-waybill", waybill, carrier: cargoAirlines.get(waybill.prefix) ?? null };
  if (/^[A-Z]{3}[UJZ]\d{7}$/.test(normaliseContainerNumber(input))) return { kind: "check-digit-wrong", of: "container" };
  if (/^\d{3}[\s\-.]?\d{4}\s?\d{4}$/.test(input.trim())) return { kind: "check-digit-wrong", of: "air-waybill" };
  return { kind: "unknown" };
}
