import { Link } from "#app/i18n/link";

/** Links to the other service pages, so a visitor can move sideways without going back. */
export function MoreServices({ services }: { services: readonly { number: number; title: string }[] }) {
  return (
    <ul className="flex flex-wrap gap-2.5">
      {services.map((service) => (
        <li key={service.number}>
          <Link
            to={`/services/service${service.number}`}
            prefetch="intent"
            className="inline-flex items-center rounded-full border border-border bg-card px-4 py-2 text-sm font-medium text-card-foreground shadow-sm transition-colors hover:border-primary hover:text-primary"
          >
            {service.title}
          </Link>
        </li>
      ))}
    </ul>
  );
}
