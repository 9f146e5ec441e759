/** A valid contact form, newsletter form and quote request, for tests (and the forms benchmark) that change one field at a time. */
export const contactFields = {
  firstName: "Asha",
  lastName: "Patil",
  email: "asha@example.com",
  subject: "Freight quote",
  message: "Please send a quote.",
};

export const newsletterFields = { email: "asha@example.com", source: "footer" };

/** A valid air quote request (contracts/forms/quote.ts) of one package line, ready in a week. */
export function quoteFields(overrides: Record<string, unknown> = {}) {
  return {
    mode: "air",
    direction: "export",
    origin: "Mumbai Airport",
    originCode: "INBOM",
    destination: "Frankfurt Airport",
    destinationCode: "DEFRA",
    incoterm: "FCA",
    readyDate: new Date(Date.now() + 7 * 86_400_000).toISOString().slice(0, 10),
    commodity: "Brake discs",
    packages: [{ count: 2, type: "carton", lengthCm: 100, widthCm: 60, heightCm: 50, weightKg: 20 }],
    containers: [],
    dangerousGoods: false,
    temperatureControlled: false,
    stackable: true,
    insurance: false,
    extras: [],
    name: "Asha Patil",
    company: "Patil Auto Components",
    email: "asha@example.com",
    phone: "+91 98765 43210",
    ...overrides,
  };
}
