import { useCallback, useState } from "react";
import { useNavigate, useParams } from "react-router";
import { adminMeta } from "#app/features/admin/shared/admin-meta";
import { useCampaign } from "#app/features/admin/newsletters/campaigns-api";
import { CampaignForm } from "#app/features/admin/newsletters/campaign-form";
import { CampaignPreview } from "#app/features/admin/newsletters/campaign-preview";
import { CampaignReport } from "#app/features/admin/newsletters/campaign-report";
import { DeleteCampaignButton } from "#app/features/admin/newsletters/delete-campaign-button";
import { SendPanel } from "#app/features/admin/newsletters/send-panel";
import { PageHeader } from "#app/features/admin/shared/page-header";
import { RecordStates } from "#app/features/admin/shared/record-states";
import { SectionCard } from "#app/features/admin/shared/section-card";
import { StatusBadge } from "#app/features/admin/shared/status-badge";
import { formatDateTime } from "#app/features/admin/shared/format";
import { deletableCampaignStatuses } from "#contracts/api/campaigns";
import type { Route } from "./+types/newsletter-campaign";

export function meta({ params }: Route.MetaArgs) {
  return adminMeta(params.id ? "Campaign" : "New campaign");
}

const back = { to: "/admin/newsletters", label: "All campaigns" };

/**
 * One campaign: compose it (a version per language), preview it and send a test, send it now or at a set time,
 * pause and resume it, and see what happened. A new campaign is composed first; the rest opens once it is saved.
 */
export default function NewsletterCampaign() {
  const params = useParams();
  const navigate = useNavigate();
  const id = params.id === undefined ? null : Number(params.id);
  const valid = id === null || (Number.isInteger(id) && id > 0);
  const [deleting, setDeleting] = useState(false);
  const [unsaved, setUnsaved] = useState(false);
  const query = useCampaign(valid ? id : null, !deleting);
  const { data: campaign, refetch } = query;
  const onDirtyChange = useCallback((dirty: boolean) => setUnsaved(dirty), []);

  // A new campaign (no id) has no record to wait for.
  if (id !== null && (query.error || !campaign)) return <RecordStates id={id} noun="campaign" back={back} query={query} />;

  const reload = async () => (await refetch()).data;

  return (
    <>
      <PageHeader
        title={campaign ? campaign.subject : "New campaign"}
        description={
          campaign ? (
            <span className="inline-flex flex-wrap items-center gap-2">
              <StatusBadge status={campaign.status} /> Last saved {formatDateTime(campaign.updatedAt)}
            </span>
          ) : (
            "Write the English version, and any other languages you have; save it as a draft, then preview, test and send."
          )
        }
        back={back}
        actions={
          campaign &&
          deletableCampaignStatuses.includes(campaign.status) && (
            <DeleteCampaignButton
              campaign={campaign}
              onDeleting={setDeleting}
              onDeleted={() => navigate("/admin/newsletters", { replace: true })}
            />
          )
        }
      />
      {/* One column that never grows wider than the screen: a long option or address wraps or scrolls inside its card. */}
      <div className="grid grid-cols-1 gap-6">
        <CampaignForm
          key={campaign?.id ?? "new"}
          campaign={campaign}
          onReload={reload}
          onDirtyChange={onDirtyChange}
          onSaved={(saved, created) => created && navigate(`/admin/newsletters/${saved.id}`, { replace: true })}
        />
        {campaign && (
          <>
            <SectionCard title="Preview and test">
              <CampaignPreview campaign={campaign} unsaved={unsaved} />
            </SectionCard>
            <SectionCard title="Sending">
              <SendPanel campaign={campaign} unsaved={unsaved} />
            </SectionCard>
            {campaign.status !== "draft" && campaign.status !== "scheduled" && (
              <SectionCard title="Report">
                <CampaignReport campaignId={campaign.id} live={campaign.status === "sending"} />
              </SectionCard>
            )}
          </>
        )}
      </div>
    </>
  );
}
