import { HoldingPage } from "#app/components/layout/holding-page";
import { heroes } from "#app/content/heroes";
import { site } from "#app/content/site";
import { pageMeta } from "#app/lib/meta";

const title = "Achievements";
const lead = "Fifteen years of cargo moved for Indian exporters and importers, with the memberships and certifications that back it.";

export function meta() {
  return pageMeta({ title: `${title} | ${site.name}`, description: lead, keywords: [title.toLowerCase(), "logistics", "Navi Mumbai"], path: "/achievements" });
}

export default function Page() {
  return <HoldingPage title={title} lead={lead} image={heroes.achievements} />;
}
