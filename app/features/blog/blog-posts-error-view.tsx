import { RotateCw } from "lucide-react";
import { BackArrow } from "#app/components/ui/direction-icons";
import { useAsyncError, useRevalidator } from "react-router";
import { Button } from "#app/components/ui/button";
import { Link } from "#app/i18n/link";
import { useBlogCopy } from "./blog-copy-context";
import { listFailureMessage } from "./blog-failure";
import { BlogNotice } from "./blog-notice";

/**
 * docs/product/product-spec.md §2.7 and §8: 'Failed to fetch blogs' or 'Failed to load blogs' (blog-failure.ts), with
 * a way on ('Back to Blog' on the all-blogs list). Inside <Await> it reads the failure of the list's request; as a
 * route's error boundary (a server-side exception) there is none, and the list failed to load.
 */
export default function BlogPostsErrorView({ backToBlog = false }: { backToBlog?: boolean }) {
  const revalidator = useRevalidator();
  const failure = useAsyncError();
  const { chrome } = useBlogCopy();
  return (
    <BlogNotice tone="error" text={listFailureMessage(failure, chrome)}>
      <Button variant="outline" onClick={() => void revalidator.revalidate()} disabled={revalidator.state === "loading"}>
        <RotateCw aria-hidden="true" />
        {chrome.tryAgain}
      </Button>
      {backToBlog && (
        <Button asChild>
          <Link to="/blog">
            <BackArrow aria-hidden="true" />
            {chrome.backToBlog}
          </Link>
        </Button>
      )}
    </BlogNotice>
  );
}
