import { useEffect, useRef, useState } from "react";
import { defaultBlogImage } from "#contracts/blog";
import { siteImageSrcSet } from "#contracts/site-image-paths";
import { cn } from "#app/lib/cn";
import { useBlogCopy } from "./blog-copy-context";

type Stage = "own" | "default" | "none";

/**
 * A post's image in a box of fixed shape (16:9, or filling a hero), so nothing moves while it
 * loads or fails. docs/product/product-spec.md §2.7: a failed image falls back to the default blog
 * image; if that fails too, the box says 'Image not available'.
 */
export function BlogImage({
  src,
  alt = "",
  className,
  eager = false,
  highPriority = false,
  fill = false,
}: {
  src: string;
  alt?: string;
  className?: string;
  /** Above the fold: load at once instead of lazily. */
  eager?: boolean;
  /** The page's largest paint (a post's hero). */
  highPriority?: boolean;
  /** Cover the positioned parent (a hero) instead of keeping 16:9. */
  fill?: boolean;
}) {
  const [state, setState] = useState<{ src: string; stage: Stage }>({ src, stage: src ? "own" : "default" });
  // A new post in the same place (client navigation) starts again from its own image.
  const stage = state.src === src ? state.stage : src ? "own" : "default";
  const image = useRef<HTMLImageElement>(null);
  const { chrome } = useBlogCopy();

  // An uploaded image comes in the widths the column needs (a phone's, a wide screen's); the site's SVGs in one.
  const srcSet = stage === "own" ? siteImageSrcSet(src) : undefined;

  const fail = () => setState({ src, stage: stage === "own" && src !== defaultBlogImage ? "default" : "none" });

  useEffect(() => {
    // An image that failed before hydration fired its error event before React listened.
    const element = image.current;
    if (element?.complete && element.naturalWidth === 0) fail();
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [src, stage]);

  return (
    <div className={cn(fill ? "absolute inset-0" : "relative aspect-[16/9]", "overflow-hidden bg-muted", className)}>
      {stage === "none" ? (
        <p
          className="absolute inset-0 flex items-center justify-center p-4 text-center text-sm font-medium text-muted-foreground"
          data-testid="image-unavailable"
        >
          {chrome.imageUnavailable}
        </p>
      ) : (
        <img
          ref={image}
          src={stage === "own" ? src : defaultBlogImage}
          srcSet={srcSet}
          sizes={srcSet && (fill ? "100vw" : "(min-width: 1024px) 50vw, 100vw")}
          alt={alt}
          width={1200}
          height={675}
          loading={eager || highPriority ? "eager" : "lazy"}
          fetchPriority={highPriority ? "high" : undefined}
          decoding="async"
          onError={fail}
          className="absolute inset-0 size-full object-cover"
        />
      )}
    </div>
  );
}
