import { Link } from "react-router";
import { formNotices } from "#app/content/form-notices";
import { cn } from "#app/lib/cn";

/** The short notice under every form (docs/product/decisions.md, Privacy): what is collected, why, and a link to /privacy. */
export function PrivacyNotice({ text, onDark = false, className }: { text: string; onDark?: boolean; className?: string }) {
  return (
    <p className={cn("text-xs leading-relaxed", onDark ? "text-slate-300" : "text-muted-foreground", className)}>
      {text}{" "}
      <Link to="/privacy" className={cn("font-medium underline underline-offset-2", onDark ? "text-white" : "text-primary")}>
        {formNotices.linkText}
      </Link>
    </p>
  );
}
