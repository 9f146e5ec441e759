import { ArrowLeft, RotateCw } from "lucide-react";
import { isRouteErrorResponse, Link, useRevalidator } from "react-router";
import { blogMessages } from "#contracts/blog";
import { ContactCta } from "#app/components/layout/contact-cta";
import { PageHero } from "#app/components/layout/page-hero";
import { Button } from "#app/components/ui/button";
import { heroes } from "#app/content/heroes";
import { BlogPendingBar } from "./blog-states";

export type PostProblemKind = "not-found" | "no-slug" | "failed";

/** What went wrong, from the error a post route's loader threw. */
export function postProblemOf(error: unknown): PostProblemKind {
  if (isRouteErrorResponse(error) && error.status === 404) return "not-found";
  if (isRouteErrorResponse(error) && error.status === 400) return "no-slug";
  return "failed";
}

const texts: Record<PostProblemKind, { heading: string; text: string }> = {
  "not-found": { heading: blogMessages.notFoundHeading, text: blogMessages.notFound },
  "no-slug": { heading: blogMessages.notFoundHeading, text: blogMessages.noSlug },
  failed: { heading: "Something went wrong", text: blogMessages.loadPostFailed },
};

export const postProblemHeading = (kind: PostProblemKind) => texts[kind].heading;

/**
 * docs/product/product-spec.md §2.7: 'Blog Not Found' / 'Blog not found' with 'Back to Blogs';
 * 'No blog slug provided'; 'Failed to load blog'.
 */
export function PostProblem({ kind }: { kind: PostProblemKind }) {
  const { heading, text } = texts[kind];
  const revalidator = useRevalidator();
  return (
    <>
      <BlogPendingBar />
      <PageHero title={heading} lead={<span role={kind === "failed" ? "alert" : undefined}>{text}</span>} image={heroes.blog}>
        <Button asChild variant="accent">
          <Link to="/blog">
            <ArrowLeft aria-hidden="true" />
            Back to Blogs
          </Link>
        </Button>
        {kind === "failed" && (
          <Button variant="onDark" onClick={() => void revalidator.revalidate()} disabled={revalidator.state === "loading"}>
            <RotateCw aria-hidden="true" />
            Try again
          </Button>
        )}
      </PageHero>
      <ContactCta />
    </>
  );
}
