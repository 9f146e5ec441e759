import { zodResolver } from "@hookform/resolvers/zod";
import type { FieldError, Resolver } from "react-hook-form";
import {
  ShipmentInputSchema,
  shipmentNumberIssues,
  type ShipmentDetail,
  type ShipmentFields,
  type ShipmentInput,
} from "#contracts/api/shipments";
import type { QuoteMode } from "#contracts/forms/quote";
import type { LanguageCode } from "#contracts/languages";
import type { NotificationChoice } from "#contracts/shipping/milestones";

/** The shipment editor's form: optional texts hold "" for none; each container is a row of the list (useFieldArray wants objects). */
export interface ShipmentFormValues {
  mode: QuoteMode | "";
  origin: string;
  destination: string;
  carrier: string;
  voyage: string;
  transportDocument: string;
  cargoSummary: string;
  customerName: string;
  customerEmail: string;
  customerLanguage: LanguageCode;
  notifications: NotificationChoice;
  containers: { number: string }[];
}

export function toShipmentFormValues(shipment?: ShipmentDetail): ShipmentFormValues {
  return {
    mode: shipment?.mode ?? "",
    origin: shipment?.origin ?? "",
    destination: shipment?.destination ?? "",
    carrier: shipment?.carrier ?? "",
    voyage: shipment?.voyage ?? "",
    transportDocument: shipment?.transportDocument ?? "",
    cargoSummary: shipment?.cargoSummary ?? "",
    customerName: shipment?.customerName ?? "",
    customerEmail: shipment?.customerEmail ?? "",
    customerLanguage: shipment?.customerLanguage ?? "en",
    notifications: shipment?.notifications ?? "all",
    containers: (shipment?.containers ?? []).map((number) => ({ number })),
  };
}

/** The form's values in the API's shape; the contract schema then trims and checks them. */
export function toShipmentInput(values: ShipmentFormValues): ShipmentInput {
  return {
    ...values,
    // An empty choice is sent as it is, so the contract answers with its own message.
    mode: values.mode as QuoteMode,
    containers: values.containers.map((container) => container.number),
  };
}

const checkInput = zodResolver(ShipmentInputSchema);

type Result = Awaited<ReturnType<Resolver<ShipmentFormValues, unknown, ShipmentFields>>>;

/**
 * The contract checks the container numbers and the air waybill only once every other field parses; staff see
 * a wrong check digit together with the other errors of the same save, at its own field.
 */
function withNumberIssues(result: Result, values: ShipmentFormValues): Result {
  if (Object.keys(result.errors).length === 0) return result;
  const errors = { ...result.errors } as Record<string, unknown>;
  const issues = shipmentNumberIssues({
    mode: values.mode as ShipmentFields["mode"],
    containers: values.containers.map((container) => container.number),
    transportDocument: values.transportDocument.trim() || null,
  });
  for (const { path, message } of issues) {
    const error: FieldError = { type: "custom", message };
    if (path[0] === "containers") {
      const rows = [...((errors.containers as unknown[] | undefined) ?? [])];
      rows[Number(path[1])] ??= error;
      errors.containers = rows;
    } else errors[String(path[0])] ??= error;
  }
  return { ...result, errors } as Result;
}

/**
 * Validates the editor with the server's own schema (contracts/api/shipments.ts): the ISO 6346 and air waybill
 * check digits and their messages are written once; a container's error lands on `containers.N`, its row.
 */
export const shipmentFormResolver: Resolver<ShipmentFormValues, unknown, ShipmentFields> = async (values, context, options) =>
  withNumberIssues(
    (await checkInput(toShipmentInput(values), context, options as unknown as Parameters<typeof checkInput>[2])) as unknown as Result,
    values,
  );
