import { useId, useState, type FormEvent, type ReactNode } from "react";
import { Button } from "#app/components/ui/button";
import { adminMeta } from "#app/features/admin/shared/admin-meta";
import { exportPerson, useCorrectPerson, useErasePerson, useFindPerson } from "#app/features/admin/people/people-api";
import { ConfirmDialog, dangerClass } from "#app/features/admin/shared/confirm-dialog";
import { DataTable, Td } from "#app/features/admin/shared/data-table";
import { EmailField } from "#app/features/admin/shared/email-field";
import { inputClass } from "#app/features/admin/shared/field-styles";
import { FormField } from "#app/features/admin/shared/form-field";
import { PageHeader } from "#app/features/admin/shared/page-header";
import { SectionCard } from "#app/features/admin/shared/section-card";
import { countOf, formatDateTime } from "#app/features/admin/shared/format";
import { notify } from "#app/lib/notify";
import {
  PersonCorrectionSchema,
  PersonRequestSchema,
  businessRecordChoices,
  keptQuoteStatuses,
  keptRecordLabel,
  personRecordKinds,
  type BusinessRecordChoice,
  type ErasureCounts,
  type PersonRecords,
} from "#contracts/api/people";

export const meta = () => adminMeta("Personal data requests");

function failureMessage(failure: unknown) {
  return failure instanceof Error ? failure.message : "The request could not be completed.";
}

const kindLabels: Record<string, readonly [string, string]> = {
  applications: ["application", "applications"],
  contactMessages: ["contact message", "contact messages"],
  quotes: ["quote request", "quote requests"],
  anonymisedQuotes: ["won quote request anonymised (kept for the accounts)", "won quote requests anonymised (kept for the accounts)"],
  shipments: ["shipment", "shipments"],
  anonymisedShipments: ["shipment anonymised (kept for the accounts)", "shipments anonymised (kept for the accounts)"],
  subscriptions: ["newsletter subscription", "newsletter subscriptions"],
  mail: ["e-mail in the outbox", "e-mails in the outbox"],
  signInAttempts: ["sign-in attempt (address removed)", "sign-in attempts (address removed)"],
};

export function describeCounts(counts: ErasureCounts) {
  const parts = Object.entries(counts)
    .filter(([, n]) => n > 0)
    .map(([kind, n]) => countOf(n, kindLabels[kind] ?? [kind, kind]));
  return parts.length ? parts.join(", ") : "nothing";
}

/** One kind of record as a small table; "None" when the address has none of it. */
function Records<Row extends { id: number }>({
  title,
  rows,
  columns,
}: {
  title: string;
  rows: Row[];
  columns: [header: string, cell: (row: Row) => ReactNode][];
}) {
  return (
    <SectionCard title={`${title} (${rows.length})`}>
      {rows.length === 0 ? (
        <p className="text-sm text-muted-foreground">None.</p>
      ) : (
        <DataTable caption={title} headers={columns.map(([header]) => header)}>
          {rows.map((row) => (
            <tr key={row.id}>
              {columns.map(([header, cell]) => (
                <Td key={header} className="align-top break-words">
                  {cell(row)}
                </Td>
              ))}
            </tr>
          ))}
        </DataTable>
      )}
    </SectionCard>
  );
}

function HeldRecords({ records }: { records: PersonRecords }) {
  return (
    <div className="grid gap-6">
      <Records
        title="Applications"
        rows={records.applications}
        columns={[
          ["Received", (a) => formatDateTime(a.createdAt)],
          ["Name, e-mail, phone", (a) => `${a.name}, ${a.email}, ${a.phone}`],
          ["Status", (a) => a.status],
          ["Résumé", (a) => a.resumeFilename ?? "None"],
          ["Notes", (a) => a.notes.length],
        ]}
      />
      <Records
        title="Contact messages"
        rows={records.contactMessages}
        columns={[
          ["Received", (m) => formatDateTime(m.createdAt)],
          ["Name, e-mail", (m) => `${m.firstName} ${m.lastName}, ${m.email}`],
          ["Subject", (m) => m.subject],
          ["Status", (m) => m.status],
        ]}
      />
      <Records
        title="Quote requests"
        rows={records.quotes}
        columns={[
          ["Reference", (q) => q.reference],
          ["Name, e-mail, phone", (q) => `${q.name}, ${q.email}, ${q.phone}`],
          ["Company", (q) => q.company],
          ["Status", (q) => q.status],
        ]}
      />
      <Records
        title="Shipments"
        rows={records.shipments}
        columns={[
          ["Reference", (sh) => sh.reference],
          ["Name, e-mail", (sh) => `${sh.name}, ${sh.email}`],
          ["Route", (sh) => `${sh.origin} to ${sh.destination}`],
          ["Status", (sh) => sh.status],
        ]}
      />
      <Records
        title="Newsletter subscription"
        rows={records.subscriptions}
        columns={[
          ["E-mail", (s) => s.email],
          ["Status", (s) => s.status],
          ["Consent given", (s) => formatDateTime(s.consentAt)],
        ]}
      />
      <Records
        title="E-mails in the outbox"
        rows={records.mail}
        columns={[
          ["Queued", (m) => formatDateTime(m.createdAt)],
          ["To", (m) => m.toAddress],
          ["Subject", (m) => m.subject],
          ["Status", (m) => m.status],
        ]}
      />
      <Records
        title="Newsletter campaigns sent"
        rows={records.campaigns}
        columns={[
          ["Sent", (c) => formatDateTime(c.sentAt)],
          ["Subject", (c) => c.subject],
        ]}
      />
    </div>
  );
}

