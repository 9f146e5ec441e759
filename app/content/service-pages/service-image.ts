/** Card and hero artwork: public/media/services/service{n}-{a|b}.svg, 800×500. */
export function image(n: number, variant: "a" | "b", alt: string) {
  return { src: `/media/services/service${n}-${variant}.svg`, width: 800, height: 500, alt };
}
