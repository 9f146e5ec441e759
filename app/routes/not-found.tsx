import { data } from "react-router";
import { NotFound } from "#app/components/layout/not-found";
import { notFoundMeta } from "#app/lib/meta";

// A real 404 status, not a soft 404 (docs/product/decisions.md, Routes).
export function loader() {
  return data(null, { status: 404 });
}

export const meta = notFoundMeta;

// The page opens on the plain background: the navigation bar is solid from the start.
export const handle = { lightTop: true };

export default function NotFoundRoute() {
  return <NotFound />;
}
