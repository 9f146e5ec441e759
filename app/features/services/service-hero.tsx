import { Pause, Play } from "lucide-react";
import { BackArrow } from "#app/components/ui/direction-icons";
import { useState } from "react";
import { Button } from "#app/components/ui/button";
import type { ServiceDetailPageCopy } from "#app/content/page-copy";
import type { MediaImage } from "#app/content/types";
import { Link } from "#app/i18n/link";
import { cn } from "#app/lib/cn";
import { ImageStack } from "./image-stack";
import { usePrefersReducedMotion } from "./use-reduced-motion";
import { useRotation } from "./use-rotation";

/**
 * The 400 px hero of a service page (docs/product/product-spec.md §2.5). Several images run as a
 * slideshow: 3 s each, a 1 s fade with blur, back to the first after the last.
 * A pause button gives visitors control over the motion (WCAG 2.2.2).
 */
export function ServiceHero({
  title,
  lead,
  images,
  copy,
}: {
  title: string;
  lead: string;
  images: readonly MediaImage[];
  copy: Pick<ServiceDetailPageCopy, "backLink" | "playSlideshow" | "pauseSlideshow">;
}) {
  const [paused, setPaused] = useState(false);
  const reducedMotion = usePrefersReducedMotion();
  const active = useRotation(images.length, { paused });
  const slideshow = images.length > 1;

  return (
    <section data-hero className="relative isolate h-[400px] overflow-hidden bg-brand-navy text-white">
      <div data-slideshow={slideshow || undefined} className="absolute inset-y-0 end-0 -z-20 w-full md:w-[60%] print:hidden">
        <ImageStack images={images} active={active} transition="blur" priority />
      </div>
      {/* Navy behind the text, fading into the artwork; darker at the top for the navigation bar. */}
      <div
        aria-hidden="true"
        className="absolute inset-0 -z-10 bg-[#06182e]/85 md:bg-transparent md:bg-gradient-to-r md:from-[#06182e] md:from-45% md:via-[#06182e]/75 md:via-60% md:to-[#06182e]/5 rtl:md:bg-gradient-to-l"
      />
      <div aria-hidden="true" className="absolute inset-x-0 top-0 -z-10 h-28 bg-gradient-to-b from-brand-navy/80 to-transparent" />
      <div className="mx-auto flex h-full max-w-7xl flex-col justify-end px-page pt-16 pb-10 md:pb-12">
        <div className="max-w-xl">
          <Button asChild variant="onDark" size="sm">
            <Link to="/services" prefetch="intent">
              <BackArrow aria-hidden="true" />
              {copy.backLink}
            </Link>
          </Button>
          <h1 className="mt-5 text-3xl font-bold tracking-tight text-balance sm:text-4xl md:text-5xl">{title}</h1>
          <p className="mt-3 text-base text-pretty text-slate-200 sm:text-lg">{lead}</p>
        </div>
      </div>
      {slideshow && !reducedMotion && (
        /* From sm up the side tabs hold the page's end edge (about 40 px): keep clear of them. */
        <div className="absolute end-4 top-20 flex items-center gap-3 sm:end-16 md:top-auto md:bottom-5 print:hidden">
          <span aria-hidden="true" className="flex gap-1.5">
            {images.map((image, i) => (
              <span
                key={`${i}-${image.src}`}
                className={cn("h-1.5 rounded-full bg-white transition-all duration-500", i === active ? "w-6" : "w-1.5 opacity-50")}
              />
            ))}
          </span>
          <button
            type="button"
            onClick={() => setPaused((p) => !p)}
            aria-label={paused ? copy.playSlideshow : copy.pauseSlideshow}
            className="inline-flex size-9 items-center justify-center rounded-full border border-white/60 bg-brand-navy/60 text-white backdrop-blur transition-colors hover:bg-brand-navy/90"
          >
            {paused ? <Play aria-hidden="true" className="size-4" /> : <Pause aria-hidden="true" className="size-4" />}
          </button>
        </div>
      )}
    </section>
  );
}