function CorrectForm({ email, onCorrected }: { email: string; onCorrected: (records: PersonRecords) => void }) {
  const id = useId();
  const correct = useCorrectPerson();
  const [fields, setFields] = useState({ name: "", email: "", phone: "" });
  const [error, setError] = useState<string | null>(null);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const given = Object.fromEntries(Object.entries(fields).filter(([, value]) => value.trim() !== ""));
    const parsed = PersonCorrectionSchema.safeParse(given);
    if (!parsed.success) return setError(parsed.error.issues[0]?.message ?? "Please check the form.");
    setError(null);
    try {
      onCorrected(await correct.mutateAsync({ email, correction: parsed.data }));
      setFields({ name: "", email: "", phone: "" });
      void notify("success", "The records were corrected.");
    } catch (failure) {
      setError(failureMessage(failure));
    }
  };
  const field = (name: keyof typeof fields, label: string, type: string) => (
    <FormField id={`${id}-${name}`} label={label} error={name === "name" ? (error ?? undefined) : undefined}>
      {(aria) => (
        <input
          {...aria}
          type={type}
          autoComplete="off"
          className={inputClass}
          value={fields[name]}
          onChange={(e) => setFields({ ...fields, [name]: e.target.value })}
        />
      )}
    </FormField>
  );
  return (
    <form onSubmit={submit} noValidate className="grid gap-4 sm:grid-cols-[1fr_1fr_1fr_auto] sm:items-end">
      {field("name", "Correct name", "text")}
      {field("email", "Correct e-mail address", "email")}
      {field("phone", "Correct phone", "tel")}
      <Button type="submit" disabled={correct.isPending}>
        {correct.isPending ? "Saving…" : "Correct everywhere"}
      </Button>
    </form>
  );
}

/** The records an erasure keeps unless told otherwise (issue 28): won quotes and shipments (issue 31), records of a sale. */
function keptRecords(records: PersonRecords) {
  return [
    ...records.quotes
      .filter((q) => (keptQuoteStatuses as readonly string[]).includes(q.status))
      .map((q) => ({ ...q, kind: "quote" as const })),
    ...records.shipments.map((sh) => ({ ...sh, kind: "shipment" as const })),
  ];
}

/** How the warning names the kept records: "won quote", "shipments", or "kept records" when both kinds are there. */
function keptNoun(kept: ReturnType<typeof keptRecords>) {
  const kinds = new Set(kept.map((record) => record.kind));
  const [one, many] =
    kinds.size > 1 ? ["kept record", "kept records"] : kinds.has("quote") ? ["won quote", "won quotes"] : ["shipment", "shipments"];
  return kept.length === 1 ? { noun: one, stays: "stays", is: "is" } : { noun: many, stays: "stay", is: "are" };
}

