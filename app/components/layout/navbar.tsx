import { Menu, X } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { useLocation, useMatches, useRouteError } from "react-router";
import { Link } from "#app/i18n/link";
import { splitLanguage } from "#app/i18n/localized-path";
import { mainNavigation, navigationCurrent, quoteLink, sideTabs } from "#app/content/navigation";
import { site } from "#app/content/site";
import { useT } from "#app/i18n/i18n-provider";
import { bootControl } from "#app/lib/boot-script";
import { cn } from "#app/lib/cn";
import { useDisclosure } from "#app/lib/disclosure";
import { throttle } from "#app/lib/throttle";
import { useEscapeToClose } from "#app/lib/use-escape-to-close";
import { LanguageSwitcher } from "./language-switcher";
import { Logo } from "./logo";
import { ThemeToggle } from "./theme-toggle";

/** docs/product/product-spec.md §9: the bar turns solid beyond 10 px; the handler runs at most every 16 ms. */
export const solidAfterPx = 10;
const scrollThrottleMs = 16;
const menuButtonId = "mobile-menu-button";

function useScrolledPast(px: number) {
  const [past, setPast] = useState(false);
  useEffect(() => {
    const update = throttle(() => setPast(window.scrollY > px), scrollThrottleMs);
    update();
    window.addEventListener("scroll", update, { passive: true });
    return () => {
      update.cancel();
      window.removeEventListener("scroll", update);
    };
  }, [px]);
  return past;
}

const menuListClass = "mx-auto grid max-w-7xl gap-1 px-4 py-3 sm:px-6";

/** The mobile menu's links: every page of the main navigation and the side tabs, and the quote on phones. */
function MenuLinks({ currentOf }: { currentOf: (to: string) => "page" | "true" | undefined }) {
  const t = useT();
  return (
    <>
      {[...mainNavigation, ...sideTabs].map((item) => (
        <li key={item.to}>
          <Link
            to={item.to}
            aria-current={currentOf(item.to)}
            className={cn(
              "block rounded-md px-3 py-3 text-base font-medium",
              currentOf(item.to) ? "bg-primary text-primary-foreground" : "hover:bg-muted",
            )}
          >
            {t(item.label)}
          </Link>
        </li>
      ))}
      <li className="sm:hidden">
        <Link
          to={quoteLink.to}
          className="block rounded-md bg-accent px-3 py-3 text-base font-semibold text-accent-foreground hover:bg-accent/90"
        >
          {t(quoteLink.label)}
        </Link>
      </li>
    </>
  );
}

