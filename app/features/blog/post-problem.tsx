import { ArrowLeft, RotateCw } from "lucide-react";
import { isRouteErrorResponse, useRevalidator } from "react-router";
import type { BlogChromeCopy } from "#app/content/blog-copy";
import { ContactCta } from "#app/components/layout/contact-cta";
import { PageHero } from "#app/components/layout/page-hero";
import { Button } from "#app/components/ui/button";
import { Link } from "#app/i18n/link";
import { useBlogCopy } from "./blog-copy-context";
import { BlogPendingBar } from "./blog-states";

export type PostProblemKind = "not-found" | "no-slug" | "failed";

/** What went wrong, from the error a post route's loader threw. */
export function postProblemOf(error: unknown): PostProblemKind {
  if (isRouteErrorResponse(error) && error.status === 404) return "not-found";
  if (isRouteErrorResponse(error) && error.status === 400) return "no-slug";
  return "failed";
}

const texts = (copy: BlogChromeCopy): Record<PostProblemKind, { heading: string; text: string }> => ({
  "not-found": { heading: copy.notFoundHeading, text: copy.notFound },
  "no-slug": { heading: copy.notFoundHeading, text: copy.noSlug },
  failed: { heading: copy.failedHeading, text: copy.loadPostFailed },
});

export const postProblemHeading = (kind: PostProblemKind, copy: BlogChromeCopy) => texts(copy)[kind].heading;

/**
 * docs/product/product-spec.md §2.7: 'Blog Not Found' / 'Blog not found' with 'Back to Blogs';
 * 'No blog slug provided'; 'Failed to load blog'.
 */
export function PostProblem({ kind }: { kind: PostProblemKind }) {
  const { chrome, heroImage } = useBlogCopy();
  const { heading, text } = texts(chrome)[kind];
  const revalidator = useRevalidator();
  return (
    <>
      <BlogPendingBar />
      <PageHero title={heading} lead={<span role={kind === "failed" ? "alert" : undefined}>{text}</span>} image={heroImage}>
        <Button asChild variant="accent">
          <Link to="/blog">
            <ArrowLeft aria-hidden="true" />
            {chrome.backToBlogs}
          </Link>
        </Button>
        {kind === "failed" && (
          <Button variant="onDark" onClick={() => void revalidator.revalidate()} disabled={revalidator.state === "loading"}>
            <RotateCw aria-hidden="true" />
            {chrome.tryAgain}
          </Button>
        )}
      </PageHero>
      <ContactCta />
    </>
  );
}
