/**
 * IATA air waybill numbers (issue 31): the airline's three-digit prefix, then an eight-digit serial whose last digit
 * is the first seven digits' remainder modulo 7.
 */

export interface AirWaybill {
  /** Eleven digits, without the hyphen or spaces. */
  number: string;
  /** The issuing airline's three-digit prefix (IATA accounting code). */
  prefix: string;
  /** Written the way waybills print it: "176-12345675". */
  display: string;
}

/** Digits only: people write "176-1234 5675". */
export function normaliseAirWaybill(input: string) {
  return input.replace(/[\s\-.]/g, "");
}

/** The check digit of an air waybill's seven-digit serial. */
export function airWaybillCheckDigit(serialSeven: string) {
  return Number(serialSeven) % 7;
}

/** The air waybill read from `input`, or null when it is not eleven digits or its check digit is wrong. */
export function parseAirWaybill(input: string): AirWaybill | null {
  const number = normaliseAirWaybill(input);
  if (!/^\d{11}$/.test(number)) return null;
  if (airWaybillCheckDigit(number.slice(3, 10)) !== Number(number[10])) return null;
  const prefix = number.slice(0, 3);
  return { number, prefix, display: `${prefix}-${number.slice(3)}` };
}
