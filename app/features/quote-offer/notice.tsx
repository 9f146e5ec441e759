import { CheckCircle2, TriangleAlert } from "lucide-react";
import { useEffect, useRef, type ReactNode } from "react";

/**
 * A card that says where the quote stands or how an answer went; a live region, so a change is announced. `focus`
 * moves focus to its heading when it appears: an answer sent in place removes the form whose button had it.
 */
export function Notice({
  tone,
  heading,
  focus = false,
  children,
}: {
  tone: "success" | "warning";
  heading: string;
  focus?: boolean;
  children?: ReactNode;
}) {
  const headingRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (focus) headingRef.current?.focus();
  }, [focus]);
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
        <h2 ref={headingRef} tabIndex={-1} className="text-xl font-semibold focus:outline-none">
          {heading}
        </h2>
        <div className="mt-3 space-y-4 text-base leading-relaxed text-muted-foreground">{children}</div>
      </div>
    </div>
  );
}
