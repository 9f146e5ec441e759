import type { IconName } from "#contracts/icons";
import type { PostColorScheme, PostInput, StaffPost } from "#contracts/staff-api";

/** The editor's form: selects hold "" for "none", the API wants null. */
export interface PostFormValues {
  title: string;
  slug: string;
  date: string;
  excerpt: string;
  image: string;
  colorScheme: PostColorScheme | "";
  sections: { title: string; content: string; icon: IconName | "" }[];
  published: "true" | "false";
}

export const defaultPostImage = "/media/blog/default.svg";

export function emptySection(): PostFormValues["sections"][number] {
  return { title: "", content: "", icon: "" };
}

/** Today as YYYY-MM-DD in the writer's own time zone. */
export function today() {
  const now = new Date();
  return new Date(now.getTime() - now.getTimezoneOffset() * 60_000).toISOString().slice(0, 10);
}

export function toFormValues(post?: StaffPost): PostFormValues {
  if (!post) {
    return { title: "", slug: "", date: today(), excerpt: "", image: defaultPostImage, colorScheme: "", sections: [emptySection()], published: "false" };
  }
  return {
    title: post.title,
    slug: post.slug,
    date: post.date,
    excerpt: post.excerpt,
    image: post.image,
    colorScheme: post.colorScheme ?? "",
    sections: post.sections.length > 0 ? post.sections.map((s) => ({ title: s.title, content: s.content, icon: s.icon ?? "" })) : [emptySection()],
    published: post.published ? "true" : "false",
  };
}

export function toPostInput(values: PostFormValues): PostInput {
  return {
    title: values.title.trim(),
    slug: values.slug.trim(),
    date: values.date,
    excerpt: values.excerpt.trim(),
    image: values.image.trim(),
    colorScheme: values.colorScheme || null,
    sections: values.sections.map((s) => ({ title: s.title.trim(), content: s.content.trim(), icon: s.icon || null })),
    published: values.published === "true",
  };
}
