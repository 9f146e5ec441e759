import interLatin from "@fontsource-variable/inter/files/inter-latin-wght-normal.woff2?url";
import { lazy, Suspense, type ReactNode } from "react";
import {
  data,
  isRouteErrorResponse,
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  useLocation,
  useMatches,
  useRouteLoaderData,
  type LinksFunction,
  type ShouldRevalidateFunctionArgs,
} from "react-router";
import { ChatButton } from "#app/components/layout/chat-button";
import { Footer } from "#app/components/layout/footer";
import { LanguageOffer } from "#app/components/layout/language-offer";
import { Navbar } from "#app/components/layout/navbar";
import { useFocusHeadingOnNavigation } from "#app/lib/use-focus-heading-on-navigation";
import { SideTabs } from "#app/components/layout/side-tabs";
import { Splash } from "#app/components/layout/splash";
import { Toasts } from "#app/components/layout/toasts";
import { companyContactOf, type CompanyContact } from "#app/content/company";
import { contentOf } from "#app/content/localized";
import { NewsletterForm } from "#app/features/newsletter/newsletter-form";
import { shellMessagesToSend, translatorOf } from "#app/i18n/catalogue.server";
import { formCopyOf } from "#app/i18n/form-copy.server";
import { I18nProvider, useT } from "#app/i18n/i18n-provider";
import { defaultLanguage, directionOf, type LanguageCode } from "#app/i18n/languages";
import { isUnknownLanguage, routeLanguage } from "#app/i18n/route-lang";
import { bootScript } from "#app/lib/boot-script";
import { errorPageMeta } from "#app/lib/meta";
import { useNonce } from "#app/lib/nonce";
import { isStaffAreaPath } from "#contracts/public-paths";
import type { Route } from "./+types/root";
import stylesheet from "./app.css?url";

export const links: LinksFunction = () => [
  { rel: "preload", href: interLatin, as: "font", type: "font/woff2", crossOrigin: "anonymous" },
  { rel: "icon", href: "/favicon.svg", type: "image/svg+xml" },
  { rel: "apple-touch-icon", href: "/apple-touch-icon.png" },
  { rel: "manifest", href: "/site.webmanifest" },
];

/**
 * The page's language, from its address, and that language's shell catalogue. An unknown prefix is a 404
 * (in English): the shell is still the English one, with its footer form, and the page is the not-found page;
 * a code in the wrong case moves to its canonical address (route-lang.ts).
 */
export async function loader({ params, request, context }: Route.LoaderArgs) {
  const unknownLanguage = isUnknownLanguage(params);
  const lang: LanguageCode = unknownLanguage ? defaultLanguage : routeLanguage(params, request);
  // The footer's newsletter form is on every page: its copy travels with the shell's (features/newsletter). English
  // pages use the shell's English bundled with the app unless staff changed it (catalogue.server.ts).
  // The company's phone, e-mail, address and links (footer, chat button) are staff's published facts: they come
  // with the data, read through the translator so every page is re-rendered when one changes (app/content/company.ts).
  const [messages, formCopy, t] = await Promise.all([shellMessagesToSend(lang), formCopyOf(lang, "newsletter"), translatorOf(lang)]);
  const shell: {
    lang: LanguageCode;
    messages: typeof messages;
    formCopy: typeof formCopy;
    company: CompanyContact;
    unknownLanguage: boolean;
    refusedPost?: { otherSite?: string };
  } = {
    lang,
    messages,
    formCopy,
    company: companyContactOf(t),
    unknownLanguage,
  };
  // A post the server refused (another site's, or a body no form sends; server/web/page-post-guard.ts): the
  // page shows the site's error page instead of its content, in its language, with the refusal's status.
  const refused = context?.refusedPost;
  if (!refused) return unknownLanguage ? data(shell, { status: 404 }) : shell;
  // Its words come with the data, not in every page's JavaScript (tests/e2e/budget.spec.ts).
  const otherSite = refused.reason === "origin" ? (await contentOf(lang, "page-copy")).notFoundPage.otherSite : undefined;
  return data({ ...shell, refusedPost: { otherSite } }, { status: refused.status });
}

