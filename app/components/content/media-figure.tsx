import type { MediaImage } from "#app/content/types";
import { cn } from "#app/lib/cn";

/** A sized, lazily loaded illustration (with its dark variant when it has one). */
export function MediaFigure({ image, className, eager = false }: { image: MediaImage; className?: string; eager?: boolean }) {
  const common = {
    width: image.width,
    height: image.height,
    loading: eager ? ("eager" as const) : ("lazy" as const),
    decoding: "async" as const,
  };
  // Without a dark variant, a light-background illustration is dimmed in the dark theme rather than glaring.
  if (!image.srcDark)
    return (
      <img
        src={image.src}
        srcSet={image.srcSet}
        alt={image.alt}
        {...common}
        className={cn("h-auto w-full dark:brightness-[0.8] dark:contrast-[1.05]", className)}
      />
    );
  return (
    <>
      <img src={image.src} alt={image.alt} {...common} className={cn("h-auto w-full dark:hidden", className)} />
      <img src={image.srcDark} alt={image.alt} {...common} className={cn("hidden h-auto w-full dark:block", className)} />
    </>
  );
}
