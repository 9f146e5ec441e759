import type { IconName } from "#contracts/icons";

/**
 * Renders an icon named by content from the sprite public/media/icons.svg
 * (built by scripts/build-icon-sprite.tsx), so content icons cost no
 * JavaScript. Decorative: hidden from assistive technology.
 */
export function ContentIcon({ name, className }: { name: IconName; className?: string }) {
  return (
    <svg
      aria-hidden="true"
      focusable="false"
      className={className}
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
      width={24}
      height={24}
    >
      <use href={`/media/icons.svg#${name}`} />
    </svg>
  );
}
