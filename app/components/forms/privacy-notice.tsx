import { Link } from "#app/i18n/link";
import { cn } from "#app/lib/cn";

/** The short notice under every form (docs/product/decisions.md, Privacy): what is collected, why, and a link to /privacy. */
export function PrivacyNotice({
  text,
  linkText,
  onDark = false,
  className,
}: {
  text: string;
  /** The link's words (formNotices.linkText in the page's language). */
  linkText: string;
  onDark?: boolean;
  className?: string;
}) {
  return (
    <p className={cn("text-xs leading-relaxed", onDark ? "text-slate-300" : "text-muted-foreground", className)}>
      {text}{" "}
      <Link to="/privacy" className={cn("font-medium underline underline-offset-2", onDark ? "text-white" : "text-primary")}>
        {linkText}
      </Link>
    </p>
  );
}
