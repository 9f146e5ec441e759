import { HoldingPage } from "#app/components/layout/holding-page";
import { heroes } from "#app/content/heroes";
import { site } from "#app/content/site";
import { pageMeta } from "#app/lib/meta";

const title = "Blog";
const lead = "Practical writing on freight, customs, warehousing and supply chains from our team.";

export function meta() {
  return pageMeta({ title: `${title} | ${site.name}`, description: lead, keywords: [title.toLowerCase(), "logistics", "Navi Mumbai"], path: "/blog" });
}

export default function Page() {
  return <HoldingPage title={title} lead={lead} image={heroes.blog} />;
}
