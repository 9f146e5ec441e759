/** Copy of /track, the customer's tracking page (issue 31, item 3). */
import type { PageMeta } from "./types";
import type { Translate } from "#contracts/i18n/translate";
import type { ShipmentDocumentKind } from "#contracts/api/tracking";
import type { QuoteMode } from "#contracts/forms/quote";
import type { MilestoneKind, NotificationChoice } from "#contracts/shipping/milestones";

/** The module's copy in one language: every word comes from the language's catalogue (locales/). */
export default function trackContent(t: Translate) {
  const milestones: Record<MilestoneKind, string> = {
    "booking-confirmed": t("track.milestone.booking-confirmed"),
    "picked-up": t("track.milestone.picked-up"),
    "gated-in": t("track.milestone.gated-in"),
    departed: t("track.milestone.departed"),
    transshipped: t("track.milestone.transshipped"),
    arrived: t("track.milestone.arrived"),
    "customs-cleared": t("track.milestone.customs-cleared"),
    delivered: t("track.milestone.delivered"),
  };
  // The quote form's names of the modes: the buyer reads the same words from request to delivery.
  const modes: Record<QuoteMode, string> = {
    "sea-fcl": t("labels.mode.sea-fcl"),
    "sea-lcl": t("labels.mode.sea-lcl"),
    air: t("labels.mode.air"),
    "road-ftl": t("labels.mode.road-ftl"),
    "road-ptl": t("labels.mode.road-ptl"),
    multimodal: t("labels.mode.multimodal"),
  };
  const documents: Record<ShipmentDocumentKind, string> = {
    "bill-of-lading-draft": t("track.document.bill-of-lading-draft"),
    invoice: t("track.document.invoice"),
    "packing-list": t("track.document.packing-list"),
    certificate: t("track.document.certificate"),
    other: t("track.document.other"),
  };
  const notifications: Record<NotificationChoice, string> = {
    all: t("track.notify.all"),
    "departure-arrival": t("track.notify.departure-arrival"),
    exceptions: t("track.notify.exceptions"),
  };

  const trackPage = {
    meta: {
      title: t("track.meta.title"),
      description: t("track.meta.description"),
      keywords: [t("track.meta.keywords.0"), t("track.meta.keywords.1"), t("track.meta.keywords.2"), t("track.meta.keywords.3")],
    } satisfies PageMeta,
    hero: { eyebrow: t("track.hero.eyebrow"), title: t("track.hero.title"), lead: t("track.hero.lead") },
  };

  /** What the page's forms and its answer say; handed to the browser as loader data (no message runtime there). */
  const trackCopy = {
    lookup: {
      heading: t("track.lookup.heading"),
      intro: t("track.lookup.intro"),
      reference: t("track.lookup.reference"),
      email: t("track.lookup.email"),
      button: t("track.lookup.button"),
      busy: t("track.lookup.busy"),
      referenceRequired: t("track.lookup.referenceRequired"),
      emailRequired: t("track.lookup.emailRequired"),
      noScript: t("track.lookup.noScript"),
    },
    errors: {
      notFound: t("track.error.notFound"),
      tooMany: t("track.error.tooMany"),
      network: t("track.error.network"),
      failed: t("track.error.failed"),
      linkNotFound: t("track.error.linkNotFound"),
    },
    carrier: {
      heading: t("track.carrier.heading"),
      intro: t("track.carrier.intro"),
      number: t("track.carrier.number"),
      button: t("track.carrier.button"),
      required: t("track.carrier.required"),
      // {number} and {carrier}, {owner}, {prefix} are filled in the browser (contracts/fill.ts).
      containerKnown: t("track.carrier.containerKnown"),
      containerUnknown: t("track.carrier.containerUnknown"),
      waybillKnown: t("track.carrier.waybillKnown"),
      waybillUnknown: t("track.carrier.waybillUnknown"),
      link: t("track.carrier.link"),
      checkDigitContainer: t("track.carrier.checkDigitContainer"),
      checkDigitWaybill: t("track.carrier.checkDigitWaybill"),
      unknown: t("track.carrier.unknown"),
    },
    view: {
      heading: t("track.view.heading"),
      loading: t("track.view.loading"),
      // The quote form's words for the same facts.
      mode: t("forms.quoteForm.mode"),
      origin: t("forms.quoteForm.origin"),
      destination: t("forms.quoteForm.destination"),
      carrier: t("track.view.carrier"),
      voyage: t("track.view.voyage"),
      flight: t("track.view.flight"),
      billOfLading: t("track.view.billOfLading"),
      airWaybill: t("track.view.airWaybill"),
      containers: t("forms.quoteForm.containers"),
      eta: t("track.view.eta"),
      notYet: t("track.view.notYet"),
      timeZone: t("track.view.timeZone"),
      timeline: t("track.view.timeline"),
      planned: t("track.view.planned"),
      actual: t("track.view.actual"),
      states: {
        done: t("track.view.state.done"),
        next: t("track.view.state.next"),
        pending: t("track.view.state.pending"),
        "not-recorded": t("track.view.state.notRecorded"),
      },
      exceptions: t("track.view.exceptions"),
      recorded: t("track.view.recorded"),
      newEstimate: t("track.view.newEstimate"),
      documents: t("track.view.documents"),
      noDocuments: t("track.view.noDocuments"),
    },
    notify: {
      heading: t("track.notify.heading"),
      button: t("track.notify.button"),
      saved: t("track.notify.saved"),
      choices: notifications,
    },
    milestones,
    modes,
    documents,
  };

  return { trackPage, trackCopy };
}

export type TrackCopy = ReturnType<typeof trackContent>["trackCopy"];
