import type { MetaDescriptor } from "react-router";
import { site } from "#app/content/site";

/** Every staff screen: its own title, and never indexed or followed (docs/product/decisions.md, Routes). */
export function adminMeta(title: string): MetaDescriptor[] {
  return [{ title: `${title} | Staff | ${site.name}` }, { name: "robots", content: "noindex, nofollow" }];
}
