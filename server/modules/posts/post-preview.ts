import type { BlogPost, PostInputData, StaffPost } from "#contracts/api/posts";
import type { BlogReader } from "#contracts/blog";
import { withFormatting } from "#server/lib/formatted-sections";

/** The `_id` of a post not yet created: no stored post has it. */
const unsavedId = "preview";

/**
 * The post as the editor holds it, in the shape the public page reads (post-mapper.ts's toBlogPost): the form's
 * values, and of the stored post (`stored`, when it exists) what the form does not carry, its id and /blog{n}.
 * It was last edited now.
 */
export function previewedPost(input: PostInputData, stored: StaffPost | undefined, now = new Date()): BlogPost {
  return {
    _id: stored ? String(stored.id) : unsavedId,
    title: input.title,
    slug: input.slug,
    date: input.date,
    excerpt: input.excerpt,
    image_url: input.image,
    // Parsed as a published post's are, so the preview shows its formatting (lists, links, emphasis).
    content_sections: withFormatting(input.sections.map(({ title, content, icon }) => ({ title, content, icon }))),
    color_scheme: input.colorScheme,
    static_number: stored?.staticNumber ?? null,
    updated_at: now.toISOString(),
  };
}

/**
 * The blog as a preview's page reads it: the previewed post at its address (and at its /blog{n}), published or not;
 * every other read the public blog's, without the stored post itself (under its old address, it would otherwise be
 * offered to read next). Nothing is written, and no cache the public pages read from learns of the post.
 */
export function previewReader(post: BlogPost, blog: BlogReader): BlogReader {
  return {
    bySlug: (slug) => (slug === post.slug ? Promise.resolve(post) : blog.bySlug(slug)),
    byStaticNumber: (number) =>
      post.static_number !== null && number === post.static_number ? Promise.resolve(post) : blog.byStaticNumber(number),
    list: async (query) => {
      const page = await blog.list(query);
      return { ...page, posts: page.posts.filter(({ _id }) => _id !== post._id) };
    },
  };
}
