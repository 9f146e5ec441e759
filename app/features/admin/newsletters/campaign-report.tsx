import type { CampaignCounts } from "#contracts/api/campaigns";
import { DataTable, EmptyRows, Td } from "../shared/data-table";
import { formatDateTime, formatNumber } from "../shared/format";
import { LoadError, Loading } from "../shared/query-state";
import { useCampaignReport } from "./campaigns-api";
import { SendsChart } from "./sends-chart";

const figures: { key: keyof CampaignCounts; label: string }[] = [
  { key: "recipients", label: "Recipients" },
  { key: "queued", label: "Queued" },
  { key: "sent", label: "Sent" },
  { key: "failed", label: "Failed" },
  { key: "unsubscribedAfter", label: "Unsubscribed after" },
];

export function CountFigures({ counts }: { counts: CampaignCounts }) {
  return (
    <dl className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-5">
      {figures.map(({ key, label }) => (
        <div key={key} className="rounded-md border border-border bg-background p-3">
          <dt className="text-xs font-medium text-muted-foreground">{label}</dt>
          <dd className="mt-1 text-2xl font-semibold tabular-nums">{formatNumber(counts[key])}</dd>
        </div>
      ))}
    </dl>
  );
}

/** What happened: the counts, mails sent over time, and each failed mail with the mail server's answer. */
export function CampaignReport({ campaignId, live }: { campaignId: number; live: boolean }) {
  const report = useCampaignReport(campaignId, live);
  if (report.isPending) return <Loading label="Loading the report…" />;
  if (report.error) return <LoadError error={report.error} onRetry={() => void report.refetch()} />;
  const { counts, failures, sendsOverTime } = report.data;
  return (
    <div className="grid grid-cols-1 gap-6">
      <CountFigures counts={counts} />
      <div>
        <h3 className="mb-3 text-base font-semibold">Sends over time</h3>
        <SendsChart points={sendsOverTime} title="Mails sent per minute" />
      </div>
      <div>
        <h3 className="mb-3 text-base font-semibold">Failed mails</h3>
        <DataTable
          caption="Failed mails"
          headers={["Address", "Mail server's answer", "When"]}
          empty={<EmptyRows show={failures.length === 0}>No mail has failed.</EmptyRows>}
        >
          {failures.map((failure) => (
            <tr key={`${failure.email}-${failure.at}`}>
              <Td className="font-medium break-all">{failure.email}</Td>
              <Td className="font-mono text-xs break-words">{failure.error}</Td>
              <Td className="whitespace-nowrap">{formatDateTime(failure.at)}</Td>
            </tr>
          ))}
        </DataTable>
      </div>
    </div>
  );
}
