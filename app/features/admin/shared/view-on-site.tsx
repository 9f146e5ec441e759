import { ExternalLink } from "lucide-react";
import { Button } from "#app/components/ui/button";

/** A list row's link to a record's public page, in a new tab (only while the public can see it). */
export function ViewOnSiteButton({ title, path }: { title: string; path: string }) {
  return (
    <Button asChild variant="ghost" size="sm">
      <a href={path} target="_blank" rel="noopener" aria-label={`View ${title} on the site (opens in a new tab)`}>
        <ExternalLink aria-hidden="true" />
        <span aria-hidden="true" className="hidden sm:inline">
          View
        </span>
      </a>
    </Button>
  );
}

/** An editor header's link to the record's public page, in a new tab. */
export function ViewOnSiteLink({ path }: { path: string }) {
  return (
    <a
      href={path}
      target="_blank"
      rel="noopener"
      className="inline-flex items-center gap-1 rounded-sm text-sm font-medium text-primary underline-offset-4 hover:underline"
    >
      View on the site <ExternalLink aria-hidden="true" className="size-4" />
      <span className="sr-only">(opens in a new tab)</span>
    </a>
  );
}
