/** Two-digit trunk codes of India's largest cities; other landlines are written with a three-digit code. */
const twoDigitAreas = new Set(["11", "20", "22", "33", "40", "44", "79", "80"]);

/**
 * A phone number in E.164 as people read it: Indian mobiles as +91 98204 12400, landlines with their area code
 * (+91 22 6971 2400); any other number as it is stored. Done on the server, so no formatter reaches the browser.
 */
export function phoneDisplay(value: string): string {
  const national = /^\+91(\d{10})$/.exec(value)?.[1];
  if (!national) return value;
  if (/^[6-9]/.test(national)) return `+91 ${national.slice(0, 5)} ${national.slice(5)}`;
  const area = twoDigitAreas.has(national.slice(0, 2)) ? 2 : 3;
  const rest = national.slice(area);
  const split = rest.length - 4;
  return `+91 ${national.slice(0, area)} ${rest.slice(0, split)} ${rest.slice(split)}`;
}
