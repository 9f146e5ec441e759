/** The brands in the sprite public/media/brands.svg: simplified single-path marks (lucide has no brand glyphs). */
export type BrandName = "x" | "linkedin" | "instagram" | "whatsapp";

/**
 * A brand's mark from the sprite, so the footer's and the chat button's glyphs cost no JavaScript
 * (issue 18), as content icons do (content-icon.tsx). Decorative: hidden from assistive technology.
 */
export function BrandIcon({ name, className }: { name: BrandName; className?: string }) {
  return (
    <svg viewBox="0 0 24 24" fill="currentColor" aria-hidden="true" focusable="false" className={className}>
      <use href={`/media/brands.svg#${name}`} />
    </svg>
  );
}
