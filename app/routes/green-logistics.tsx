import { CheckCircle2, Leaf, Recycle, Sun, Zap, type LucideIcon } from "lucide-react";
import { ForwardArrow } from "#app/components/ui/direction-icons";
import { FeatureCard } from "#app/components/content/feature-card";
import { MediaFigure } from "#app/components/content/media-figure";
import { ContactCta } from "#app/components/layout/contact-cta";
import { PageHero } from "#app/components/layout/page-hero";
import { Section } from "#app/components/layout/section";
import { Button } from "#app/components/ui/button";
import { ContentIcon } from "#app/components/ui/content-icon";
import { heroArt, replacedHero } from "#app/content/heroes";
import { contentOf } from "#app/content/localized";
import { Link } from "#app/i18n/link";
import { routeLanguage } from "#app/i18n/route-lang";
import { cn } from "#app/lib/cn";
import { fill } from "#contracts/fill";
import { pageMeta } from "#app/lib/meta";
import type { Route } from "./+types/green-logistics";

// The copy comes from the loader (prerendered into the page and its .data file), not the JS bundle.
export async function loader({ params, request }: Route.LoaderArgs) {
  const lang = routeLanguage(params, request);
  const { greenPage } = await contentOf(lang, "green");
  const { greenLogisticsPage: copy } = await contentOf(lang, "page-copy");
  const { heroes } = await contentOf(lang, "heroes");
  return { lang, ...greenPage, copy, ...replacedHero(heroes, "green") };
}

export function meta({ data }: Route.MetaArgs) {
  return data ? pageMeta({ ...data.meta, path: "/green-logistics", lang: data.lang }) : [];
}

/**
 * A slowly floating badge around the artwork (docs/product/product-spec.md §2.12). Purely decorative;
 * the shared reduced-motion rule in app.css stops it. Negative delays start
 * each badge mid-cycle so they do not move in step.
 */
function FloatingBadge({ icon: Icon, className, delay }: { icon: LucideIcon; className: string; delay: number }) {
  return (
    <span
      aria-hidden="true"
      style={{ animationDelay: `${-delay}s` }}
      className={cn(
        "animate-float pointer-events-none absolute z-10 inline-flex size-11 items-center justify-center rounded-full border border-border bg-card text-success shadow-md sm:size-12",
        className,
      )}
    >
      <Icon className="size-5 sm:size-6" />
    </span>
  );
}

export default function GreenLogistics({ loaderData }: Route.ComponentProps) {
  const { hero, roadmap, commitment, scales, calculatorTeaser, cta, copy } = loaderData;
  return (
    <>
      <PageHero eyebrow={hero.eyebrow} title={hero.title} lead={hero.lead} image={loaderData.heroImage ?? heroArt.green}>
        <Button asChild variant="accent" size="lg">
          <Link to="/co2-calculator">
            {hero.action}
            <ForwardArrow aria-hidden="true" />
          </Link>
        </Button>
      </PageHero>

      <Section id="roadmap" title={roadmap.title}>
        <div className="grid items-center gap-10 lg:grid-cols-2">
          <div>
            <h3 className="text-sm font-semibold tracking-widest text-success uppercase">{roadmap.missionLabel}</h3>
            <p className="mt-3 text-xl leading-snug font-semibold text-balance sm:text-2xl">{roadmap.mission}</p>
            <p className="mt-5 text-base leading-relaxed text-muted-foreground sm:text-lg">{roadmap.intro}</p>
          </div>
          <div className="relative px-4 py-4">
            <FloatingBadge icon={Leaf} delay={0} className="-top-1 left-0" />
            <FloatingBadge icon={Zap} delay={2} className="top-1/3 -right-1" />
            <FloatingBadge icon={Sun} delay={4} className="-bottom-1 left-1/4" />
            <MediaFigure image={roadmap.image} className="rounded-lg shadow-sm" />
          </div>
        </div>
        <ul className="mt-12 grid gap-6 md:grid-cols-3">
          {roadmap.targets.map((target) => (
            <li key={target.title}>
              <article className="flex h-full flex-col rounded-lg border border-border bg-card p-6 text-card-foreground shadow-sm">
                <span className="inline-flex size-11 items-center justify-center rounded-md bg-secondary text-secondary-foreground">
                  <ContentIcon name={target.icon} className="size-5" />
                </span>
                <h3 className="mt-5 text-lg font-semibold">{target.title}</h3>
                <p className="mt-1 flex items-baseline gap-2">
                  <span className="text-4xl font-bold tracking-tight text-success">{target.figure}</span>
                  <span className="text-sm font-medium text-muted-foreground">{fill(copy.targetYear, { year: target.year })}</span>
                </p>
                <p className="mt-3 text-sm leading-relaxed text-muted-foreground">{target.text}</p>
              </article>
            </li>
          ))}
        </ul>
      </Section>

      <Section id="commitment" tone="muted" title={commitment.title}>
        <div className="grid items-start gap-10 lg:grid-cols-2">
          <div className="space-y-4 text-base leading-relaxed text-muted-foreground">
            {commitment.paragraphs.map((paragraph) => (
              <p key={paragraph}>{paragraph}</p>
            ))}
            <h3 className="pt-2 text-lg font-semibold text-foreground">{commitment.practicesTitle}</h3>
            <ul className="space-y-3">
              {commitment.practices.map((practice) => (
                <li key={practice} className="flex gap-3">
                  <CheckCircle2 aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-success" />
                  <span className="text-foreground">{practice}</span>
                </li>
              ))}
            </ul>
          </div>
          <div className="relative px-4 py-4 lg:order-first">
            <FloatingBadge icon={Recycle} delay={1} className="top-6 -right-1" />
            <FloatingBadge icon={Leaf} delay={3.5} className="bottom-2 left-2" />
            <MediaFigure image={commitment.image} className="rounded-lg shadow-sm" />
          </div>
        </div>
      </Section>

      <Section id="scales" title={scales.title} intro={scales.intro}>
        <div className="grid items-center gap-10 lg:grid-cols-[1fr_1.1fr]">
          <ul className="grid gap-5">
            {scales.items.map((item) => (
              <li key={item.title}>
                <FeatureCard icon={item.icon} title={item.title} text={item.text} />
              </li>
            ))}
          </ul>
          <div className="relative px-4 py-4">
            <FloatingBadge icon={Sun} delay={2.5} className="-top-1 right-8" />
            <MediaFigure image={scales.image} className="rounded-lg shadow-sm" />
          </div>
        </div>
        <div className="mt-14 flex flex-col items-start gap-4 rounded-lg border border-border bg-secondary p-6 text-secondary-foreground sm:flex-row sm:items-center sm:justify-between">
          <div>
            <h3 className="text-lg font-semibold">{calculatorTeaser.title}</h3>
            <p className="mt-1 text-sm">{calculatorTeaser.text}</p>
          </div>
          <Button asChild variant="primary">
            <Link to="/co2-calculator">
              {calculatorTeaser.label}
              <ForwardArrow aria-hidden="true" />
            </Link>
          </Button>
        </div>
      </Section>

      <ContactCta {...cta} />
    </>
  );
}
