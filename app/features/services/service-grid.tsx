import { Pause, Play } from "lucide-react";
import { useState } from "react";
import { LinkCard } from "#app/components/content/link-card";
import { Button } from "#app/components/ui/button";
import type { ServicesPageCopy } from "#app/content/page-copy";
import type { MediaImage } from "#app/content/types";
import { useT } from "#app/i18n/i18n-provider";
import { fill } from "#contracts/fill";
import { AlternatingImage } from "./alternating-image";
import { usePrefersReducedMotion } from "./use-reduced-motion";

export interface ServiceCardData {
  number: number;
  title: string;
  cardDescription: string;
  cardImages: readonly MediaImage[];
}

/** Card n starts its 3 s rhythm this much later than card n-1, so the grid never flips all at once. */
const staggerMs = 250;

/** The twelve service cards, with one control that stops their image rotation (WCAG 2.2.2). */
export function ServiceGrid({
  services,
  copy,
}: {
  services: readonly ServiceCardData[];
  copy: Pick<ServicesPageCopy, "pauseRotation" | "resumeRotation" | "cardLinkContext">;
}) {
  const t = useT();
  const reducedMotion = usePrefersReducedMotion();
  const [paused, setPaused] = useState(false);
  return (
    <>
      {!reducedMotion && (
        <div className="-mt-4 mb-6 flex justify-end">
          <Button variant="ghost" size="sm" onClick={() => setPaused((p) => !p)}>
            {paused ? <Play aria-hidden="true" /> : <Pause aria-hidden="true" />}
            {paused ? copy.resumeRotation : copy.pauseRotation}
          </Button>
        </div>
      )}
      <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
        {services.map((service, i) => (
          <li key={service.number}>
            <LinkCard
              data-service-card={service.number}
              to={`/services/service${service.number}`}
              number={service.number}
              title={service.title}
              text={service.cardDescription}
              linkLabel={t("common.learnMore")}
              linkContext={fill(copy.cardLinkContext, { title: service.title })}
              media={<AlternatingImage images={service.cardImages} delayMs={i * staggerMs} paused={paused} />}
            />
          </li>
        ))}
      </ul>
    </>
  );
}
