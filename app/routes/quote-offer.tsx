import { contentOf } from "#app/content/localized";
import { answeredFrom, QuoteOfferPage } from "#app/features/quote-offer/quote-offer-page";
import { routeLanguage } from "#app/i18n/route-lang";
import { site } from "#app/content/site";
import { pageMeta } from "#app/lib/meta";
import { quoteOfferPaths } from "#contracts/forms/quote-offer-fields";
import type { Route } from "./+types/quote-offer";

/**
 * The priced quote behind the personal link of its e-mail (issue 31), read per request in the page's language.
 * Reading changes nothing (mail scanners open links); the answers are posts to the API.
 */
export async function loader({ params, request, context }: Route.LoaderArgs) {
  const lang = routeLanguage(params, request);
  const url = new URL(request.url);
  const token = url.searchParams.get("t") ?? "";
  const [{ quoteOfferCopy: copy }, view] = await Promise.all([
    contentOf(lang, "quote-offer"),
    token ? context.quoteOffers.view(token, lang) : Promise.resolve(null),
  ]);
  return { lang, copy, view, token, result: url.searchParams.get("result"), form: url.searchParams.get("form") };
}

/** A personal page: never stored by a cache on the way, never indexed. */
export function headers() {
  return { "Cache-Control": "no-store", "X-Robots-Tag": "noindex, nofollow" };
}

export function meta({ data }: Route.MetaArgs) {
  if (!data) return [];
  return pageMeta({
    title: `${data.copy.metaTitle} | ${site.name}`,
    description: data.copy.description,
    keywords: [],
    path: quoteOfferPaths.page,
    lang: data.lang,
    noindex: true,
  });
}

export default function QuoteOffer({ loaderData }: Route.ComponentProps) {
  const { copy, view, token, lang, result, form } = loaderData;
  return <QuoteOfferPage copy={copy} view={view} token={token} lang={lang} initial={answeredFrom(result, form)} />;
}
