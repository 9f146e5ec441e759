import { HoldingPage } from "#app/components/layout/holding-page";
import { heroes } from "#app/content/heroes";
import { site } from "#app/content/site";
import { pageMeta } from "#app/lib/meta";

const title = "All Blogs";
const lead = "Every article from our team on freight, customs, warehousing and supply chains.";

export function meta() {
  return pageMeta({ title: `${title} | ${site.name}`, description: lead, keywords: [title.toLowerCase(), "logistics", "Navi Mumbai"], path: "/bloglist" });
}

export default function Page() {
  return <HoldingPage title={title} lead={lead} image={heroes.blog} />;
}
