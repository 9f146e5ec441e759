import { site } from "#app/content/site";
import { cn } from "#app/lib/cn";

/**
 * The logo chosen by theme. Both images are in the HTML and CSS shows the
 * right one, so the choice needs no script and never flashes.
 * `onDark` forces the light-on-dark variant (over a dark hero).
 */
export function Logo({ className, onDark = false, eager = false }: { className?: string; onDark?: boolean; eager?: boolean }) {
  const { light, dark, alt } = site.logo;
  const loading = eager ? "eager" : "lazy";
  return (
    <span className={cn("inline-flex", className)}>
      <img
        src={light.src}
        width={light.width}
        height={light.height}
        alt={alt}
        loading={loading}
        className={cn("h-full w-auto", onDark ? "hidden" : "dark:hidden")}
      />
      <img
        src={dark.src}
        width={dark.width}
        height={dark.height}
        alt={alt}
        loading={loading}
        className={cn("h-full w-auto", onDark ? "" : "hidden dark:block")}
      />
    </span>
  );
}
