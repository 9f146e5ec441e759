import { BackArrow } from "#app/components/ui/direction-icons";
import { Button } from "#app/components/ui/button";
import type { IndustryDetailPageCopy } from "#app/content/page-copy";
import type { MediaImage } from "#app/content/types";
import { Link } from "#app/i18n/link";

/**
 * The top of an industry page: title, description and the way back on the
 * navy band, the industry's artwork framed beside them (whole, not cropped).
 */
export function IndustryHero({
  title,
  description,
  image,
  copy,
}: {
  title: string;
  description: string;
  image: MediaImage;
  copy: Pick<IndustryDetailPageCopy, "backLink" | "heroEyebrow">;
}) {
  return (
    <section className="relative isolate overflow-hidden bg-brand-navy pt-16 text-white">
      <div
        aria-hidden="true"
        className="absolute inset-0 -z-10 bg-[radial-gradient(ellipse_at_top_right,rgb(29_78_137/0.55),transparent_60%)]"
      />
      <div className="mx-auto grid max-w-7xl items-center gap-10 px-page py-12 md:py-16 lg:grid-cols-[minmax(0,1fr)_minmax(0,1.05fr)] lg:gap-14">
        <div>
          <Button asChild variant="onDark" size="sm">
            <Link to="/industries" prefetch="intent">
              <BackArrow aria-hidden="true" />
              {copy.backLink}
            </Link>
          </Button>
          <p className="mt-6 text-sm font-semibold tracking-widest text-accent uppercase">{copy.heroEyebrow}</p>
          <h1 className="mt-2 text-3xl font-bold tracking-tight text-balance sm:text-4xl md:text-5xl">{title}</h1>
          <p className="mt-4 max-w-xl text-base text-pretty text-slate-200 sm:text-lg">{description}</p>
        </div>
        <img
          src={image.src}
          srcSet={image.srcSet}
          alt={image.alt}
          width={image.width}
          height={image.height}
          fetchPriority="high"
          decoding="async"
          className="aspect-video w-full rounded-xl object-cover shadow-2xl ring-1 ring-white/15"
        />
      </div>
    </section>
  );
}
