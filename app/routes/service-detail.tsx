import { data } from "react-router";
import { HoldingPage } from "#app/components/layout/holding-page";
import { getService } from "#app/content/services";
import { pageMeta } from "#app/lib/meta";
import type { Route } from "./+types/service-detail";

export function loader({ params }: Route.LoaderArgs) {
  const service = getService(Number(/^service(\d+)$/.exec(params.serviceId)?.[1]));
  if (!service) throw data(null, { status: 404 });
  return { title: service.title, lead: service.cardDescription, image: service.heroImages[0], meta: service.meta, number: service.number };
}

export function meta({ data }: Route.MetaArgs) {
  return data ? pageMeta({ ...data.meta, path: `/services/service${data.number}` }) : [];
}

export default function ServiceDetail({ loaderData }: Route.ComponentProps) {
  return <HoldingPage title={loaderData.title} lead={loaderData.lead} image={loaderData.image} />;
}
