import type { ContentField } from "#contracts/api/site-content";

/** The words a field shows for editing: its draft, else its published text. */
export const workingTextOf = (field: ContentField) => field.draft?.text ?? field.text;
