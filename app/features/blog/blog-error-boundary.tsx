import type { ReactNode } from "react";
import { useI18n } from "#app/i18n/i18n-provider";
import { BlogCopyProvider, copyOfError, type BlogPageCopy } from "./blog-copy-context";

/**
 * The error page of every blog route, in the blog's words: they come with the error the loader threw, or from a blog
 * page already shown in this language. With no words at hand (a client-side visit whose first request failed) the
 * site's own error page shows instead. It imports only what every blog route's chunk already carries, so sharing it
 * costs no page any JavaScript.
 */
export function BlogErrorBoundary({ error, children }: { error: unknown; children: (copy: BlogPageCopy) => ReactNode }) {
  const { lang } = useI18n();
  const copy = copyOfError(error, lang);
  if (!copy) throw error;
  return (
    <BlogCopyProvider lang={lang} copy={copy}>
      {children(copy)}
    </BlogCopyProvider>
  );
}
