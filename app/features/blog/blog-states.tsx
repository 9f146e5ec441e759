import type { ReactNode } from "react";
import { useNavigation } from "react-router";
import { splitLanguage } from "#app/i18n/localized-path";
import { cn } from "#app/lib/cn";
import { useBlogCopy } from "./blog-copy-context";

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

/** A thin bar at the top while a blog page waits for its data; fixed, so the page does not move. */
export function BlogPendingBar() {
  const navigation = useNavigation();
  const { chrome } = useBlogCopy();
  // /hi/blog… too: the language prefix is not part of the test.
  const pending = navigation.state === "loading" && /^\/blog/i.test(splitLanguage(navigation.location.pathname).path);
  return (
    <div role="status" aria-live="polite" className="pointer-events-none fixed inset-x-0 top-0 z-[60] h-1">
      {pending && (
        <>
          <div className="h-full w-full origin-left animate-pulse bg-accent" />
          <span className="sr-only">{chrome.loading}</span>
        </>
      )}
    </div>
  );
}
