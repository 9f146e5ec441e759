import { Home } from "lucide-react";
import { Link } from "#app/i18n/link";
import { Button } from "#app/components/ui/button";
import { useT } from "#app/i18n/i18n-provider";

/** docs/product/product-spec.md §2.13: '404 / Oops! Page not found' with 'Return to Home'; also the generic error page. */
export function NotFound({ variant = "not-found" }: { variant?: "not-found" | "error" }) {
  const t = useT();
  const notFound = variant === "not-found";
  return (
    <section className="flex min-h-[70vh] items-center justify-center bg-background px-4 pt-28 pb-20 text-center">
      <div className="max-w-xl">
        {notFound && <p className="text-7xl font-extrabold tracking-tight text-primary sm:text-8xl">{t("notFound.code")}</p>}
        <h1 className="mt-4 text-2xl font-bold sm:text-3xl">{notFound ? t("notFound.title") : t("error.title")}</h1>
        <p className="mt-3 text-muted-foreground">{notFound ? t("notFound.text") : t("error.text")}</p>
        <Button asChild size="lg" className="mt-8">
          <Link to="/">
            <Home aria-hidden="true" />
            {t("notFound.home")}
          </Link>
        </Button>
      </div>
    </section>
  );
}
