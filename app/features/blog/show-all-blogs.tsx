import { BackArrow } from "#app/components/ui/direction-icons";
import { Button, type ButtonProps } from "#app/components/ui/button";
import { Link } from "#app/i18n/link";
import { useBlogCopy } from "./blog-copy-context";

/** Back to the all-blogs list (docs/product/decisions.md, Routes: every 'Show All Blogs' leads there). */
export function ShowAllBlogs({ variant = "outline" }: { variant?: ButtonProps["variant"] }) {
  const { chrome } = useBlogCopy();
  return (
    <Button asChild variant={variant}>
      <Link to="/bloglist" prefetch="intent">
        <BackArrow aria-hidden="true" />
        {chrome.showAll}
      </Link>
    </Button>
  );
}
