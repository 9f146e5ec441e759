import { ArrowLeft, RotateCw } from "lucide-react";
import { Link, useRevalidator } from "react-router";
import { blogMessages } from "#contracts/blog";
import { Button } from "#app/components/ui/button";
import { BlogNotice } from "./blog-states";

/** Spec 2.7 / 8: 'Failed to load blogs', with a way on ('Back to Blog' on the all-blogs list). */
export function BlogPostsError({ backToBlog = false }: { backToBlog?: boolean }) {
  const revalidator = useRevalidator();
  return (
    <BlogNotice tone="error" text={blogMessages.loadListFailed}>
      <Button variant="outline" onClick={() => void revalidator.revalidate()} disabled={revalidator.state === "loading"}>
        <RotateCw aria-hidden="true" />
        Try again
      </Button>
      {backToBlog && (
        <Button asChild>
          <Link to="/blog">
            <ArrowLeft aria-hidden="true" />
            Back to Blog
          </Link>
        </Button>
      )}
    </BlogNotice>
  );
}
