import { ArrowRight } from "lucide-react";
import { Link } from "react-router";
import type { MediaImage } from "#app/content/types";

export interface IndustryCardData {
  id: string;
  title: string;
  description: string;
  image: MediaImage;
}

/** A card on /industries; the whole card is the link's click target. */
export function IndustryCard({ industry, learnMore }: { industry: IndustryCardData; learnMore: string }) {
  return (
    <article data-industry-card={industry.id} className="group relative flex h-full flex-col overflow-hidden rounded-lg border border-border bg-card text-card-foreground shadow-sm transition-shadow hover:shadow-lg">
      <div className="aspect-video overflow-hidden bg-muted">
        <img
          src={industry.image.src}
          alt={industry.image.alt}
          width={industry.image.width}
          height={industry.image.height}
          loading="lazy"
          decoding="async"
          className="size-full object-cover transition-transform duration-500 group-hover:scale-[1.03] motion-reduce:transition-none"
        />
      </div>
      <div className="flex flex-1 flex-col p-6">
        <h3 className="text-xl font-semibold">
          {industry.title}
        </h3>
        <p className="mt-2 flex-1 text-sm leading-relaxed text-muted-foreground">{industry.description}</p>
        <Link
          to={`/industries/${industry.id}`}
          prefetch="intent"
          className="mt-5 inline-flex items-center gap-1.5 self-start font-semibold text-primary underline-offset-4 group-hover:underline after:absolute after:inset-0 after:content-['']"
        >
          {learnMore}
          <span className="sr-only"> about {industry.title}</span>
          <ArrowRight aria-hidden="true" className="size-4 transition-transform group-hover:translate-x-0.5 rtl:rotate-180" />
        </Link>
      </div>
    </article>
  );
}
