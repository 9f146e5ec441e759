import { fireEvent, screen, waitFor } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { renderStaffEditor } from "#app/test/render-staff-editor";
import { jsonResponse, sentJson, stubFetch } from "#app/test/fetch-stub";
import { milestoneOrderMessage, shipmentMessages, type ShipmentDetail } from "#contracts/api/shipments";
import { toLocalDateTime } from "../shared/local-date";
import { ShipmentTimeline } from "./shipment-timeline";
import { seaShipment } from "./test-shipment";

afterEach(() => vi.unstubAllGlobals());

function renderTimeline(shipment: ShipmentDetail = seaShipment) {
  const { user, onReload, field } = renderStaffEditor<ShipmentDetail>(({ onReload }) => (
    <ShipmentTimeline shipment={shipment} onReload={onReload} />
  ));
  const errorOf = (label: string) => document.getElementById(`${field(label).id}-error`)?.textContent ?? null;
  // A datetime-local input takes its whole value at once, as a browser's picker gives it.
  const set = (label: string, value: string) => fireEvent.change(field(label), { target: { value } });
  const save = () => user.click(screen.getByRole("button", { name: "Save timeline" }));
  return { user, onReload, field, errorOf, set, save };
}

const refused = (field: string, code: string, message: string) =>
  jsonResponse(400, { success: false, message, errors: [{ field, code, message }] });

describe("the shipment timeline", () => {
  it("shows the mode's steps only, with what is recorded in local time", () => {
    const timeline = renderTimeline({ ...seaShipment, mode: "air", transportDocument: null, containers: [] });
    expect(screen.getAllByRole("heading", { level: 3 }).map((h) => h.textContent)).toEqual([
      "Booking confirmed",
      "Picked up",
      "Departed",
      "Transshipped",
      "Arrived",
      "Customs cleared",
      "Delivered",
    ]);
    expect(timeline.field("Booking confirmed: actual")).toHaveValue(toLocalDateTime("2026-11-20T06:30:00.000Z"));
  });

  it("sends the filled steps as ISO instants over the version loaded; an emptied step is left out", async () => {
    const fetch = stubFetch(jsonResponse(200, { success: true, data: { ...seaShipment, version: 4 } }));
    const timeline = renderTimeline();
    timeline.set("Booking confirmed: actual", "");
    timeline.set("Departed: planned", "2026-11-25T18:00");
    timeline.set("Departed: actual", "2026-11-25T21:15");
    await timeline.save();
    await waitFor(() => expect(fetch).toHaveBeenCalledTimes(1));
    expect(fetch.mock.calls[0]![0]).toBe(`/api/staff/shipments/${seaShipment.id}/milestones`);
    expect(fetch.mock.calls[0]![1]!.method).toBe("PUT");
    expect(sentJson(fetch)).toEqual({
      version: 3,
      milestones: [
        {
          kind: "departed",
          plannedAt: new Date("2026-11-25T18:00").toISOString(),
          actualAt: new Date("2026-11-25T21:15").toISOString(),
        },
      ],
    });
  });

  it.each([
    // The server names a milestone by its place in the list sent: booking confirmed is 0, arrived 1.
    ["milestones.1.actualAt", "before-earlier-step", milestoneOrderMessage("arrived", "booking-confirmed"), "Arrived: actual"],
    ["milestones.1.actualAt", "future", shipmentMessages.actualInFuture, "Arrived: actual"],
    ["milestones.0.plannedAt", "custom", shipmentMessages.dateTime, "Booking confirmed: planned"],
    ["milestones.1.kind", "not-in-mode", shipmentMessages.milestoneNotInMode, "Arrived: actual"],
  ])("shows the server's %s (%s) at the milestone it names", async (field, code, message, label) => {
    stubFetch(refused(field, code, message));
    const timeline = renderTimeline();
    timeline.set("Arrived: actual", "2026-11-19T10:00");
    await timeline.save();
    await waitFor(() => expect(timeline.errorOf(label)).toBe(message));
    expect(timeline.field(label)).toHaveAttribute("aria-invalid", "true");
    expect(screen.getAllByText(message)).toHaveLength(1);
    expect(timeline.field("Arrived: actual")).toHaveValue("2026-11-19T10:00");
  });

  it("a stale version (409) keeps the typed times and offers theirs", async () => {
    stubFetch(jsonResponse(409, { success: false, message: shipmentMessages.staleVersion }));
    const timeline = renderTimeline();
    timeline.onReload.mockResolvedValue({
      ...seaShipment,
      milestones: [{ kind: "departed", plannedAt: null, actualAt: "2026-11-22T04:00:00.000Z" }],
      version: 5,
    });
    timeline.set("Gated in at port: actual", "2026-11-21T09:00");
    await timeline.save();
    expect(await screen.findByRole("alert")).toHaveTextContent(shipmentMessages.staleVersion);
    expect(timeline.field("Gated in at port: actual")).toHaveValue("2026-11-21T09:00");
    await timeline.user.click(screen.getByRole("button", { name: "Discard mine and load theirs" }));
    await waitFor(() => expect(timeline.field("Gated in at port: actual")).toHaveValue(""));
    expect(timeline.field("Departed: actual")).toHaveValue(toLocalDateTime("2026-11-22T04:00:00.000Z"));
  });
});
