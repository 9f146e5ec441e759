import { AlertTriangle, Loader2 } from "lucide-react";
import { Button } from "#app/components/ui/button";
import { cn } from "#app/lib/cn";

/** A polite loading line for a region whose data is on its way. */
export function Loading({ label = "Loading…", className }: { label?: string; className?: string }) {
  return (
    <p role="status" className={cn("flex items-center gap-2 py-8 text-sm text-muted-foreground", className)}>
      <Loader2 aria-hidden="true" className="size-4 animate-spin motion-reduce:animate-none" />
      {label}
    </p>
  );
}

/** A failed load, announced, with a way to try again. */
export function LoadError({ error, onRetry }: { error: unknown; onRetry?: () => void }) {
  const message = error instanceof Error ? error.message : "Something went wrong.";
  return (
    <div role="alert" className="flex flex-wrap items-center gap-3 rounded-lg border border-destructive/50 bg-card p-4 text-sm">
      <AlertTriangle aria-hidden="true" className="size-5 shrink-0 text-destructive" />
      <p className="me-auto">
        <span className="font-semibold">Could not load this.</span> {message}
      </p>
      {onRetry && (
        <Button type="button" size="sm" variant="outline" onClick={onRetry}>
          Try again
        </Button>
      )}
    </div>
  );
}

/** Full-screen state while the session is restored (also what the server renders: no staff data). */
export function LoadingScreen() {
  return (
    <div className="flex min-h-dvh items-center justify-center bg-background">
      <Loading label="Loading the staff area…" />
    </div>
  );
}
