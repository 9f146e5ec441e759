import { colorSchemeOf } from "./post-mapper";
import { postMessages, postVersionsShown, type PostInputData, type PostVersion, type PostVersionSummary } from "#contracts/api/posts";
import type { BlogSection } from "#contracts/api/posts";
import type { Db } from "#server/db/database";
import { HttpError } from "#server/errors";
import { findPostVersion, listPostVersions, type PostVersionRow } from "./post-version-repository";

const toSummary = (row: PostVersionRow): PostVersionSummary => ({
  id: row.id,
  version: Number(row.version),
  savedAt: row.saved_at,
  savedBy: row.saved_by_name,
  title: row.title,
  slug: row.slug,
});

function toVersion(row: PostVersionRow): PostVersion {
  return {
    ...toSummary(row),
    date: row.date,
    excerpt: row.excerpt,
    image: row.image,
    colorScheme: colorSchemeOf(row.color_scheme),
    sections: JSON.parse(row.sections) as BlogSection[],
  };
}

/** What a kept version says, as the editor's input again (its visibility is the post's own, never the version's). */
export function versionAsInput(version: PostVersion, visibility: Pick<PostInputData, "published" | "publishAt">): PostInputData {
  const { title, slug, date, excerpt, image, colorScheme, sections } = version;
  return { title, slug, date, excerpt, image, colorScheme, sections, ...visibility };
}

/** The reads of a post's kept versions; 404 for a version that is not this post's. */
export function createPostVersionReads(db: Db) {
  return {
    async list(postId: number) {
      return (await listPostVersions(db, postId, postVersionsShown)).map(toSummary);
    },
    async get(postId: number, versionId: number) {
      const row = await findPostVersion(db, postId, versionId);
      if (!row) throw new HttpError(404, postMessages.versionNotFound);
      return toVersion(row);
    },
  };
}
