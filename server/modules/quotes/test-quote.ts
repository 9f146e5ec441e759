const tomorrow = new Date(Date.now() + 86_400_000).toISOString().slice(0, 10);

/** A valid quote request (air export, one package line) for the API tests. */
export const validQuote = {
  mode: "air",
  direction: "export",
  origin: "Mumbai Airport",
  originCode: "INBOM",
  destination: "Frankfurt Airport",
  destinationCode: "DEFRA",
  incoterm: "FCA",
  readyDate: tomorrow,
  commodity: "Brake discs",
  hsCode: "870830",
  packages: [{ count: 2, type: "carton", lengthCm: 100, widthCm: 60, heightCm: 50, weightKg: 20 }],
  extras: ["customs-clearance"],
  name: "Asha Patil",
  company: "Patil Auto Components",
  email: "asha@example.com",
  phone: "+91 98765 43210",
};
