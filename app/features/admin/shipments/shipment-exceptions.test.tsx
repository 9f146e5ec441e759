import { screen, waitFor } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { renderStaffEditor } from "#app/test/render-staff-editor";
import { jsonResponse, stubFetch } from "#app/test/fetch-stub";
import type { ShipmentDetail } from "#contracts/api/shipments";
import { ShipmentExceptions } from "./shipment-exceptions";
import { seaShipment } from "./test-shipment";

afterEach(() => vi.unstubAllGlobals());

function renderExceptions() {
  const { user, field } = renderStaffEditor<ShipmentDetail>(() => <ShipmentExceptions shipment={seaShipment} />);
  const record = async (reason: string) => {
    await user.type(field("Reason for the delay"), reason);
    await user.click(screen.getByRole("button", { name: "Record exception" }));
  };
  return { field, record };
}

describe("recording a shipment's exception", () => {
  it("shows a refused field's message beside it and focuses it, keeping what was typed", async () => {
    const message = "Say what delays the shipment.";
    stubFetch(jsonResponse(400, { success: false, message: "Please fix the errors", errors: [{ field: "reason", code: "x", message }] }));
    const exceptions = renderExceptions();
    await exceptions.record("?");
    await waitFor(() => expect(exceptions.field("Reason for the delay")).toHaveFocus());
    expect(exceptions.field("Reason for the delay")).toHaveAttribute("aria-invalid", "true");
    expect(exceptions.field("Reason for the delay")).toHaveValue("?");
    expect(screen.getByText(message)).toBeInTheDocument();
    expect(screen.queryByRole("alert")).toBeNull();
  });

  it("shows a failure that names no field above the button", async () => {
    stubFetch(jsonResponse(500, { success: false, message: "Something failed on our side." }));
    const exceptions = renderExceptions();
    await exceptions.record("Vessel delayed by weather");
    expect(await screen.findByRole("alert")).toHaveTextContent("Something failed on our side.");
    expect(exceptions.field("Reason for the delay")).not.toHaveAttribute("aria-invalid", "true");
  });
});
