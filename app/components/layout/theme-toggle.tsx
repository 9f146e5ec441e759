import { Moon, Sun } from "lucide-react";
import { useSyncExternalStore } from "react";
import { Tooltip } from "#app/components/ui/tooltip";
import { useT } from "#app/i18n/i18n-provider";
import { bootControl } from "#app/lib/boot-script";
import { cn } from "#app/lib/cn";
import type { Theme } from "#app/lib/theme";

function subscribeToTheme(onChange: () => void) {
  const observer = new MutationObserver(onChange);
  observer.observe(document.documentElement, { attributes: true, attributeFilter: ["class"] });
  return () => observer.disconnect();
}

/**
 * The theme in force: the `dark` class on <html>, which the boot script sets before the first paint and
 * flips on every click of the toggle. Light in the server HTML and while hydrating, then the real one.
 */
export function useTheme(): { theme: Theme } {
  const theme = useSyncExternalStore<Theme>(
    subscribeToTheme,
    () => (document.documentElement.classList.contains("dark") ? "dark" : "light"),
    () => "light",
  );
  return { theme };
}

/**
 * Works from the first paint: the boot script answers its clicks (bootControl.themeToggle), before React
 * has loaded and after, and CSS shows the icon and the label of the theme in force, so nothing here
 * depends on React having run.
 */
export function ThemeToggle({ className }: { className?: string }) {
  const t = useT();
  const label = (
    <>
      <span className="dark:hidden">{t("theme.toDark")}</span>
      <span className="hidden dark:inline">{t("theme.toLight")}</span>
    </>
  );
  return (
    <Tooltip label={label} side="bottom-end">
      <button
        type="button"
        {...bootControl.themeToggle}
        className={cn("inline-flex size-10 items-center justify-center rounded-md hover:bg-black/10 dark:hover:bg-white/10", className)}
      >
        <span className="sr-only">{label}</span>
        <Moon aria-hidden="true" className="size-5 dark:hidden" />
        <Sun aria-hidden="true" className="hidden size-5 dark:block" />
      </button>
    </Tooltip>
  );
}
