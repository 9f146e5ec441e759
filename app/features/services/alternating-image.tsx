import type { MediaImage } from "#app/content/types";
import { cn } from "#app/lib/cn";
import { ImageStack } from "./image-stack";
import { useRotation } from "./use-rotation";

/** A card's two images, cross-fading every 3 s on the card's own timer (docs/product/product-spec.md §2.5). */
export function AlternatingImage({
  images,
  delayMs,
  paused,
  className,
}: {
  images: readonly MediaImage[];
  delayMs?: number;
  paused?: boolean;
  className?: string;
}) {
  const active = useRotation(images.length, { delayMs, paused });
  const first = images[0];
  return (
    <div
      className={cn("relative overflow-hidden bg-muted", className)}
      style={first ? { aspectRatio: `${first.width} / ${first.height}` } : undefined}
    >
      <ImageStack images={images} active={active} transition="crossfade" />
    </div>
  );
}
