import { CheckCircle2, TriangleAlert } from "lucide-react";
import type { ReactNode } from "react";

/** A card that says where the quote stands or how an answer went; a live region, so a change is announced. */
export function Notice({ tone, heading, children }: { tone: "success" | "warning"; heading: string; children?: ReactNode }) {
  return (
    <div role="status" className="flex gap-4 rounded-lg border border-border bg-card p-6 text-card-foreground shadow-sm sm:p-8">
      <div className="shrink-0 pt-0.5">
        {tone === "success" ? (
          <CheckCircle2 aria-hidden="true" className="size-7 text-success" />
        ) : (
          <TriangleAlert aria-hidden="true" className="size-7 text-destructive" />
        )}
      </div>
      <div className="min-w-0">
        <h2 className="text-xl font-semibold">{heading}</h2>
        <div className="mt-3 space-y-4 text-base leading-relaxed text-muted-foreground">{children}</div>
      </div>
    </div>
  );
}
