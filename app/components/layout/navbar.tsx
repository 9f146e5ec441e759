import { Menu, X } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { Link, NavLink, useLocation } from "react-router";
import { mainNavigation, sideTabs } from "#app/content/navigation";
import { site } from "#app/content/site";
import { useT } from "#app/i18n/i18n-provider";
import { cn } from "#app/lib/cn";
import { throttle } from "#app/lib/throttle";
import { LanguageSwitcher } from "./language-switcher";
import { Logo } from "./logo";
import { ThemeToggle } from "./theme-toggle";

/** Spec 9: the bar turns solid beyond 10 px; the handler runs at most every 16 ms. */
export const solidAfterPx = 10;
const scrollThrottleMs = 16;

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

export function Navbar() {
  const t = useT();
  const { pathname } = useLocation();
  const scrolled = useScrolledPast(solidAfterPx);
  const [menuOpen, setMenuOpen] = useState(false);
  const menuButton = useRef<HTMLButtonElement>(null);
  const solid = pathname === "/" || scrolled || menuOpen;

  useEffect(() => setMenuOpen(false), [pathname]);

  useEffect(() => {
    if (!menuOpen) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === "Escape") {
        setMenuOpen(false);
        menuButton.current?.focus();
      }
    };
    document.addEventListener("keydown", onKey);
    return () => document.removeEventListener("keydown", onKey);
  }, [menuOpen]);

  return (
    <header
      data-solid={solid}
      className={cn(
        "fixed inset-x-0 top-0 z-50 transition-colors duration-300",
        solid ? "border-b border-border bg-card/95 text-foreground shadow-sm backdrop-blur" : "bg-gradient-to-b from-black/50 to-transparent text-white",
      )}
    >
      <nav aria-label={t("nav.label")} className="mx-auto flex h-16 max-w-7xl items-center gap-3 px-4 sm:px-6">
        <Link to="/" className="me-auto flex h-9 shrink-0 items-center" aria-label={t("nav.homeLink", { name: site.name })}>
          <Logo className="h-9" onDark={!solid} eager />
        </Link>
        <ul className="hidden items-center gap-0.5 xl:flex">
          {mainNavigation.map((item) => (
            <li key={item.to}>
              <NavLink
                to={item.to}
                end={item.to === "/"}
                prefetch="intent"
                className={({ isActive }) =>
                  cn(
                    "rounded-md px-2.5 py-2 text-sm font-medium transition-colors",
                    isActive
                      ? solid
                        ? "bg-primary text-primary-foreground"
                        : "bg-white text-brand-navy"
                      : solid
                        ? "hover:bg-muted"
                        : "hover:bg-white/15",
                  )
                }
              >
                {t(item.label)}
              </NavLink>
            </li>
          ))}
        </ul>
        <div className="hidden sm:block">
          <LanguageSwitcher />
        </div>
        <ThemeToggle />
        <button
          ref={menuButton}
          type="button"
          className="inline-flex size-10 items-center justify-center rounded-md hover:bg-black/10 xl:hidden dark:hover:bg-white/10"
          aria-expanded={menuOpen}
          aria-controls="mobile-menu"
          aria-label={menuOpen ? t("nav.closeMenu") : t("nav.openMenu")}
          onClick={() => setMenuOpen((open) => !open)}
        >
          {menuOpen ? <X aria-hidden="true" className="size-6" /> : <Menu aria-hidden="true" className="size-6" />}
        </button>
      </nav>
      <div id="mobile-menu" hidden={!menuOpen} className="max-h-[calc(100dvh-4rem)] overflow-y-auto border-t border-border bg-card text-foreground xl:hidden">
        <ul className="mx-auto grid max-w-7xl gap-1 px-4 py-3 sm:px-6">
          {[...mainNavigation, ...sideTabs].map((item) => (
            <li key={item.to}>
              <NavLink
                to={item.to}
                end={item.to === "/"}
                className={({ isActive }) =>
                  cn("block rounded-md px-3 py-3 text-base font-medium", isActive ? "bg-primary text-primary-foreground" : "hover:bg-muted")
                }
              >
                {t(item.label)}
              </NavLink>
            </li>
          ))}
          <li className="px-3 py-2 sm:hidden">
            <LanguageSwitcher />
          </li>
        </ul>
      </div>
    </header>
  );
}
