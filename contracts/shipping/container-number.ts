/**
 * ISO 6346 container numbers (issue 31): three letters of the owner code, the equipment category (U freight
 * container, J detachable equipment, Z trailer or chassis), six serial digits and a check digit. The check digit is
 * the sum of each of the first ten characters' values times 2^position, modulo 11, with 10 written as 0.
 */

export interface ContainerNumber {
  /** The eleven characters, upper case, without spaces or hyphens. */
  number: string;
  /** The three-letter owner code (the BIC code's first three letters). */
  owner: string;
  category: "U" | "J" | "Z";
}

const shape = /^([A-Z]{3})([UJZ])(\d{6})(\d)$/;

/**
 * The letters' values: A is 10, counting up and skipping the multiples of 11 (11, 22, 33), which would weigh like a
 * neighbouring position.
 */
const letterValues: ReadonlyMap<string, number> = (() => {
  const values = new Map<string, number>();
  let value = 10;
  for (const letter of "ABCDEFGHIJKLMNOPQRSTUVWXYZ") {
    if (value % 11 === 0) value++;
    values.set(letter, value++);
  }
  return values;
})();

/** Upper case, without the spaces, hyphens and slashes people type between the parts ("CSQU 305438-3"). */
export function normaliseContainerNumber(input: string) {
  return input.toUpperCase().replace(/[\s\-/]/g, "");
}

/** The check digit of a container number's first ten characters. */
export function containerCheckDigit(firstTen: string) {
  let sum = 0;
  for (let position = 0; position < 10; position++) {
    const character = firstTen[position]!;
    const value = letterValues.get(character) ?? Number(character);
    sum += value * 2 ** position;
  }
  return (sum % 11) % 10;
}

/** The container number read from `input`, or null when it is not eleven characters of the standard's shape or its check digit is wrong. */
export function parseContainerNumber(input: string): ContainerNumber | null {
  const number = normaliseContainerNumber(input);
  const match = shape.exec(number);
  if (!match) return null;
  if (containerCheckDigit(number.slice(0, 10)) !== Number(match[4])) return null;
  return { number, owner: match[1]!, category: match[2] as ContainerNumber["category"] };
}