export function Navbar() {
  const t = useT();
  // The navigation names pages by their English path; /hi/services is the same page as /services.
  const { path: pathname } = splitLanguage(useLocation().pathname);
  // The item of the page or of its section: /philosophy highlights About Us ("true"), /about-us itself is the "page".
  const currentOf = (to: string) => navigationCurrent(pathname, to);
  const scrolled = useScrolledPast(solidAfterPx);
  // Opened and closed by the boot script (it works before hydration); React reads and closes it through the DOM.
  const [menuOpen, setMenuOpen] = useDisclosure(menuButtonId);
  const menuButton = useRef<HTMLButtonElement>(null);
  // A page without a dark hero (an error page, a route with `handle: { lightTop: true }`) needs the solid bar
  // from the start: a see-through one would be white on white.
  const routeError = useRouteError();
  const matches = useMatches();
  const lightTop = routeError != null || matches.some((match) => (match.handle as { lightTop?: true } | null)?.lightTop);
  const solid = lightTop || pathname === "/" || scrolled || menuOpen;

  // Another page closes the menu; the first render does not, so a menu opened before hydration stays open.
  const menuPath = useRef(pathname);
  useEffect(() => {
    if (menuPath.current === pathname) return;
    menuPath.current = pathname;
    setMenuOpen(false);
  }, [pathname, setMenuOpen]);

  useEscapeToClose(menuOpen, () => setMenuOpen(false), menuButton);

  return (
    <header
      data-solid={solid}
      className={cn(
        "fixed inset-x-0 top-0 z-50 transition-colors duration-300 print:hidden",
        solid
          ? "border-b border-border bg-card/95 text-foreground shadow-sm backdrop-blur"
          : "bg-gradient-to-b from-black/50 to-transparent text-white",
      )}
    >
      <nav aria-label={t("nav.label")} className="mx-auto flex h-16 max-w-7xl items-center gap-3 px-4 sm:px-6">
        <Link to="/" className="me-auto flex h-9 shrink-0 items-center" aria-label={t("nav.homeLink", { name: site.name })}>
          <Logo className="h-9" onDark={!solid} eager />
        </Link>
        <ul className="hidden items-center gap-0.5 xl:flex">
          {mainNavigation.map((item) => (
            <li key={item.to}>
              <Link
                to={item.to}
                prefetch="intent"
                aria-current={currentOf(item.to)}
                className={cn(
                  "rounded-md px-2.5 py-2 text-sm font-medium transition-colors",
                  currentOf(item.to)
                    ? solid
                      ? "bg-primary text-primary-foreground"
                      : "bg-white text-brand-navy"
                    : solid
                      ? "hover:bg-muted"
                      : "hover:bg-white/15",
                )}
              >
                {t(item.label)}
              </Link>
            </li>
          ))}
        </ul>
        {/* The quote request stands apart from the eight items as a button (issue 14). */}
        <Link
          to={quoteLink.to}
          prefetch="intent"
          className="hidden h-9 items-center rounded-md bg-accent px-3 text-sm font-semibold whitespace-nowrap text-accent-foreground transition-colors hover:bg-accent/90 focus-visible:outline-3 focus-visible:outline-offset-2 sm:inline-flex"
        >
          {t(quoteLink.label)}
        </Link>
        <div className="hidden sm:block">
          <LanguageSwitcher />
        </div>
        <ThemeToggle />
        {/* CSS picks the icon and the name from aria-expanded, which the boot script flips before React runs. */}
        <button
          ref={menuButton}
          id={menuButtonId}
          type="button"
          {...bootControl.disclosure}
          className="group inline-flex size-10 items-center justify-center rounded-md hover:bg-black/10 xl:hidden dark:hover:bg-white/10"
          aria-expanded={menuOpen}
          aria-controls="mobile-menu"
        >
          <span className="sr-only group-aria-expanded:hidden">{t("nav.openMenu")}</span>
          <span className="sr-only hidden group-aria-expanded:inline">{t("nav.closeMenu")}</span>
          <Menu aria-hidden="true" className="size-6 group-aria-expanded:hidden" />
          <X aria-hidden="true" className="hidden size-6 group-aria-expanded:block" />
        </button>
        {/* Without JavaScript the button cannot work (app.css hides it): the browser's own disclosure opens the menu.
            React never hydrates a noscript's content, so the browser bundle leaves it out (the JavaScript budget). */}
        <noscript>
          {import.meta.env.SSR && (
            <details className="xl:hidden">
              <summary className="inline-flex size-10 cursor-pointer list-none items-center justify-center rounded-md [&::-webkit-details-marker]:hidden">
                <span className="sr-only">{t("nav.openMenu")}</span>
                <Menu aria-hidden="true" className="size-6" />
              </summary>
              <div className="absolute inset-x-0 top-16 max-h-[calc(100dvh-4rem)] overflow-y-auto border-t border-border bg-card text-foreground">
                <ul className={menuListClass}>
                  <MenuLinks currentOf={currentOf} />
                </ul>
              </div>
            </details>
          )}
        </noscript>
      </nav>
      <div
        id="mobile-menu"
        hidden={!menuOpen}
        className="max-h-[calc(100dvh-4rem)] overflow-y-auto border-t border-border bg-card text-foreground xl:hidden"
      >
        <ul className={menuListClass}>
          <MenuLinks currentOf={currentOf} />
          <li className="px-3 py-2 sm:hidden">
            <LanguageSwitcher />
          </li>
        </ul>
      </div>
    </header>
  );
}
