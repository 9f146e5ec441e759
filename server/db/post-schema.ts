import type { Generated } from "kysely";
import type { PostColorScheme } from "#contracts/api/posts";
import type { IconName } from "#contracts/icons";

/** The tables of blog posts, part of the Database of ./schema.ts; the posts module is their one owner. */

export interface PostsTable {
  id: Generated<number>;
  slug: string;
  title: string;
  /** YYYY-MM-DD */
  date: string;
  excerpt: string;
  image: string;
  /** Rows written before a colour left the list may hold another name; the post mapper reads it as none. */
  color_scheme: PostColorScheme | null;
  static_number: number | null;
  published: number;
  /** ISO instant at which a draft goes live (issue 30); null when none is set, always null once published. */
  publish_at: string | null;
  version: Generated<number>;
  created_at: string;
  updated_at: string;
}

/** One save of a post (issue 30): what the editor wrote, kept so it can be compared and restored. */
export interface PostVersionsTable {
  id: Generated<number>;
  post_id: number;
  /** The post's version this save made. */
  version: number;
  title: string;
  slug: string;
  date: string;
  excerpt: string;
  image: string;
  color_scheme: string | null;
  /** JSON: [{ title, content, icon }] in reading order. */
  sections: string;
  saved_by: number | null;
  /** The saver's name as it was: the staff accounts are another module's. */
  saved_by_name: string | null;
  saved_at: string;
}

export interface PostSectionsTable {
  id: Generated<number>;
  post_id: number;
  position: number;
  title: string;
  content: string;
  /** As color_scheme: an icon no longer in the list is read as none. */
  icon: IconName | null;
}
