import { HoldingPage } from "#app/components/layout/holding-page";
import { heroes } from "#app/content/heroes";
import { site } from "#app/content/site";
import { pageMeta } from "#app/lib/meta";

const title = "Privacy Notice";
const lead = "What we collect through this website, why, and how to withdraw your consent.";

export function meta() {
  return pageMeta({ title: `${title} | ${site.name}`, description: lead, keywords: [title.toLowerCase(), "logistics", "Navi Mumbai"], path: "/privacy" });
}

export default function Page() {
  return <HoldingPage title={title} lead={lead} image={heroes.privacy} />;
}
