import { useParams } from "react-router";
import { adminMeta } from "#app/features/admin/shared/admin-meta";
import { useAddQuoteNote, useQuote } from "#app/features/admin/quotes/quotes-api";
import { DetailList } from "#app/features/admin/shared/detail-list";
import { NotesPanel } from "#app/features/admin/shared/notes-panel";
import { PageHeader } from "#app/features/admin/shared/page-header";
import { RecordStates } from "#app/features/admin/shared/record-states";
import { QuoteAssignment } from "#app/features/admin/quotes/quote-assignment";
import { QuoteOffer } from "#app/features/admin/quotes/quote-offer";
import { QuoteWorkflow } from "#app/features/admin/quotes/quote-workflow";
import { SectionCard } from "#app/features/admin/shared/section-card";
import { StatusBadge } from "#app/features/admin/shared/status-badge";
import { formatDateTime, formatNumber } from "#app/features/admin/shared/format";
import type { QuoteDetail } from "#contracts/api/quotes";

export const meta = () => adminMeta("Quote request");

const back = { to: "/admin/quotes", label: "All quotes" };

function Notes({ quote }: { quote: QuoteDetail }) {
  return <NotesPanel notes={quote.notes} add={useAddQuoteNote(quote.id)} />;
}

function totals(quote: QuoteDetail) {
  const { grossKg, volumeM3, chargeableKg, basis } = quote.totals;
  return [
    { label: "Gross weight", value: `${formatNumber(grossKg)} kg` },
    // A full container load is priced per box: its volume is not asked, so not "0 m³" (issue 28).
    { label: "Volume", value: quote.mode === "sea-fcl" ? "Not asked: priced per container" : `${formatNumber(volumeM3)} m³` },
    {
      label: "Chargeable weight",
      value: chargeableKg === null ? "None: priced per container or by the desk" : `${formatNumber(chargeableKg)} kg (${basis})`,
    },
  ];
}

export default function QuoteDetailScreen() {
  const id = Number(useParams().id);
  const query = useQuote(id);
  const { data: quote } = query;
  if (query.error || !quote) return <RecordStates id={id} noun="quote request" back={back} query={query} />;

  return (
    <>
      <PageHeader
        title={`${quote.reference} · ${quote.company}`}
        description={
          <span className="inline-flex flex-wrap items-center gap-2">
            {quote.origin} → {quote.destination} · received {formatDateTime(quote.createdAt)} <StatusBadge status={quote.status} />
          </span>
        }
        back={back}
      />
      <div className="grid gap-6 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
        <div className="grid content-start gap-6">
          <SectionCard title="Status">
            <QuoteWorkflow quote={quote} />
          </SectionCard>
          <SectionCard title="Quote">
            <QuoteOffer quote={quote} />
          </SectionCard>
          <SectionCard title="Request">
            <DetailList
              items={quote.request.map((line) => ({ label: line.label, value: <span className="whitespace-pre-wrap">{line.value}</span> }))}
            />
          </SectionCard>
        </div>
        <div className="grid content-start gap-6">
          <SectionCard title="Totals">
            <DetailList items={totals(quote)} />
          </SectionCard>
          <SectionCard title="Assignment">
            <QuoteAssignment quote={quote} />
          </SectionCard>
          <SectionCard title="Internal notes">
            <Notes quote={quote} />
          </SectionCard>
        </div>
      </div>
    </>
  );
}
