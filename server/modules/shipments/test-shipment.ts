/** A sea shipment as staff book it directly, for the shipments and tracking tests. */
export const seaShipment = {
  mode: "sea-fcl",
  origin: "Nhava Sheva (INNSA)",
  destination: "Rotterdam (NLRTM)",
  carrier: "Maersk",
  voyage: "Maersk Essen / 245W",
  transportDocument: "MAEU245000123",
  cargoSummary: "2 × 40' HC, cotton yarn, 48,000 kg",
  customerName: "Anita Desai",
  customerEmail: "Anita.Desai@example.com",
  customerLanguage: "hi",
  containers: ["CSQU3054383", "msku 907032-3"],
};
