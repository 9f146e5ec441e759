import { Moon, Sun } from "lucide-react";
import { useEffect, useState } from "react";
import { Tooltip } from "#app/components/ui/tooltip";
import { useT } from "#app/i18n/i18n-provider";
import { cn } from "#app/lib/cn";
import { writeStored } from "#app/lib/storage";
import { themeStorageKey, type Theme } from "#app/lib/theme";

function currentTheme(): Theme {
  return document.documentElement.classList.contains("dark") ? "dark" : "light";
}

/** The boot script applied the stored theme before paint; this reads it back and flips it. */
export function useTheme() {
  const [theme, setTheme] = useState<Theme>("light");
  useEffect(() => setTheme(currentTheme()), []);
  const toggle = () => {
    const next: Theme = currentTheme() === "dark" ? "light" : "dark";
    document.documentElement.classList.toggle("dark", next === "dark");
    writeStored(themeStorageKey, next);
    setTheme(next);
  };
  return { theme, toggle };
}

export function ThemeToggle({ className }: { className?: string }) {
  const t = useT();
  const { theme, toggle } = useTheme();
  const label = theme === "dark" ? t("theme.toLight") : t("theme.toDark");
  return (
    <Tooltip label={label}>
      <button type="button" onClick={toggle} aria-label={label} className={cn("inline-flex size-10 items-center justify-center rounded-md hover:bg-black/10 dark:hover:bg-white/10", className)}>
        {theme === "dark" ? <Sun aria-hidden="true" className="size-5" /> : <Moon aria-hidden="true" className="size-5" />}
      </button>
    </Tooltip>
  );
}
