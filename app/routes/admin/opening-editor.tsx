import { useState } from "react";
import { useNavigate, useParams } from "react-router";
import { adminMeta } from "#app/features/admin/shared/admin-meta";
import { useStaffOpening } from "#app/features/admin/openings/openings-api";
import { DeleteOpeningButton, SampleBadge } from "#app/features/admin/openings/opening-actions";
import { OpeningForm } from "#app/features/admin/openings/opening-form";
import { PageHeader } from "#app/features/admin/shared/page-header";
import { LoadError, Loading } from "#app/features/admin/shared/query-state";
import { StatusBadge } from "#app/features/admin/shared/status-badge";
import { ViewOnSiteLink } from "#app/features/admin/shared/view-on-site";
import { formatDateTime } from "#app/features/admin/shared/format";
import type { Route } from "./+types/opening-editor";

export function meta({ params }: Route.MetaArgs) {
  return adminMeta(params.id ? "Edit opening" : "New opening");
}

const back = { to: "/admin/openings", label: "All openings" };

export default function OpeningEditor() {
  const params = useParams();
  const navigate = useNavigate();
  const id = params.id === undefined ? null : Number(params.id);
  const valid = id === null || (Number.isInteger(id) && id > 0);
  const [deleting, setDeleting] = useState(false);
  const { data: opening, error, isPending, refetch } = useStaffOpening(valid ? id : null, !deleting);

  if (!valid) return <PageHeader title="Opening not found" back={back} />;
  if (id !== null && isPending) return <Loading label="Loading the opening…" />;
  if (id !== null && (error || !opening)) {
    return (
      <>
        <PageHeader title="Edit opening" back={back} />
        <LoadError error={error} onRetry={() => void refetch()} />
      </>
    );
  }

  const reload = async () => (await refetch()).data;

  return (
    <>
      <PageHeader
        title={opening ? "Edit opening" : "New opening"}
        description={
          opening ? (
            <span className="inline-flex flex-wrap items-center gap-2">
              {opening.title} · last saved {formatDateTime(opening.updatedAt)} <StatusBadge status={opening.status} />
              {opening.sample && <SampleBadge />}
            </span>
          ) : (
            "Describe the role, save it as a draft, then open it to list it on /careers."
          )
        }
        back={back}
        actions={
          opening && (
            <>
              {opening.publicPath && <ViewOnSiteLink path={opening.publicPath} />}
              <DeleteOpeningButton
                opening={opening}
                onDeleting={setDeleting}
                onDeleted={() => navigate("/admin/openings", { replace: true })}
              />
            </>
          )
        }
      />
      <OpeningForm
        key={opening?.id ?? "new"}
        opening={opening}
        onReload={reload}
        onSaved={(saved, created) => created && navigate(`/admin/openings/${saved.id}`, { replace: true })}
      />
    </>
  );
}
