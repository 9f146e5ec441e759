import type { ReactNode } from "react";
import type { MediaImage } from "#app/content/types";
import { cn } from "#app/lib/cn";

/**
 * The top of every content page: artwork behind a dark gradient, the page's
 * one h1, an optional lead and actions. The image is the page's largest paint,
 * so it loads eagerly with high priority.
 */
export function PageHero({
  title,
  lead,
  image,
  eyebrow,
  children,
  className,
}: {
  title: ReactNode;
  lead?: ReactNode;
  /** Drawn behind the text with an empty alt: the page's words say what it is about. */
  image: Omit<MediaImage, "alt">;
  eyebrow?: ReactNode;
  children?: ReactNode;
  className?: string;
}) {
  return (
    <section
      data-hero
      className={cn(
        "relative isolate flex min-h-[380px] items-end overflow-hidden bg-brand-navy pt-16 text-white md:min-h-[440px]",
        className,
      )}
    >
      <img
        src={image.src}
        srcSet={image.srcSet}
        alt=""
        width={image.width}
        height={image.height}
        fetchPriority="high"
        decoding="async"
        className="absolute inset-0 -z-10 size-full object-cover"
      />
      {/*
        The scrim under the text. On phones the text spans the width, so it is even; from md up it fades
        away from the text's side (the start side: left, or right in Arabic). Measured from rendered
        pixels at 360 and 1440 px in both directions (tests/e2e/look.spec.ts), not assumed.
      */}
      <div
        aria-hidden="true"
        data-scrim
        className="absolute inset-0 -z-10 bg-[#06182e]/85 md:bg-transparent md:bg-gradient-to-r md:from-[#06182e]/95 md:via-[#0b2545]/85 md:via-60% md:to-[#0b2545]/40 rtl:md:bg-gradient-to-l"
      />
      <div className="mx-auto w-full max-w-7xl px-page py-12 md:py-16">
        {eyebrow && <p className="text-sm font-semibold tracking-widest text-accent uppercase">{eyebrow}</p>}
        <h1 className="mt-2 max-w-3xl text-3xl font-bold tracking-tight text-balance sm:text-4xl md:text-5xl">{title}</h1>
        {lead && <p className="mt-4 max-w-2xl text-base text-pretty text-slate-200 sm:text-lg">{lead}</p>}
        {children && <div className="mt-7 flex flex-wrap gap-3">{children}</div>}
      </div>
    </section>
  );
}
