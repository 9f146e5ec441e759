import { data } from "react-router";
import { NotFound } from "#app/components/layout/not-found";
import { contentOf } from "#app/content/localized";
import { routeLanguage } from "#app/i18n/route-lang";
import { notFoundMeta } from "#app/lib/meta";
import type { Route } from "./+types/not-found";

// A real 404 status, not a soft 404 (docs/product/decisions.md, Routes).
export async function loader({ params, request }: Route.LoaderArgs) {
  const lang = routeLanguage(params, request);
  const { notFoundPage } = await contentOf(lang, "page-copy");
  return data({ lang, meta: notFoundPage.meta }, { status: 404 });
}

// The page's title and description in its language; an unknown language prefix falls back to English.
export function meta({ data }: Route.MetaArgs) {
  if (!data) return notFoundMeta();
  return [{ title: data.meta.title }, { name: "description", content: data.meta.description }, { name: "robots", content: "noindex" }];
}

// The page opens on the plain background: the navigation bar is solid from the start.
export const handle = { lightTop: true };

export default function NotFoundRoute() {
  return <NotFound />;
}
