import { render, screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import trackContent from "#app/content/track";
import type { TrackingView } from "#contracts/api/tracking";
import type { Catalogue } from "#contracts/i18n/catalogue";
import { createTranslate } from "#contracts/i18n/translate";
import english from "../../../locales/en.json";
import { TrackingViewPanel } from "./tracking-view";

const catalogue = english as Catalogue;
const copy = trackContent(createTranslate("en", catalogue, catalogue)).trackCopy;

const view: TrackingView = {
  reference: "TGL-S-2026-000042",
  mode: "sea-fcl",
  origin: "Nhava Sheva (INNSA)",
  destination: "Jebel Ali (AEJEA)",
  carrier: "MSC",
  voyage: "MSC Aurora / 045E",
  transportDocument: "MEDUN1234567",
  containers: ["MSCU1234566"],
  estimatedArrival: "2026-12-10T06:00:00.000Z",
  milestones: [
    { kind: "booking-confirmed", plannedAt: null, actualAt: "2026-11-20T09:00:00.000Z" },
    { kind: "departed", plannedAt: "2026-11-25T12:00:00.000Z", actualAt: "2026-11-26T04:30:00.000Z" },
    { kind: "arrived", plannedAt: "2026-12-08T06:00:00.000Z", actualAt: null },
  ],
  exceptions: [
    { recordedAt: "2026-11-28T10:00:00.000Z", reason: "<b>Port congestion</b> at Jebel Ali", newEstimate: "2026-12-10T06:00:00.000Z" },
  ],
  documents: [{ id: 7, kind: "packing-list", fileName: "packing-list.pdf", bytes: 48_000 }],
  notifications: "all",
  access: "key with/slash",
};

describe("a shipment on /track", () => {
  function renderView(shown: TrackingView = view) {
    return render(<TrackingViewPanel view={shown} copy={copy} lang="en" timeZone="UTC" />);
  }

  it("names each milestone's state in words, not by colour alone", () => {
    renderView();
    const timeline = [...document.querySelectorAll("li[data-state]")];
    expect(timeline.map((step) => step.getAttribute("data-state"))).toEqual(["done", "done", "next"]);
    expect(
      timeline.map((step) => within(step as HTMLElement).queryByText(copy.view.states[step.getAttribute("data-state") as "done"])),
    ).not.toContain(null);
    expect(timeline[1]!.textContent).toContain("Departed");
  });

  it("shows staff's words as text, never as markup", () => {
    const { container } = renderView();
    expect(screen.getByText("<b>Port congestion</b> at Jebel Ali")).toBeTruthy();
    expect(container.querySelector("b")).toBeNull();
  });

  it("writes times in the zone it names, and the facts of the mode", () => {
    renderView();
    expect(screen.getByText("Dates and times are in UTC.")).toBeTruthy();
    expect(screen.getByText(copy.view.voyage)).toBeTruthy();
    expect(screen.getByText(copy.view.billOfLading)).toBeTruthy();
    expect(document.querySelector('time[datetime="2026-11-26T04:30:00.000Z"]')).not.toBeNull();
    render(
      <TrackingViewPanel view={{ ...view, mode: "air", transportDocument: null, voyage: null }} copy={copy} lang="en" timeZone="UTC" />,
    );
    expect(screen.getByText(copy.view.flight)).toBeTruthy();
    expect(screen.getAllByText(copy.view.notYet).length).toBe(2);
  });

  it("links each shared document to its download, checked against the view's access", () => {
    renderView();
    const link = screen.getByRole("link", { name: /Packing list: packing-list\.pdf/ });
    expect(link.getAttribute("href")).toBe("/api/track/key%20with%2Fslash/documents/7");
  });

  it("says so when no document is shared", () => {
    renderView({ ...view, documents: [] });
    expect(screen.getByText(copy.view.noDocuments)).toBeTruthy();
  });
});
