import { HoldingPage } from "#app/components/layout/holding-page";
import { heroes } from "#app/content/heroes";
import { site } from "#app/content/site";
import { pageMeta } from "#app/lib/meta";

const title = "Industries We Serve";
const lead = "Logistics shaped to the cargo of thirteen industries, from speciality chemicals to water treatment plants.";

export function meta() {
  return pageMeta({ title: `${title} | ${site.name}`, description: lead, keywords: [title.toLowerCase(), "logistics", "Navi Mumbai"], path: "/industries" });
}

export default function Page() {
  return <HoldingPage title={title} lead={lead} image={heroes.industries} />;
}
