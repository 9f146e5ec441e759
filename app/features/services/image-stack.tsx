import type { MediaImage } from "#app/content/types";
import { cn } from "#app/lib/cn";

/**
 * Images stacked in one box (the parent sizes it, so nothing shifts) with one
 * of them shown. Hidden ones are aria-hidden: assistive technology hears only
 * the visible image's alt text.
 */
export function ImageStack({
  images,
  active,
  transition,
  priority = false,
  className,
}: {
  images: readonly MediaImage[];
  active: number;
  /** "crossfade" for cards; "blur" is the detail hero's 1 s fade with blur (docs/product/product-spec.md §2.5). */
  transition: "crossfade" | "blur";
  /** The first image is the page's largest paint: load it eagerly, first. */
  priority?: boolean;
  className?: string;
}) {
  return images.map((image, i) => {
    const shown = i === active;
    const eager = priority && i === 0;
    return (
      <img
        key={`${i}-${image.src}`}
        src={image.src}
        srcSet={image.srcSet}
        alt={image.alt}
        width={image.width}
        height={image.height}
        loading={eager ? "eager" : "lazy"}
        fetchPriority={eager ? "high" : undefined}
        decoding="async"
        aria-hidden={shown ? undefined : true}
        data-active={shown}
        className={cn(
          "absolute inset-0 size-full object-cover ease-in-out motion-reduce:transition-none",
          transition === "blur" ? "transition-[opacity,filter] duration-1000" : "transition-opacity duration-700",
          shown ? "opacity-100" : "opacity-0",
          transition === "blur" && !shown && "blur-md",
          className,
        )}
      />
    );
  });
}
