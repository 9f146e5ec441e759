import { Leaf, Gauge } from "lucide-react";
import { sideTabs } from "#app/content/navigation";
import { useT } from "#app/i18n/i18n-provider";
import { NavLink } from "#app/i18n/link";
import { cn } from "#app/lib/cn";

const icons = { "/green-logistics": Leaf, "/co2-calculator": Gauge } as const;

/**
 * The two vertical tabs on the page edge, from xl up; below it they live in the menu, which is there instead of the
 * navigation bar. Page containers keep clear of them (px-page in app/app.css; issue 28: at 1280 px they covered
 * the cards of /services, and a tablet's containers have no margin at all).
 */
export function SideTabs() {
  const t = useT();
  return (
    <nav
      aria-label={`${t("side.green")} / ${t("side.co2")}`}
      className="fixed end-0 top-1/2 z-40 hidden -translate-y-1/2 flex-col gap-2 xl:flex print:hidden"
    >
      {sideTabs.map((tab) => {
        const Icon = icons[tab.to as keyof typeof icons];
        return (
          <NavLink
            key={tab.to}
            to={tab.to}
            className={({ isActive }) =>
              cn(
                "vertical-tab flex items-center gap-2 rounded-e-md px-2 py-3 text-xs font-semibold tracking-wide shadow-md transition-colors",
                tab.to === "/green-logistics" ? "bg-success text-white dark:text-background" : "bg-primary text-primary-foreground",
                isActive && "ring-2 ring-accent",
              )
            }
          >
            <Icon aria-hidden="true" className="size-4 rotate-90" />
            {t(tab.label)}
          </NavLink>
        );
      })}
    </nav>
  );
}
