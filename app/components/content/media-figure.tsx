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
  if (!image.srcDark) return <img src={image.src} alt={image.alt} {...common} className={cn("h-auto w-full", className)} />;
  return (
    <>
      <img src={image.src} alt={image.alt} {...common} className={cn("h-auto w-full dark:hidden", className)} />
      <img src={image.srcDark} alt={image.alt} {...common} className={cn("hidden h-auto w-full dark:block", className)} />
    </>
  );
}
