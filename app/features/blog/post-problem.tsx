import { RotateCw } from "lucide-react";
import { BackArrow } from "#app/components/ui/direction-icons";
import { useRevalidator } from "react-router";
import { ContactCta } from "#app/components/layout/contact-cta";
import { PageHero } from "#app/components/layout/page-hero";
import { Button } from "#app/components/ui/button";
import { Link } from "#app/i18n/link";
import { useBlogCopy } from "./blog-copy-context";
import { BlogPendingBar } from "./blog-states";
import { postProblemTexts, type PostProblemKind } from "./post-problem-kind";

/**
 * docs/product/product-spec.md §2.7: 'Blog Not Found' / 'Blog not found' with 'Back to Blogs';
 * 'No blog slug provided'; 'Failed to load blog'. Only an error shows it, so the post routes load it when one
 * happens (React.lazy), not with every post (issue 18).
 */
export default function PostProblem({ kind }: { kind: PostProblemKind }) {
  const { chrome, heroImage } = useBlogCopy();
  const { heading, text } = postProblemTexts(chrome)[kind];
  const revalidator = useRevalidator();
  return (
    <>
      <BlogPendingBar />
      <PageHero title={heading} lead={<span role={kind === "failed" ? "alert" : undefined}>{text}</span>} image={heroImage}>
        <Button asChild variant="accent">
          <Link to="/blog">
            <BackArrow aria-hidden="true" />
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
