import { describe, expect, it, vi } from "vitest";
import type { BlogSummary, PostInputData, StaffPost } from "#contracts/api/posts";
import type { BlogReader } from "#contracts/blog";
import { previewedPost, previewReader } from "./post-preview";

const input: PostInputData = {
  title: "Reefers in the monsoon",
  slug: "reefers-in-the-monsoon",
  date: "2026-06-01",
  excerpt: "Keep it cold.",
  image: "/media/blog/default.svg",
  colorScheme: "teal",
  sections: [{ title: "Plug in", content: "Always.", icon: "route" }],
  published: false,
  publishAt: null,
};

const summary = (id: number, slug: string) => ({ _id: String(id), slug }) as BlogSummary;

function publicBlog(): BlogReader {
  return {
    bySlug: vi.fn(async () => null),
    byStaticNumber: vi.fn(async () => null),
    list: vi.fn(async () => ({
      posts: [summary(3, "old-address"), summary(4, "other"), summary(5, "another")],
      pagination: { page: 1, limit: 4, total: 3, pages: 1, hasNextPage: false, hasPrevPage: false },
    })),
  } as unknown as BlogReader;
}

describe("the post a preview shows", () => {
  it("is the form's values, with the stored post's id and /blog{n}, edited now", () => {
    const now = new Date("2026-11-29T10:00:00.000Z");
    expect(previewedPost(input, undefined, now)).toEqual({
      _id: "preview",
      title: input.title,
      slug: input.slug,
      date: input.date,
      excerpt: input.excerpt,
      image_url: input.image,
      content_sections: input.sections,
      color_scheme: "teal",
      static_number: null,
      updated_at: now.toISOString(),
    });
    const stored = { id: 3, staticNumber: 2 } as StaffPost;
    expect(previewedPost(input, stored, now)).toMatchObject({ _id: "3", static_number: 2 });
  });

  it("carries its sections' formatting, parsed as a published post's is", () => {
    const formatted = previewedPost(
      { ...input, sections: [{ title: "Papers", content: "- **invoice**\n- [rates](/quote)", icon: null }] },
      undefined,
    );
    expect(formatted.content_sections[0]).toMatchObject({ content: "- **invoice**\n- [rates](/quote)" });
    expect(formatted.content_sections[0]?.formatted).toEqual([
      [
        "ul",
        [
          ["li", [["strong", ["invoice"]]]],
          ["li", [["a", ["rates"], "/quote"]]],
        ],
      ],
    ]);
    expect(previewedPost(input, undefined).content_sections[0]).not.toHaveProperty("formatted");
  });

  it("is read at its address and its /blog{n}, published or not; every other read is the public blog's, without the post", async () => {
    const blog = publicBlog();
    const post = previewedPost(input, { id: 3, staticNumber: 2 } as StaffPost);
    const reader = previewReader(post, blog);
    expect(await reader.bySlug(input.slug)).toBe(post);
    expect(await reader.byStaticNumber(2)).toBe(post);
    expect(await reader.bySlug("other")).toBeNull();
    expect(blog.bySlug).toHaveBeenCalledWith("other");
    expect(await reader.byStaticNumber(5)).toBeNull();
    expect(blog.byStaticNumber).toHaveBeenCalledWith(5);
    // Stored under its old address, the post is not offered as the next thing to read.
    expect((await reader.list({ page: 1, limit: 4 })).posts.map(({ slug }) => slug)).toEqual(["other", "another"]);
    // A post not yet created leaves the list as it is, and has no /blog{n}.
    const unsaved = previewReader(previewedPost(input, undefined), blog);
    expect((await unsaved.list({ page: 1, limit: 4 })).posts).toHaveLength(3);
    await unsaved.byStaticNumber(1);
    expect(blog.byStaticNumber).toHaveBeenCalledWith(1);
  });
});
