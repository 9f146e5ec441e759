import { ArrowLeft } from "lucide-react";
import { Link } from "react-router";
import { Button, type ButtonProps } from "#app/components/ui/button";

/** Back to the all-blogs list (docs/product/decisions.md, Routes: every 'Show All Blogs' leads there). */
export function ShowAllBlogs({ variant = "outline" }: { variant?: ButtonProps["variant"] }) {
  return (
    <Button asChild variant={variant}>
      <Link to="/bloglist" prefetch="intent">
        <ArrowLeft aria-hidden="true" />
        Show All Blogs
      </Link>
    </Button>
  );
}
