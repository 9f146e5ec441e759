import { HoldingPage } from "#app/components/layout/holding-page";
import { heroes } from "#app/content/heroes";
import { site } from "#app/content/site";
import { pageMeta } from "#app/lib/meta";

const title = "Green Logistics";
const lead = "How we are cutting the carbon of every shipment we handle, with targets for 2028, 2030 and 2032.";

export function meta() {
  return pageMeta({ title: `${title} | ${site.name}`, description: lead, keywords: [title.toLowerCase(), "logistics", "Navi Mumbai"], path: "/green-logistics" });
}

export default function Page() {
  return <HoldingPage title={title} lead={lead} image={heroes.green} />;
}
