import type { ReactNode } from "react";
import { cn } from "#app/lib/cn";

/** A message in place of the posts (empty list, failed load), the size of a row of cards. */
export function BlogNotice({ text, tone = "plain", children }: { text: string; tone?: "plain" | "error"; children?: ReactNode }) {
  return (
    <div
      role={tone === "error" ? "alert" : "status"}
      className={cn(
        "flex min-h-64 flex-col items-center justify-center gap-5 rounded-lg border border-dashed border-border bg-card p-8 text-center",
        tone === "error" && "border-destructive/60",
      )}
    >
      <p className={cn("text-lg font-medium", tone === "error" ? "text-destructive" : "text-muted-foreground")}>{text}</p>
      {children && <div className="flex flex-wrap justify-center gap-3">{children}</div>}
    </div>
  );
}
