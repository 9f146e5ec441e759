import { zodResolver } from "@hookform/resolvers/zod";
import type { Resolver } from "react-hook-form";
import { PostInputSchema, type PostColorScheme, type PostInput, type PostInputData, type StaffPost } from "#contracts/api/posts";
import { emptySection, toSectionInput, toSectionValues, type SectionFormValues } from "../shared/section-form-values";
import { fromLocalDateTime, today, toLocalDateTime } from "../shared/local-date";

/** The editor's form: selects hold "" for "none", the API wants null. */
export interface PostFormValues {
  title: string;
  slug: string;
  date: string;
  excerpt: string;
  image: string;
  colorScheme: PostColorScheme | "";
  sections: SectionFormValues[];
  /** Draft (staff only), published now, or a draft that goes live by itself at `publishAt`. */
  visibility: "draft" | "published" | "scheduled";
  /** What the `datetime-local` input holds: the writer's own time. */
  publishAt: string;
}

export const defaultPostImage = "/media/blog/default.svg";

export function toFormValues(post?: StaffPost): PostFormValues {
  if (!post) {
    return {
      title: "",
      slug: "",
      date: today(),
      excerpt: "",
      image: defaultPostImage,
      colorScheme: "",
      sections: [emptySection()],
      visibility: "draft",
      publishAt: "",
    };
  }
  return {
    title: post.title,
    slug: post.slug,
    date: post.date,
    excerpt: post.excerpt,
    image: post.image,
    colorScheme: post.colorScheme ?? "",
    sections: toSectionValues(post.sections),
    visibility: post.published ? "published" : post.publishAt ? "scheduled" : "draft",
    publishAt: toLocalDateTime(post.publishAt),
  };
}

/** The form's values in the API's shape; the contract schema then trims and checks them. */
export function toPostInput({ visibility, publishAt, ...values }: PostFormValues): PostInput {
  return {
    ...values,
    colorScheme: values.colorScheme || null,
    sections: toSectionInput(values.sections),
    published: visibility === "published",
    publishAt: visibility === "scheduled" ? (fromLocalDateTime(publishAt) ?? "") : null,
  };
}

const checkInput = zodResolver(PostInputSchema);

/**
 * Validates the editor with the server's own schema (contracts/api/posts.ts), so every rule and
 * message is written once; field names are the same on both sides, so errors land on their fields.
 */
export const postFormResolver: Resolver<PostFormValues, unknown, PostInputData> = (values, context, options) =>
  checkInput(toPostInput(values), context, options as unknown as Parameters<typeof checkInput>[2]) as unknown as ReturnType<
    Resolver<PostFormValues, unknown, PostInputData>
  >;
