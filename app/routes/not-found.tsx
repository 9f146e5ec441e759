import { data } from "react-router";
import { NotFound } from "#app/components/layout/not-found";
import { site } from "#app/content/site";

// A real 404 status, not a soft 404 (decisions.md).
export function loader() {
  return data(null, { status: 404 });
}

export function meta() {
  return [{ title: `Page not found | ${site.name}` }, { name: "robots", content: "noindex" }];
}

export default function NotFoundRoute() {
  return <NotFound />;
}
