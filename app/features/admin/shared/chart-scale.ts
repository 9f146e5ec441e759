/** The smallest "round" number ≥ value, so a chart's axis reads 0 / 5 / 10 rather than 0 / 3.5 / 7. */
export function niceMax(value: number) {
  if (value <= 4) return 4;
  const magnitude = 10 ** Math.floor(Math.log10(value));
  for (const step of [1, 2, 2.5, 5, 10]) if (step * magnitude >= value) return step * magnitude;
  return 10 * magnitude;
}
