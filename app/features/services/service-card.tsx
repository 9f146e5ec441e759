import { ArrowRight } from "lucide-react";
import { Link } from "react-router";
import type { MediaImage } from "#app/content/types";
import { AlternatingImage } from "./alternating-image";

export interface ServiceCardData {
  number: number;
  title: string;
  cardDescription: string;
  cardImages: readonly MediaImage[];
}

/** A card on /services; the whole card is the link's click target. */
export function ServiceCard({ service, learnMore, delayMs, paused }: { service: ServiceCardData; learnMore: string; delayMs: number; paused: boolean }) {
  return (
    <article data-service-card={service.number} className="group relative flex h-full flex-col overflow-hidden rounded-lg border border-border bg-card text-card-foreground shadow-sm transition-shadow hover:shadow-lg">
      <AlternatingImage images={service.cardImages} delayMs={delayMs} paused={paused} />
      <div className="flex flex-1 flex-col p-6">
        <p aria-hidden="true" className="text-xs font-semibold tracking-widest text-primary tabular-nums">
          {String(service.number).padStart(2, "0")}
        </p>
        <h3 className="mt-1 text-xl font-semibold">
          {service.title}
        </h3>
        <p className="mt-2 flex-1 text-sm leading-relaxed text-muted-foreground">{service.cardDescription}</p>
        <Link
          to={`/services/service${service.number}`}
          prefetch="intent"
          className="mt-5 inline-flex items-center gap-1.5 self-start font-semibold text-primary underline-offset-4 group-hover:underline after:absolute after:inset-0 after:content-['']"
        >
          {learnMore}
          <span className="sr-only"> about {service.title}</span>
          <ArrowRight aria-hidden="true" className="size-4 transition-transform group-hover:translate-x-0.5 rtl:rotate-180" />
        </Link>
      </div>
    </article>
  );
}
