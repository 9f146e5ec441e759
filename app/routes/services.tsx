import { HoldingPage } from "#app/components/layout/holding-page";
import { heroes } from "#app/content/heroes";
import { site } from "#app/content/site";
import { pageMeta } from "#app/lib/meta";

const title = "Our Services";
const lead = "Freight forwarding, customs clearance, warehousing, road transport and the specialist services around them.";

export function meta() {
  return pageMeta({ title: `${title} | ${site.name}`, description: lead, keywords: [title.toLowerCase(), "logistics", "Navi Mumbai"], path: "/services" });
}

export default function Page() {
  return <HoldingPage title={title} lead={lead} image={heroes.services} />;
}
