/**
 * The visitor and staff mails of a fixed set of requests, in English (english-mails.test.ts). The
 * fixture english-mails.fixture.json was written by the templates as they were before the mails were translated
 * (issue 13): the English mails must stay byte for byte what they were. Issue 31 rewrote it once, on purpose: the
 * priced quote's mail now carries its personal link, and the buyer's answers through it have mails of their own.
 */
import type { QuotePayload } from "#contracts/forms/quote";
import { normalizeQuoteCodes } from "#contracts/forms/quote";
import { quoteTotals } from "#contracts/forms/quote-totals";
import type { OutgoingMail } from "./outgoing-mail";
import { quoteAcceptedMail, quoteAnswerNotification, quoteConfirmation, quoteNotification, quoteOfferMail } from "./quote-templates";
import { applicationConfirmation, applicationNotification, confirmationEmail, contactNotification } from "./templates";

export const fixtureConfig = {
  publicUrl: "https://tarang.test",
  mail: {
    from: '"Acme & Co" <no-reply@tarang.test>',
    staffEmail: "hr@tarang.test",
    salesEmail: "sales@tarang.test",
    careersEmail: "jobs@tarang.test",
  },
};

const air: QuotePayload = {
  mode: "air",
  direction: "export",
  origin: "Mumbai <Airport>",
  originCode: "INBOM",
  destination: "Frankfurt",
  destinationCode: "DEFRA",
  incoterm: "FCA",
  readyDate: "2027-01-05",
  commodity: "Brake discs",
  hsCode: "8708.30",
  packages: [
    { count: 2, type: "carton", lengthCm: 100, widthCm: 60, heightCm: 50, weightKg: 20 },
    { count: 1234, type: "pallet", lengthCm: 120.5, widthCm: 80, heightCm: 150, weightKg: 1250.75 },
  ],
  containers: [],
  dangerousGoods: true,
  unNumber: "UN1263",
  dgClass: "3",
  temperatureControlled: true,
  temperatureMinC: -5,
  temperatureMaxC: 8.5,
  stackable: false,
  cargoValue: 1234567.891,
  cargoCurrency: "USD",
  insurance: true,
  extras: ["customs-clearance", "packing", "door-delivery"],
  name: "Asha Patil",
  company: "Patil & Sons",
  email: "asha@example.com",
  phone: "+91 98765 43210",
  gstin: "",
  iec: "ABCDE1234F",
  message: "Line1\nLine2",
};

const fcl: QuotePayload = {
  ...air,
  mode: "sea-fcl",
  packages: [],
  // As stored before the form asked each container's weight (issue 28): an older request still mails as it did.
  containers: [
    { type: "40hc", count: 3 },
    { type: "20rf", count: 1 },
  ] as QuotePayload["containers"],
  dangerousGoods: false,
  unNumber: undefined,
  dgClass: undefined,
  cargoValue: undefined,
  cargoCurrency: undefined,
  insurance: false,
  extras: [],
  message: undefined,
  iec: undefined,
};

const lcl: QuotePayload = {
  ...air,
  mode: "sea-lcl",
  temperatureControlled: false,
  temperatureMinC: undefined,
  temperatureMaxC: undefined,
  dangerousGoods: false,
};

/** The requests of the fixture, as the service hands them to the templates. */
export const fixtureQuotes = [air, fcl, lcl].map(normalizeQuoteCodes);

/** A personal link as the desk's send writes it (issue 31), with a fixed token. */
export const fixtureOfferLink = "https://tarang.test/quote/offer?t=fixture-token_0123456789";

export const fixtureOffer = { price: 1250000.5, currency: "USD", validUntil: "2026-12-31", terms: "Net 30 <b>" } as const;

export function englishMails(): OutgoingMail[] {
  const config = fixtureConfig;
  const mails: OutgoingMail[] = [
    confirmationEmail(config, "a<b>@example.com", { confirm: "c 1/x", unsubscribe: "u-2" }),
    applicationConfirmation(config, { name: "Ravi <K>", email: "r@example.com", opening: "Ops & Sales" }),
    applicationConfirmation(config, { name: "Ravi", email: "r@example.com", opening: null }),
    applicationNotification(config, {
      id: 3,
      name: "R",
      email: "r@e.com",
      phone: "1",
      position: "internship",
      message: "m\nn",
      resumeFilename: null,
      resumeSize: null,
      opening: "X",
    }),
    contactNotification(config, { id: 1, firstName: "A", lastName: "B", email: "a@b.c", subject: "s", message: "m" }),
  ];
  for (const quote of fixtureQuotes) {
    const totals = quoteTotals(quote.mode, quote.packages, quote.containers);
    mails.push(
      quoteConfirmation(config, "TGL-Q-2026-000123", quote, totals),
      quoteNotification(config, "TGL-Q-2026-000123", quote, totals),
      quoteOfferMail(config, "TGL-Q-2026-000123", quote, totals, fixtureOffer, fixtureOfferLink),
    );
  }
  const [quote] = fixtureQuotes;
  const acceptance = { name: "Asha <Patil>", purchaseOrder: "PO/77", at: "2026-12-01T10:00:00.000Z" };
  mails.push(
    quoteAcceptedMail(config, "TGL-Q-2026-000123", quote!, fixtureOffer, acceptance, "en", "meera@tarang.test"),
    quoteAnswerNotification(
      config,
      "TGL-Q-2026-000123",
      quote!,
      { kind: "accepted", acceptance, price: "USD 12,50,000.50" },
      "meera@tarang.test",
    ),
    quoteAnswerNotification(
      config,
      "TGL-Q-2026-000123",
      quote!,
      { kind: "declined", reason: "The price is too high", details: "Quoted <b>lower</b>" },
      "sales@tarang.test",
    ),
    quoteAnswerNotification(config, "TGL-Q-2026-000123", quote!, { kind: "question", question: "Is THC\nincluded?" }, "sales@tarang.test"),
  );
  return mails;
}
