import { HoldingPage } from "#app/components/layout/holding-page";
import { heroes } from "#app/content/heroes";
import { site } from "#app/content/site";
import { pageMeta } from "#app/lib/meta";

const title = "CO2 Emission Calculator";
const lead = "Estimate the carbon dioxide emitted by a shipment by air, road or sea from its distance and weight.";

export function meta() {
  return pageMeta({ title: `${title} | ${site.name}`, description: lead, keywords: [title.toLowerCase(), "logistics", "Navi Mumbai"], path: "/co2-calculator" });
}

export default function Page() {
  return <HoldingPage title={title} lead={lead} image={heroes.co2} />;
}
