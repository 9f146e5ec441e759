import { useI18n } from "#app/i18n/i18n-provider";
import { formatBlogDateIn } from "./blog-date";

/** A post's date as <time>, written in the language the reader chose for the shell. */
export function BlogDate({ date, className }: { date: string; className?: string }) {
  const { lang } = useI18n();
  return (
    <time dateTime={date} className={className}>
      {formatBlogDateIn(date, lang)}
    </time>
  );
}
