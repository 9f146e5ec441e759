import { HoldingPage } from "#app/components/layout/holding-page";
import { heroes } from "#app/content/heroes";
import { site } from "#app/content/site";
import { pageMeta } from "#app/lib/meta";

const title = "Careers";
const lead = "Internships and professional roles in freight forwarding, customs and warehousing in Navi Mumbai.";

export function meta() {
  return pageMeta({ title: `${title} | ${site.name}`, description: lead, keywords: [title.toLowerCase(), "logistics", "Navi Mumbai"], path: "/careers" });
}

export default function Page() {
  return <HoldingPage title={title} lead={lead} image={heroes.careers} />;
}