/** The catalogue changes only with the language. */
export function shouldRevalidate({ currentParams, nextParams, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
  return currentParams.lang !== nextParams.lang ? defaultShouldRevalidate : false;
}

function usePageLanguage() {
  const data = useRouteLoaderData<typeof loader>("root");
  return { lang: data?.lang ?? defaultLanguage, messages: data?.messages ?? null };
}

/**
 * A 404 thrown by any route's loader (an unknown service, industry or future id) lands in the root error
 * boundary, whose page then gets its title and noindex here. Routes with their own boundary (the blog) set their own.
 */
export function meta({ error }: Route.MetaArgs) {
  return error ? errorPageMeta(error) : [];
}

export function Layout({ children }: { children: ReactNode }) {
  const nonce = useNonce();
  const { lang } = usePageLanguage();
  return (
    // The boot script sets the theme class before paint, so React must not fight it.
    <html lang={lang} dir={directionOf(lang)} suppressHydrationWarning>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        {/* A precedence makes React emit the stylesheet at the top of <head>, so the one render-blocking
            request is never queued behind React Router's module preloads on HTTP/1.1. */}
        <link rel="stylesheet" href={stylesheet} precedence="default" />
        <meta name="theme-color" content="#0b2545" />
        {/* The script's text is needed only in the server's HTML, so the browser bundle leaves it out;
            hydration keeps the script the HTML already ran. */}
        <script nonce={nonce} suppressHydrationWarning dangerouslySetInnerHTML={{ __html: import.meta.env.SSR ? bootScript() : "" }} />
        <Meta />
        <Links />
      </head>
      <body className="min-h-dvh">
        <Splash />
        {children}
        <ScrollRestoration nonce={nonce} />
        <Scripts nonce={nonce} />
      </body>
    </html>
  );
}

function Providers({ children }: { children: ReactNode }) {
  const { lang, messages } = usePageLanguage();
  return (
    <I18nProvider lang={lang} messages={messages}>
      {children}
    </I18nProvider>
  );
}

function SkipLink() {
  const t = useT();
  return (
    <a
      href="#main"
      className="sr-only z-[70] rounded-md bg-card px-4 py-2 text-foreground focus:not-sr-only focus:fixed focus:start-4 focus:top-4"
    >
      {t("skip.toContent")}
    </a>
  );
}

/** The public shell; the staff area (/admin) brings its own layout. */
function Shell({ children }: { children: ReactNode }) {
  const { pathname } = useLocation();
  const matches = useMatches();
  useFocusHeadingOnNavigation(pathname);
  if (isStaffAreaPath(pathname)) return <>{children}</>;
  const isHome = pathname === "/";
  const onNewsletterPage = matches.some((match) => match.id === "routes/newsletter");
  return (
    <>
      <SkipLink />
      <Navbar />
      <main id="main" tabIndex={-1} className="outline-none">
        {children}
      </main>
      {/* On /newsletter the page is the form (and answers it): one form there, not two of one name. */}
      {!isHome && <Footer newsletter={onNewsletterPage ? undefined : <NewsletterForm />} />}
      <SideTabs />
      <ChatButton />
      <LanguageOffer />
    </>
  );
}

export default function App({ loaderData }: Route.ComponentProps) {
  const refused = loaderData.refusedPost;
  return (
    <Providers>
      <Shell>
        {refused ? (
          <Suspense>
            <NotFound variant="error" otherSite={refused.otherSite} />
          </Suspense>
        ) : loaderData.unknownLanguage ? (
          <Suspense>
            <NotFound variant="not-found" />
          </Suspense>
        ) : (
          <Outlet />
        )}
      </Shell>
      <Toasts />
    </Providers>
  );
}

/** Only error pages show it: its code loads when one does, not with every page (tests/e2e/budget.spec.ts). */
const NotFound = lazy(() => import("#app/components/layout/not-found").then(({ NotFound }) => ({ default: NotFound })));

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  if (!notFound && import.meta.env.DEV) console.error(error);
  return (
    <Providers>
      <Shell>
        <Suspense>
          <NotFound variant={notFound ? "not-found" : "error"} />
        </Suspense>
      </Shell>
    </Providers>
  );
}
