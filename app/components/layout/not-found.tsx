import { Home } from "lucide-react";
import { useLocation } from "react-router";
import { LeftToRight } from "#app/components/content/left-to-right";
import { Link } from "#app/i18n/link";
import { Button } from "#app/components/ui/button";
import { useT } from "#app/i18n/i18n-provider";
import { publicUrl } from "#app/lib/meta";

/**
 * docs/product/product-spec.md §2.13: '404 / Oops! Page not found' with 'Return to Home'; also the generic error page,
 * and the page a form posted from another website gets (issue 28): `otherSite` says what happened and what to do
 * (the page's words, from its data), followed by this page's address on the site, to send the form from there.
 */
export function NotFound({ variant = "not-found", otherSite }: { variant?: "not-found" | "error"; otherSite?: string }) {
  const t = useT();
  const { pathname } = useLocation();
  const notFound = variant === "not-found";
  return (
    <section className="flex min-h-[70vh] items-center justify-center bg-background px-4 pt-28 pb-20 text-center">
      <div className="max-w-xl">
        {notFound && <p className="text-7xl font-extrabold tracking-tight text-primary sm:text-8xl">404</p>}
        <h1 className="mt-4 text-2xl font-bold sm:text-3xl">{notFound ? t("notFound.title") : t("error.title")}</h1>
        <p className="mt-3 text-muted-foreground">{notFound ? t("notFound.text") : (otherSite ?? t("error.text"))}</p>
        {otherSite && (
          <p className="mt-3 font-semibold break-all">
            <a href={pathname} className="text-primary underline underline-offset-4">
              <LeftToRight wrap>{`${publicUrl}${pathname}`}</LeftToRight>
            </a>
          </p>
        )}
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
