import type { BlogSection } from "#contracts/api/posts";
import type { IconName } from "#contracts/icons";

/**
 * One section in an editor's form (posts and openings share the blog's safe section model): the icon
 * select holds "" for "none", the API wants null.
 */
export interface SectionFormValues {
  title: string;
  content: string;
  icon: IconName | "";
}

/** Any form with an ordered list of sections (components/sections-editor.tsx edits it). */
export interface SectionsFormValues {
  sections: SectionFormValues[];
}

export function emptySection(): SectionFormValues {
  return { title: "", content: "", icon: "" };
}

/** A stored record's sections as form values; a record without any starts with one empty section. */
export function toSectionValues(sections: readonly BlogSection[]): SectionFormValues[] {
  return sections.length > 0 ? sections.map((s) => ({ title: s.title, content: s.content, icon: s.icon ?? "" })) : [emptySection()];
}

/** The form's sections in the API's shape. */
export function toSectionInput(sections: readonly SectionFormValues[]) {
  return sections.map((s) => ({ ...s, icon: s.icon || null }));
}
