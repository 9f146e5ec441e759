/**
 * The carriers a buyer's own container or air waybill most often belongs to (issue 31): when a number is not one of
 * ours, /track names its carrier from the container's owner code or the waybill's airline prefix and links to that
 * carrier's own tracking page. A small bundled table on purpose: the major container lines and cargo airlines serving
 * India; a number from anyone else still gets its check digit verified, only without a name.
 *
 * The addresses were written from the carriers' published sites and could not be opened from the machine this was
 * built on (no internet there); each one is the carrier's tracking page, or its cargo site where the tracking form is.
 */

export interface Carrier {
  name: string;
  /** Where the carrier's own tracking form is. */
  trackingUrl: string;
}

const maersk: Carrier = { name: "Maersk", trackingUrl: "https://www.maersk.com/tracking/" };
const msc: Carrier = { name: "MSC", trackingUrl: "https://www.msc.com/en/track-a-shipment" };
const cmaCgm: Carrier = { name: "CMA CGM", trackingUrl: "https://www.cma-cgm.com/ebusiness/tracking" };
const apl: Carrier = { name: "APL", trackingUrl: "https://www.apl.com/ebusiness/tracking" };
const cosco: Carrier = { name: "COSCO Shipping", trackingUrl: "https://elines.coscoshipping.com/ebusiness/cargotracking" };
const hapagLloyd: Carrier = {
  name: "Hapag-Lloyd",
  trackingUrl: "https://www.hapag-lloyd.com/en/online-business/track/track-by-container-solution.html",
};
const one: Carrier = {
  name: "Ocean Network Express (ONE)",
  trackingUrl: "https://ecomm.one-line.com/one-ecom/manage-shipment/cargo-tracking",
};
const evergreen: Carrier = { name: "Evergreen Line", trackingUrl: "https://ct.shipmentlink.com/servlet/TDB1_CargoTracking.do" };
const yangMing: Carrier = {
  name: "Yang Ming",
  trackingUrl: "https://www.yangming.com/e-service/track_trace/track_trace_cargo_tracking.aspx",
};
const hmm: Carrier = { name: "HMM", trackingUrl: "https://www.hmm21.com/e-service/general/trackNTrace/TrackNTrace.do" };
const zim: Carrier = { name: "ZIM", trackingUrl: "https://www.zim.com/tools/track-a-shipment" };
const oocl: Carrier = {
  name: "OOCL",
  trackingUrl: "https://www.oocl.com/eng/ourservices/eservices/cargotracking/Pages/cargotracking.aspx",
};
const wanHai: Carrier = { name: "Wan Hai Lines", trackingUrl: "https://www.wanhai.com/views/cargoTrack/CargoTrack.xhtml" };

/** Container owner codes (the first three letters of the BIC code) of the major lines, with their brands' legacy codes. */
export const containerLines: ReadonlyMap<string, Carrier> = new Map([
  ["MAE", maersk],
  ["MSK", maersk],
  ["MRK", maersk],
  ["MRS", maersk],
  ["MSC", msc],
  ["MED", msc],
  ["CMA", cmaCgm],
  ["CGM", cmaCgm],
  ["APL", apl],
  ["APZ", apl],
  ["APH", apl],
  ["CBH", cosco],
  ["CSN", cosco],
  ["CCL", cosco],
  ["HLC", hapagLloyd],
  ["HLX", hapagLloyd],
  ["HLB", hapagLloyd],
  ["ONE", one],
  ["NYK", one],
  ["MOL", one],
  ["KKF", one],
  ["EGH", evergreen],
  ["EIS", evergreen],
  ["EMC", evergreen],
  ["EGS", evergreen],
  ["YML", yangMing],
  ["YMM", yangMing],
  ["HDM", hmm],
  ["HMM", hmm],
  ["ZIM", zim],
  ["ZCS", zim],
  ["OOL", oocl],
  ["OOC", oocl],
  ["WHL", wanHai],
  ["WHS", wanHai],
]);

/** Air waybill prefixes (IATA accounting codes) of the major cargo airlines. */
export const cargoAirlines: ReadonlyMap<string, Carrier> = new Map([
  ["001", { name: "American Airlines Cargo", trackingUrl: "https://www.aacargo.com/" }],
  ["006", { name: "Delta Cargo", trackingUrl: "https://www.deltacargo.com/" }],
  ["016", { name: "United Cargo", trackingUrl: "https://www.unitedcargo.com/" }],
  ["020", { name: "Lufthansa Cargo", trackingUrl: "https://www.lufthansa-cargo.com/" }],
  ["057", { name: "Air France KLM Martinair Cargo", trackingUrl: "https://www.afklcargo.com/" }],
  ["074", { name: "Air France KLM Martinair Cargo", trackingUrl: "https://www.afklcargo.com/" }],
  ["098", { name: "Air India", trackingUrl: "https://www.airindia.com/" }],
  ["125", { name: "IAG Cargo (British Airways)", trackingUrl: "https://www.iagcargo.com/" }],
  ["131", { name: "JAL Cargo", trackingUrl: "https://www.jal.co.jp/jalcargo/" }],
  ["157", { name: "Qatar Airways Cargo", trackingUrl: "https://www.qrcargo.com/" }],
  ["160", { name: "Cathay Cargo", trackingUrl: "https://www.cathaycargo.com/" }],
  ["172", { name: "Cargolux", trackingUrl: "https://www.cargolux.com/" }],
  ["176", { name: "Emirates SkyCargo", trackingUrl: "https://www.skycargo.com/" }],
  ["180", { name: "Korean Air Cargo", trackingUrl: "https://cargo.koreanair.com/" }],
  ["205", { name: "ANA Cargo", trackingUrl: "https://www.anacargo.jp/" }],
  ["217", { name: "Thai Cargo", trackingUrl: "https://www.thaicargo.com/" }],
  ["235", { name: "Turkish Cargo", trackingUrl: "https://www.turkishcargo.com/" }],
  ["607", { name: "Etihad Cargo", trackingUrl: "https://www.etihadcargo.com/" }],
  ["618", { name: "Singapore Airlines Cargo", trackingUrl: "https://www.siacargo.com/" }],
  ["071", { name: "Ethiopian Cargo", trackingUrl: "https://cargo.ethiopianairlines.com/" }],
  ["065", { name: "Saudia Cargo", trackingUrl: "https://www.saudiacargo.com/" }],
  ["023", { name: "FedEx", trackingUrl: "https://www.fedex.com/" }],
  ["406", { name: "UPS", trackingUrl: "https://www.ups.com/" }],
  ["999", { name: "Air China Cargo", trackingUrl: "https://www.airchinacargo.com/" }],
]);
