import { HoldingPage } from "#app/components/layout/holding-page";
import { heroes } from "#app/content/heroes";
import { site } from "#app/content/site";
import { pageMeta } from "#app/lib/meta";

const title = "Contact Us";
const lead = "Tell us what you ship and where. Our team replies within 24 hours.";

export function meta() {
  return pageMeta({ title: `${title} | ${site.name}`, description: lead, keywords: [title.toLowerCase(), "logistics", "Navi Mumbai"], path: "/contact" });
}

export default function Page() {
  return <HoldingPage title={title} lead={lead} image={heroes.contact} />;
}
