import { Plus } from "lucide-react";
import { Link } from "react-router";
import { Button } from "#app/components/ui/button";
import { adminMeta } from "#app/features/admin/shared/admin-meta";
import { useCampaigns } from "#app/features/admin/newsletters/campaigns-api";
import { languageName } from "#app/features/admin/newsletters/campaign-form-values";
import { audienceText } from "#app/features/admin/newsletters/campaign-audience";
import { DataTable, EmptyRows, Td } from "#app/features/admin/shared/data-table";
import { PageHeader } from "#app/features/admin/shared/page-header";
import { LoadError, Loading } from "#app/features/admin/shared/query-state";
import { StatusBadge } from "#app/features/admin/shared/status-badge";
import { countOf, formatDateTime, formatNumber } from "#app/features/admin/shared/format";
import type { CampaignSummary } from "#contracts/api/campaigns";

export const meta = () => adminMeta("Newsletters");

/** When it went or goes out: sent, started, scheduled, or not yet. */
function When({ campaign }: { campaign: CampaignSummary }) {
  if (campaign.finishedAt) return <>Sent {formatDateTime(campaign.finishedAt)}</>;
  if (campaign.startedAt) return <>Started {formatDateTime(campaign.startedAt)}</>;
  if (campaign.scheduledAt) return <>Scheduled for {formatDateTime(campaign.scheduledAt)}</>;
  return <span className="text-muted-foreground">Not sent</span>;
}

function Counts({ campaign }: { campaign: CampaignSummary }) {
  const { counts } = campaign;
  if (campaign.status === "draft" || campaign.status === "scheduled") return <span className="text-muted-foreground">—</span>;
  return (
    <span className="tabular-nums">
      {formatNumber(counts.sent)} of {countOf(counts.recipients, ["recipient", "recipients"])} sent
      {counts.failed > 0 && <span className="block text-destructive">{formatNumber(counts.failed)} failed</span>}
      {counts.unsubscribedAfter > 0 && (
        <span className="block text-muted-foreground">{formatNumber(counts.unsubscribedAfter)} unsubscribed after</span>
      )}
    </span>
  );
}

export default function Newsletters() {
  const { data, error, isPending, refetch } = useCampaigns();
  return (
    <>
      <PageHeader
        title="Newsletters"
        description="Campaigns to confirmed subscribers, each in the language they signed up in."
        actions={
          <Button asChild size="sm">
            <Link to="/admin/newsletters/new">
              <Plus aria-hidden="true" /> New campaign
            </Link>
          </Button>
        }
      />
      {error && <LoadError error={error} onRetry={() => void refetch()} />}
      {isPending && !error && <Loading label="Loading campaigns…" />}
      {data && (
        <DataTable
          caption="Newsletter campaigns"
          headers={["Subject", "Status", "Languages", "Mails", "When"]}
          empty={<EmptyRows show={data.length === 0}>No campaigns yet. Start one with “New campaign”.</EmptyRows>}
        >
          {data.map((campaign) => (
            <tr key={campaign.id} className="hover:bg-muted/50">
              <Td className="max-w-md">
                <Link
                  to={`/admin/newsletters/${campaign.id}`}
                  className="font-semibold break-words text-primary underline-offset-4 hover:underline"
                >
                  {campaign.subject}
                </Link>
                <span className="block text-xs text-muted-foreground">To {audienceText(campaign.audience.languages)}</span>
              </Td>
              <Td>
                <StatusBadge status={campaign.status} />
              </Td>
              <Td>{campaign.languages.map((code) => languageName(code).split(" (")[0]).join(", ")}</Td>
              <Td>
                <Counts campaign={campaign} />
              </Td>
              <Td className="whitespace-nowrap">
                <When campaign={campaign} />
              </Td>
            </tr>
          ))}
        </DataTable>
      )}
    </>
  );
}
