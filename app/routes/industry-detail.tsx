import { data } from "react-router";
import { HoldingPage } from "#app/components/layout/holding-page";
import { getIndustry } from "#app/content/industries";
import { pageMeta } from "#app/lib/meta";
import type { Route } from "./+types/industry-detail";

export function loader({ params }: Route.LoaderArgs) {
  const industry = getIndustry(params.industryId);
  if (!industry) throw data(null, { status: 404 });
  return { title: industry.title, lead: industry.description, image: industry.image, meta: industry.meta, id: industry.id };
}

export function meta({ data }: Route.MetaArgs) {
  return data ? pageMeta({ ...data.meta, path: `/industries/${data.id}` }) : [];
}

export default function IndustryDetail({ loaderData }: Route.ComponentProps) {
  return <HoldingPage title={loaderData.title} lead={loaderData.lead} image={loaderData.image} />;
}
