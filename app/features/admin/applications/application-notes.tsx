import type { ApplicationDetail } from "#contracts/api/applications";
import { useAddApplicationNote } from "./applications-api";
import { NotesPanel } from "../shared/notes-panel";

/** An application's internal notes. */
export function ApplicationNotes({ application }: { application: ApplicationDetail }) {
  return <NotesPanel notes={application.notes} add={useAddApplicationNote(application.id)} />;
}
