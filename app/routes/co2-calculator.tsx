import { ForwardArrow } from "#app/components/ui/direction-icons";
import { FeatureCard } from "#app/components/content/feature-card";
import { ContactCta } from "#app/components/layout/contact-cta";
import { PageHero } from "#app/components/layout/page-hero";
import { Section } from "#app/components/layout/section";
import { contentOf } from "#app/content/localized";
import { Co2Calculator, estimateFromForm } from "#app/features/co2/co2-calculator";
import { emissionFactors, transportModes } from "#app/features/co2/emission";
import { formCopyOf } from "#app/i18n/form-copy.server";
import { intlLocaleOf } from "#app/i18n/languages";
import { Link } from "#app/i18n/link";
import { routeLanguage } from "#app/i18n/route-lang";
import { pageMeta } from "#app/lib/meta";
import type { Route } from "./+types/co2-calculator";

// The copy comes from the loader (prerendered into the page and its .data file), not the JS bundle.
export async function loader({ params, request }: Route.LoaderArgs) {
  const lang = routeLanguage(params, request);
  const [{ co2Page }, { co2Form }, formCopy, { heroes }] = await Promise.all([
    contentOf(lang, "green"),
    contentOf(lang, "forms"),
    formCopyOf(lang, "co2"),
    contentOf(lang, "heroes"),
  ]);
  const table = { mode: co2Form.tableMode, use: co2Form.tableUse, modes: co2Form.modes };
  return { lang, ...co2Page, heroImage: heroes.co2, table, formCopy };
}

/** The calculator posted without JavaScript: the page answers with the estimate (issue 17). */
export async function action({ request }: Route.ActionArgs) {
  return estimateFromForm(request);
}

export function meta({ data }: Route.MetaArgs) {
  return data ? pageMeta({ ...data.meta, path: "/co2-calculator", lang: data.lang }) : [];
}

export default function Co2CalculatorPage({ loaderData, actionData }: Route.ComponentProps) {
  const { hero, explainer, tips, cta, table } = loaderData;
  const locale = intlLocaleOf(loaderData.lang);
  return (
    <>
      <PageHero eyebrow={hero.eyebrow} title={hero.title} lead={hero.lead} image={loaderData.heroImage} />

      <Section id="calculator">
        <div className="grid items-start gap-10 lg:grid-cols-[1fr_1.15fr]">
          {/* The form comes first for keyboard and screen-reader users, and on phones; on wide screens it sits right. */}
          <div className="lg:order-last">
            <Co2Calculator served={actionData} copy={loaderData.formCopy.co2!.ui} />
          </div>
          <div>
            <h2 className="text-2xl font-bold tracking-tight sm:text-3xl">{explainer.title}</h2>
            <div className="mt-4 space-y-4 text-base leading-relaxed text-muted-foreground">
              {explainer.paragraphs.map((paragraph) => (
                <p key={paragraph}>{paragraph}</p>
              ))}
            </div>
            <div className="mt-6 overflow-hidden rounded-lg border border-border bg-card">
              <table className="w-full text-sm">
                <caption className="px-4 pt-3 pb-2 text-start font-semibold">{explainer.factorsCaption}</caption>
                <thead className="bg-muted">
                  <tr>
                    <th scope="col" className="px-4 py-2 text-start font-semibold">
                      {table.mode}
                    </th>
                    <th scope="col" className="px-4 py-2 text-end font-semibold whitespace-nowrap">
                      {explainer.factorsUnit}
                    </th>
                    <th scope="col" className="hidden px-4 py-2 text-start font-semibold sm:table-cell">
                      {table.use}
                    </th>
                  </tr>
                </thead>
                <tbody>
                  {transportModes.map((mode) => (
                    <tr key={mode} className="border-t border-border">
                      <th scope="row" className="px-4 py-2 text-start font-medium">
                        {table.modes[mode]}
                      </th>
                      <td className="px-4 py-2 text-end tabular-nums">
                        {emissionFactors[mode].toLocaleString(locale, { maximumFractionDigits: 20 })}
                      </td>
                      <td className="hidden px-4 py-2 text-muted-foreground sm:table-cell">{explainer.typicalUse[mode]}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
            <p id="factor-basis" className="mt-4 text-sm leading-relaxed text-muted-foreground">
              {explainer.basis}
            </p>
          </div>
        </div>
      </Section>

      <Section id="lower-emissions" tone="muted" title={tips.title}>
        <ul className="grid gap-6 md:grid-cols-3">
          {tips.items.map((tip) => (
            <li key={tip.title}>
              <FeatureCard icon={tip.icon} title={tip.title} text={tip.text} />
            </li>
          ))}
        </ul>
        <p className="mt-8">
          <Link
            to="/green-logistics"
            className="inline-flex items-center gap-1 font-semibold text-primary underline-offset-4 hover:underline"
          >
            {tips.greenLink} <ForwardArrow aria-hidden="true" className="size-4" />
          </Link>
        </p>
      </Section>

      <ContactCta {...cta} />
    </>
  );
}
