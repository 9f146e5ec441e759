import { FileDown, Trash2 } from "lucide-react";
import { useState } from "react";
import { Link, useNavigate, useParams } from "react-router";
import { Button } from "#app/components/ui/button";
import { adminMeta } from "#app/features/admin/shared/admin-meta";
import { downloadResume, useApplication, useDeleteApplication } from "#app/features/admin/applications/applications-api";
import { ApplicationNotes } from "#app/features/admin/applications/application-notes";
import { ApplicationWorkflow } from "#app/features/admin/applications/application-workflow";
import { ConfirmDialog } from "#app/features/admin/shared/confirm-dialog";
import { DetailList } from "#app/features/admin/shared/detail-list";
import { PageHeader } from "#app/features/admin/shared/page-header";
import { RecordStates } from "#app/features/admin/shared/record-states";
import { SectionCard } from "#app/features/admin/shared/section-card";
import { StatusBadge } from "#app/features/admin/shared/status-badge";
import { capitalise, formatBytes, formatDateTime, openingLabel } from "#app/features/admin/shared/format";
import { notify } from "#app/lib/notify";
import type { ApplicationDetail as Detail } from "#contracts/api/applications";

export const meta = () => adminMeta("Application");

const back = { to: "/admin/applications", label: "All applications" };

function ResumeButton({ application }: { application: Detail }) {
  const [busy, setBusy] = useState(false);
  if (!application.resume) return <p className="text-sm text-muted-foreground">No resume was attached.</p>;
  const download = async () => {
    setBusy(true);
    try {
      await downloadResume(application);
    } catch (error) {
      void notify("error", error instanceof Error ? error.message : "The resume could not be downloaded.");
    } finally {
      setBusy(false);
    }
  };
  return (
    <div className="flex flex-wrap items-center gap-3">
      <Button type="button" variant="outline" onClick={download} disabled={busy}>
        <FileDown aria-hidden="true" />
        {busy ? "Downloading…" : "Download resume"}
      </Button>
      <span className="text-sm break-all text-muted-foreground">
        {application.resume.filename} · {formatBytes(application.resume.size)}
      </span>
    </div>
  );
}

export default function ApplicationDetailScreen() {
  const id = Number(useParams().id);
  const navigate = useNavigate();
  const [deleting, setDeleting] = useState(false);
  const query = useApplication(id, !deleting);
  const { data: application } = query;
  const remove = useDeleteApplication();

  if (query.error || !application) return <RecordStates id={id} noun="application" back={back} query={query} />;

  const confirmDelete = async () => {
    setDeleting(true);
    try {
      await remove.mutateAsync(application.id);
    } catch (failure) {
      setDeleting(false);
      void notify("error", failure instanceof Error ? failure.message : "The application could not be deleted.");
      throw failure;
    }
    void notify("success", "Application deleted");
    navigate("/admin/applications", { replace: true });
  };

  return (
    <>
      <PageHeader
        title={application.name}
        description={
          <span className="inline-flex flex-wrap items-center gap-2">
            {capitalise(application.position)} application · {openingLabel(application.opening)} · received{" "}
            {formatDateTime(application.createdAt)} <StatusBadge status={application.status} />
          </span>
        }
        back={back}
        actions={
          <ConfirmDialog
            trigger={
              <Button type="button" variant="outline" size="sm">
                <Trash2 aria-hidden="true" /> Delete
              </Button>
            }
            title="Delete this application?"
            description={
              <>
                <p>
                  This permanently deletes the application from <strong className="text-foreground">{application.name}</strong>, with its
                  resume and notes.
                </p>
                <p className="mt-2">Use it when the applicant asks for their data to be deleted. It cannot be undone.</p>
              </>
            }
            confirmLabel="Delete application"
            busyLabel="Deleting…"
            onConfirm={confirmDelete}
          />
        }
      />
      <div className="grid gap-6 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
        <div className="grid content-start gap-6">
          <SectionCard title="Status">
            <ApplicationWorkflow application={application} />
          </SectionCard>
          <SectionCard title="Message">
            <p className="text-sm leading-relaxed break-words whitespace-pre-wrap">{application.message}</p>
          </SectionCard>
          <SectionCard title="Internal notes">
            <ApplicationNotes application={application} />
          </SectionCard>
        </div>
        <div className="grid content-start gap-6">
          <SectionCard title="Contact details">
            <DetailList
              items={[
                {
                  label: "Email",
                  value: (
                    <a className="text-primary underline underline-offset-4" href={`mailto:${application.email}`}>
                      {application.email}
                    </a>
                  ),
                },
                {
                  label: "Phone",
                  value: (
                    <a className="text-primary underline underline-offset-4" href={`tel:${application.phone.replace(/[^\d+]/g, "")}`}>
                      {application.phone}
                    </a>
                  ),
                },
                {
                  label: "Opening",
                  value: application.opening ? (
                    <Link className="text-primary underline underline-offset-4" to={`/admin/openings/${application.opening.id}`}>
                      {application.opening.title}
                    </Link>
                  ) : (
                    openingLabel(null)
                  ),
                },
                { label: "Position", value: capitalise(application.position) },
                { label: "Received", value: formatDateTime(application.createdAt) },
                { label: "Last change", value: formatDateTime(application.updatedAt) },
              ]}
            />
          </SectionCard>
          <SectionCard title="Resume">
            <ResumeButton application={application} />
            {application.resumeConsentAt && (
              <p className="mt-3 text-xs text-muted-foreground">
                Consent to keep the resume given {formatDateTime(application.resumeConsentAt)}.
              </p>
            )}
          </SectionCard>
        </div>
      </div>
    </>
  );
}
