import { useNavigation } from "react-router";
import { splitLanguage } from "#app/i18n/localized-path";
import { useBlogCopy } from "./blog-copy-context";

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