function EraseSection({ records, onErased }: { records: PersonRecords; onErased: (counts: ErasureCounts) => void }) {
  const id = useId();
  const erase = useErasePerson();
  const { email } = records;
  const [confirm, setConfirm] = useState("");
  const [choice, setChoice] = useState<BusinessRecordChoice>("anonymise");
  const kept = keptRecords(records);
  const words = keptNoun(kept);
  const matches = confirm.trim().toLowerCase() === email.toLowerCase();
  const keptNote =
    kept.length === 0
      ? ""
      : choice === "anonymise"
        ? ` The ${words.noun} ${words.stays} for the accounts, without name, e-mail, phone, company or message.`
        : ` The ${words.noun} ${words.is} erased too.`;
  return (
    <div className="grid gap-4">
      {kept.length > 0 && (
        <div className="grid gap-3 rounded-md border border-destructive/60 bg-card p-4 text-sm">
          <p className="font-semibold">
            Kept for business and tax reasons: {kept.map((record) => keptRecordLabel(record)).join(", ")}. A won quote or a shipment is the
            record of a sale.
          </p>
          <fieldset className="grid gap-2">
            <legend className="mb-1 font-medium">What happens to {kept.length === 1 ? "it" : "them"}</legend>
            {businessRecordChoices.map((value) => (
              <label key={value} className="flex items-start gap-2">
                <input
                  type="radio"
                  name={`${id}-kept`}
                  value={value}
                  checked={choice === value}
                  onChange={() => setChoice(value)}
                  className="mt-1"
                />
                <span>
                  {value === "anonymise"
                    ? "Anonymise instead: keep the business facts (route, cargo, price, dates), remove name, e-mail, phone, company and message"
                    : `Erase ${kept.length === 1 ? "it" : "them"} anyway`}
                </span>
              </label>
            ))}
          </fieldset>
        </div>
      )}
      <div className="grid gap-4 sm:grid-cols-[1fr_auto] sm:items-end">
        <EmailField
          id={`${id}-confirm`}
          label="Type the address again to confirm"
          hint="The erasure cannot be undone."
          value={confirm}
          onChange={setConfirm}
        />
        <ConfirmDialog
          trigger={
            <Button type="button" variant={null} className={dangerClass} disabled={!matches}>
              Erase everything
            </Button>
          }
          title="Erase everything held about this address?"
          description={`Every application (with its résumé and notes), message, quote request, shipment, subscription and e-mail of ${email} is deleted, the copies of sent e-mail on the server included.${keptNote} Only a record of how many were erased, by whom and when, is kept.`}
          confirmLabel="Erase"
          busyLabel="Erasing…"
          onConfirm={async () => {
            try {
              onErased(await erase.mutateAsync({ email, confirm, ...(kept.length > 0 ? { businessRecords: choice } : {}) }));
            } catch (failure) {
              void notify("error", failureMessage(failure));
              throw failure;
            }
          }}
        />
      </div>
    </div>
  );
}

/**
 * Administrators answer a person's request to see, correct or erase their data (DPDP Act 2023;
 * docs/decisions/024-audit-trail-and-data-subject-requests.md). Every call is recorded in the audit trail.
 */
export default function People() {
  const id = useId();
  const find = useFindPerson();
  const [email, setEmail] = useState("");
  const [error, setError] = useState<string | null>(null);
  const [records, setRecords] = useState<PersonRecords | null>(null);
  const [erased, setErased] = useState<string | null>(null);

  const lookUp = async (event: FormEvent) => {
    event.preventDefault();
    const parsed = PersonRequestSchema.safeParse({ email });
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message ?? "Please enter a valid email address");
      return document.getElementById(`${id}-email`)?.focus();
    }
    setError(null);
    setErased(null);
    try {
      setRecords(await find.mutateAsync(parsed.data.email));
    } catch (failure) {
      setError(failureMessage(failure));
    }
  };
  const held = records && personRecordKinds.some((kind) => records[kind].length > 0);

  return (
    <>
      <PageHeader
        title="Personal data requests"
        description="Find everything held about an e-mail address, download it as a file for you to send to the person, correct it or erase it."
      />
      <div className="grid gap-6">
        <SectionCard title="Find a person">
          <form onSubmit={lookUp} noValidate className="grid gap-4 sm:grid-cols-[1fr_auto] sm:items-end">
            <EmailField id={`${id}-email`} label="E-mail address" error={error ?? undefined} value={email} onChange={setEmail} />
            <Button type="submit" disabled={find.isPending}>
              {find.isPending ? "Searching…" : "Find"}
            </Button>
          </form>
        </SectionCard>
        {erased && (
          <p role="status" className="rounded-md border border-border bg-card p-4 text-sm">
            {erased}
          </p>
        )}
        {records && (
          <>
            <div className="flex flex-wrap items-center justify-between gap-3">
              <h2 className="text-lg font-bold break-all">
                {held ? `Held about ${records.email}` : `Nothing is held about ${records.email}`}
              </h2>
              {held && (
                <Button
                  type="button"
                  variant="outline"
                  aria-describedby={`${id}-download-note`}
                  onClick={() =>
                    void exportPerson(records.email).then(
                      (name) => notify("success", `Saved ${name} to this computer's downloads. Send it to ${records.email} yourself.`),
                      (failure: unknown) => notify("error", failureMessage(failure)),
                    )
                  }
                >
                  Download as JSON
                </Button>
              )}
            </div>
            {held && (
              // Issue 28: the file comes to the member of staff, not to the person; nothing is e-mailed.
              <p id={`${id}-download-note`} className="-mt-3 text-sm text-muted-foreground">
                The file is saved to this computer, not sent: attach it to your reply to {records.email}.
              </p>
            )}
            <HeldRecords records={records} />
            {held && (
              <>
                <SectionCard title="Correct">
                  <CorrectForm email={records.email} onCorrected={setRecords} />
                </SectionCard>
                <SectionCard title="Erase">
                  <EraseSection
                    records={records}
                    onErased={(counts) => {
                      setRecords(null);
                      setEmail("");
                      setErased(`Erased: ${describeCounts(counts)}.`);
                    }}
                  />
                </SectionCard>
              </>
            )}
          </>
        )}
      </div>
    </>
  );
}
