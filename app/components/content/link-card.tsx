import { ForwardArrow } from "#app/components/ui/direction-icons";
import type { ComponentProps, ReactNode } from "react";
import type { MediaImage } from "#app/content/types";
import { Link } from "#app/i18n/link";
import { cn } from "#app/lib/cn";

/**
 * A card of the /services and /industries grids: media, an optional number,
 * a title, a short text and a 'Learn More' link whose click target is the
 * whole card. Other attributes (a data-* hook) go to the card's <article>.
 */
export function LinkCard({
  to,
  title,
  text,
  linkLabel,
  linkContext,
  media,
  number,
  ...article
}: {
  to: string;
  title: string;
  text: string;
  linkLabel: string;
  /** Read after the link label by screen readers, so the link makes sense alone ("about Warehousing"). */
  linkContext: string;
  media: ReactNode;
  number?: number;
} & Omit<ComponentProps<"article">, "children" | "title" | "className">) {
  return (
    <article
      {...article}
      className="group relative flex h-full flex-col overflow-hidden rounded-lg border border-border bg-card text-card-foreground shadow-sm transition-shadow hover:shadow-lg"
    >
      {media}
      <div className="flex flex-1 flex-col p-6">
        {number !== undefined && (
          <p aria-hidden="true" className="text-xs font-semibold tracking-widest text-primary tabular-nums">
            {String(number).padStart(2, "0")}
          </p>
        )}
        <h3 className={cn(number !== undefined && "mt-1", "text-xl font-semibold")}>{title}</h3>
        <p className="mt-2 flex-1 text-sm leading-relaxed text-muted-foreground">{text}</p>
        <Link
          to={to}
          prefetch="intent"
          className="mt-5 inline-flex items-center gap-1.5 self-start font-semibold text-primary underline-offset-4 group-hover:underline after:absolute after:inset-0 after:content-['']"
        >
          {linkLabel}
          <span className="sr-only">{` ${linkContext}`}</span>
          <ForwardArrow
            aria-hidden="true"
            className="size-4 transition-transform group-hover:translate-x-0.5 rtl:group-hover:-translate-x-0.5"
          />
        </Link>
      </div>
    </article>
  );
}

/** A link card's still image, drawn in a little when the card is hovered. */
export function LinkCardImage({ image }: { image: MediaImage }) {
  return (
    <div className="aspect-video overflow-hidden bg-muted">
      <img
        src={image.src}
        srcSet={image.srcSet}
        alt={image.alt}
        width={image.width}
        height={image.height}
        loading="lazy"
        decoding="async"
        className="size-full object-cover transition-transform duration-500 group-hover:scale-[1.03] motion-reduce:transition-none"
      />
    </div>
  );
}
