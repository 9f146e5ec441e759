import { screen, waitFor } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { renderStaffEditor } from "#app/test/render-staff-editor";
import { jsonResponse, sentJson, stubFetch } from "#app/test/fetch-stub";
import { shipmentMessages, type ShipmentDetail } from "#contracts/api/shipments";
import { ShipmentForm } from "./shipment-form";
import { seaShipment } from "./test-shipment";

afterEach(() => vi.unstubAllGlobals());

const answer = (changes: Partial<ShipmentDetail>, status = 200) =>
  jsonResponse(status, { success: true, data: { ...seaShipment, ...changes } });

function renderForm(shipment?: ShipmentDetail) {
  const { user, onSaved, onReload, field } = renderStaffEditor<ShipmentDetail>((props) => <ShipmentForm shipment={shipment} {...props} />);
  const errorOf = (label: string) => document.getElementById(`${field(label).id}-error`)?.textContent ?? null;
  const fill = async (label: string, value: string) => {
    await user.clear(field(label));
    if (value) await user.type(field(label), value);
  };
  const save = () => user.click(screen.getByRole("button", { name: shipment ? "Save changes" : "Create shipment" }));
  return { user, onSaved, onReload, field, errorOf, fill, save };
}

describe("the shipment form", () => {
  it.each([
    ["CSQU3054384", shipmentMessages.containerCheckDigit],
    ["CSQ3054383", shipmentMessages.containerShape],
  ])("refuses container %s at its field with the contract's message, and sends nothing", async (number, message) => {
    const fetch = stubFetch();
    const form = renderForm(seaShipment);
    await form.fill("Container 1", number);
    await form.save();
    await waitFor(() => expect(form.errorOf("Container 1")).toBe(message));
    expect(form.field("Container 1")).toHaveAttribute("aria-invalid", "true");
    expect(fetch).not.toHaveBeenCalled();
  });

  it("refuses a container twice at the second one, and an air waybill with a wrong check digit", async () => {
    const fetch = stubFetch();
    const form = renderForm(seaShipment);
    await form.user.click(screen.getByRole("button", { name: "Add container" }));
    await form.user.type(form.field("Container 2"), "csqu 305438-3");
    await form.user.selectOptions(form.field("Mode"), "Air");
    await form.fill("Air waybill", "176-12345674");
    await form.save();
    await waitFor(() => expect(form.errorOf("Container 2")).toBe(shipmentMessages.containerTwice));
    expect(form.errorOf("Container 1")).toBeNull();
    expect(form.errorOf("Air waybill")).toBe(shipmentMessages.airWaybillCheckDigit);
    expect(fetch).not.toHaveBeenCalled();
  });

  it("shows a wrong check digit with the other errors of the same save, each at its field", async () => {
    const fetch = stubFetch();
    const form = renderForm();
    await form.user.click(screen.getByRole("button", { name: "Add container" }));
    await form.user.type(form.field("Container 1"), "CSQU3054384");
    await form.save();
    await waitFor(() => expect(form.errorOf("Container 1")).toBe(shipmentMessages.containerCheckDigit));
    expect(form.errorOf("Mode")).toBe("Choose a valid mode");
    expect(form.errorOf("Origin")).toBe("Origin must be 2 to 100 characters");
    expect(form.errorOf("Customer e-mail")).toBe("Enter a valid customer e-mail");
    expect(fetch).not.toHaveBeenCalled();
  });

  it("creates a shipment: containers as a list of numbers, empty optional texts as null; reports (saved, created)", async () => {
    const fetch = stubFetch(answer({ id: 8, version: 1 }, 201));
    const form = renderForm();
    await form.user.selectOptions(form.field("Mode"), "Sea, full container (FCL)");
    await form.user.type(form.field("Origin"), "Nhava Sheva");
    await form.user.type(form.field("Destination"), "Hamburg");
    await form.user.type(form.field("Cargo summary"), "Auto parts");
    await form.user.type(form.field("Customer name"), "Asha Patil");
    await form.user.type(form.field("Customer e-mail"), "asha@example.com");
    await form.user.click(screen.getByRole("button", { name: "Add container" }));
    await form.user.type(form.field("Container 1"), "CSQU3054383");
    await form.user.click(screen.getByRole("button", { name: "Add container" }));
    await form.user.click(screen.getByRole("button", { name: "Remove container 2" }));
    await form.save();
    await waitFor(() => expect(form.onSaved).toHaveBeenCalledWith(expect.objectContaining({ id: 8 }), true));
    expect(fetch.mock.calls[0]![0]).toBe("/api/staff/shipments");
    expect(fetch.mock.calls[0]![1]!.method).toBe("POST");
    expect(sentJson(fetch)).toEqual({
      mode: "sea-fcl",
      origin: "Nhava Sheva",
      destination: "Hamburg",
      carrier: null,
      voyage: null,
      transportDocument: null,
      cargoSummary: "Auto parts",
      customerName: "Asha Patil",
      customerEmail: "asha@example.com",
      customerLanguage: "en",
      notifications: "all",
      containers: ["CSQU3054383"],
    });
  });

  it("shows the server's field errors where they belong: a container on its row, a mode on the mode", async () => {
    stubFetch(
      jsonResponse(400, {
        success: false,
        message: shipmentMessages.containerTwice,
        errors: [{ field: "containers.0", code: "custom", message: shipmentMessages.containerTwice }],
      }),
      jsonResponse(400, {
        success: false,
        message: shipmentMessages.milestoneNotInMode,
        errors: [{ field: "mode", code: "milestoneNotInMode", message: shipmentMessages.milestoneNotInMode }],
      }),
    );
    const form = renderForm(seaShipment);
    await form.save();
    await waitFor(() => expect(form.errorOf("Container 1")).toBe(shipmentMessages.containerTwice));
    await form.user.selectOptions(form.field("Mode"), "Road, full truck (FTL)");
    await form.save();
    await waitFor(() => expect(form.errorOf("Mode")).toBe(shipmentMessages.milestoneNotInMode));
    expect(screen.queryByRole("button", { name: "Discard mine and load theirs" })).not.toBeInTheDocument();
  });

  it("saves over the version loaded; a stale version (409) keeps the typed text and offers theirs", async () => {
    const fetch = stubFetch(jsonResponse(409, { success: false, message: shipmentMessages.staleVersion }), answer({ version: 6 }));
    const form = renderForm(seaShipment);
    form.onReload.mockResolvedValue({ ...seaShipment, cargoSummary: "Their cargo.", version: 5 });
    await form.fill("Cargo summary", "My cargo.");
    await form.save();
    const alert = await screen.findByRole("alert");
    expect(alert).toHaveTextContent(shipmentMessages.staleVersion);
    expect(sentJson(fetch)).toMatchObject({ cargoSummary: "My cargo.", version: 3 });
    expect(form.field("Cargo summary")).toHaveValue("My cargo.");
    await form.user.click(screen.getByRole("button", { name: "Discard mine and load theirs" }));
    await waitFor(() => expect(form.field("Cargo summary")).toHaveValue("Their cargo."));
    await form.fill("Carrier", "Maersk");
    await form.save();
    await waitFor(() => expect(form.onSaved).toHaveBeenCalled());
    expect(sentJson(fetch, 1)).toMatchObject({ cargoSummary: "Their cargo.", carrier: "Maersk", version: 5 });
  });
});
