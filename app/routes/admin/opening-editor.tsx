import { adminMeta } from "#app/features/admin/shared/admin-meta";
import { useStaffOpening } from "#app/features/admin/openings/openings-api";
import { DeleteOpeningButton, SampleBadge } from "#app/features/admin/openings/opening-actions";
import { OpeningForm } from "#app/features/admin/openings/opening-form";
import { EditorPage } from "#app/features/admin/shared/editor-page";
import { StatusBadge } from "#app/features/admin/shared/status-badge";
import { ViewOnSiteLink } from "#app/features/admin/shared/view-on-site";
import type { Route } from "./+types/opening-editor";

export function meta({ params }: Route.MetaArgs) {
  return adminMeta(params.id ? "Edit opening" : "New opening");
}

export default function OpeningEditor() {
  return (
    <EditorPage
      noun="opening"
      list={{ to: "/admin/openings", label: "All openings" }}
      useRecord={useStaffOpening}
      newDescription="Describe the role, save it as a draft, then open it to list it on /careers."
      status={(opening) => (
        <>
          <StatusBadge status={opening.status} />
          {opening.sample && <SampleBadge />}
        </>
      )}
      actions={(opening, { onDeleting, onDeleted }) => (
        <>
          {opening.publicPath && <ViewOnSiteLink path={opening.publicPath} />}
          <DeleteOpeningButton opening={opening} onDeleting={onDeleting} onDeleted={onDeleted} />
        </>
      )}
      form={(opening, { reload, onSaved }) => (
        <OpeningForm key={opening?.id ?? "new"} opening={opening} onReload={reload} onSaved={onSaved} />
      )}
    />
  );
}
