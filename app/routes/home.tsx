import { ForwardArrow } from "#app/components/ui/direction-icons";
import { Button } from "#app/components/ui/button";
import { contentOf } from "#app/content/localized";
import type { Route } from "./+types/home";
import { HeroVideo, heroPoster } from "#app/features/home/hero-video";
import { useT } from "#app/i18n/i18n-provider";
import { Link } from "#app/i18n/link";
import { routeLanguage } from "#app/i18n/route-lang";
import { pageMeta } from "#app/lib/meta";

// Copy travels in the page's HTML and route data, not in its JavaScript.
export async function loader({ params, request }: Route.LoaderArgs) {
  const lang = routeLanguage(params, request);
  const { home, homeMeta } = await contentOf(lang, "about");
  const { homePage: copy } = await contentOf(lang, "page-copy");
  return { lang, home, meta: homeMeta, copy };
}

export function meta({ data }: Route.MetaArgs) {
  return data ? pageMeta({ ...data.meta, path: "/", lang: data.lang }) : [];
}

// The poster is the first thing a visitor sees; fetch it before anything else.
export function links() {
  return [{ rel: "preload", as: "image", href: heroPoster.src, fetchPriority: "high", type: "image/webp" }];
}

export default function Home({ loaderData: { home, copy } }: Route.ComponentProps) {
  const t = useT();
  return (
    <section data-hero className="relative isolate flex min-h-dvh items-center overflow-hidden bg-brand-navy text-white">
      <HeroVideo copy={copy} />
      {/* Even on phones, where the text spans the film; from md up it fades away from the text's (start) side. */}
      <div
        aria-hidden="true"
        className="absolute inset-0 -z-10 bg-[#06182e]/80 md:bg-transparent md:bg-gradient-to-r md:from-[#06182e]/90 md:via-[#0b2545]/80 md:via-55% md:to-[#0b2545]/25 rtl:md:bg-gradient-to-l"
      />
      <div className="mx-auto w-full max-w-7xl px-page pt-24 pb-16">
        <p className="text-sm font-semibold tracking-widest text-accent uppercase">{home.eyebrow}</p>
        <h1 className="mt-3 max-w-3xl text-4xl font-extrabold tracking-tight text-balance sm:text-5xl lg:text-6xl">{home.headline}</h1>
        <p className="mt-5 max-w-2xl text-lg text-pretty text-slate-200 sm:text-xl">{home.subheadline}</p>
        <div className="mt-9 flex flex-wrap gap-3">
          <Button asChild variant="accent" size="lg">
            <Link to="/about-us">
              {t("home.getStarted")}
              <ForwardArrow aria-hidden="true" />
            </Link>
          </Button>
          <Button asChild variant="onDark" size="lg">
            <Link to="/quote" data-cta="quote">
              {t("nav.quote")}
            </Link>
          </Button>
          <Button asChild variant="onDark" size="lg">
            <Link to="/contact" data-cta="contact">
              {t("cta.button")}
            </Link>
          </Button>
        </div>
      </div>
    </section>
  );
}
