import { ForwardArrow } from "#app/components/ui/direction-icons";
import { Link } from "#app/i18n/link";

/** The other industry pages, listed under the call to action card. */
export function OtherIndustries({ industries, title }: { industries: readonly { id: string; title: string }[]; title: string }) {
  return (
    <nav aria-labelledby="other-industries" className="rounded-lg border border-border bg-card p-6 text-card-foreground shadow-sm">
      <h2 id="other-industries" className="text-sm font-semibold tracking-widest text-primary uppercase">
        {title}
      </h2>
      <ul className="mt-3 space-y-0.5">
        {industries.map((industry) => (
          <li key={industry.id}>
            <Link
              to={`/industries/${industry.id}`}
              prefetch="intent"
              className="group flex items-center justify-between gap-2 rounded-md px-2 py-1.5 text-sm font-medium hover:bg-muted"
            >
              {industry.title}
              <ForwardArrow aria-hidden="true" className="size-4 opacity-0 transition-opacity group-hover:opacity-100" />
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
