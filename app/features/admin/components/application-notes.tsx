import type { ApplicationDetail } from "#contracts/api/applications";
import { useAddApplicationNote } from "../api/applications-api";
import { NotesPanel } from "./notes-panel";

/** An application's internal notes. */
export function ApplicationNotes({ application }: { application: ApplicationDetail }) {
  return <NotesPanel notes={application.notes} add={useAddApplicationNote(application.id)} />;
}
