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
  const image = ({ src, width, height }: typeof light, shown: string) => (
    <img src={src} width={width} height={height} alt={alt} loading={loading} className={cn("h-full w-auto", shown)} />
  );
  return (
    <span className={cn("inline-flex", className)}>
      {image(light, onDark ? "hidden" : "dark:hidden")}
      {image(dark, onDark ? "" : "hidden dark:block")}
    </span>
  );
}
