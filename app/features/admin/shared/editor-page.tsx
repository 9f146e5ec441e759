import { useState, type ReactNode } from "react";
import { useNavigate, useParams } from "react-router";
import type { UseQueryResult } from "@tanstack/react-query";
import { formatDateTime } from "./format";
import { PageHeader } from "./page-header";
import { RecordStates } from "./record-states";

/** What the page hands its record's form and delete button. */
export interface EditorPageParts<R> {
  /** Reads the record again (a conflict's "load their version"). */
  reload: () => Promise<R | undefined>;
  /** After a save: a new record's page becomes its edit page. */
  onSaved: (record: R, created: boolean) => void;
  /** Told when a deletion starts or fails, so the page stops reading the record. */
  onDeleting: (deleting: boolean) => void;
  /** After a deletion: back to the list. */
  onDeleted: () => void;
}

/**
 * The page of a versioned staff editor (posts, openings, shipments) at `<list>/new` and `<list>/:id`: reads the record,
 * shows its loading and failure states, a header with its title, last save and status, and the record's form.
 */
export function EditorPage<R extends { id: number; updatedAt: string; title?: string }>({
  noun,
  name = (record) => record.title ?? "",
  list,
  useRecord,
  newDescription,
  status,
  actions,
  form,
}: {
  /** "post", "opening" */
  noun: string;
  list: { to: string; label: string };
  /** What the header calls the record: its title unless said otherwise (a shipment's reference). */
  name?: (record: R) => string;
  useRecord: (id: number | null, enabled: boolean) => UseQueryResult<R>;
  newDescription: string;
  status: (record: R) => ReactNode;
  actions: (record: R, parts: EditorPageParts<R>) => ReactNode;
  form: (record: R | undefined, parts: EditorPageParts<R>) => ReactNode;
}) {
  const params = useParams();
  const navigate = useNavigate();
  const id = params.id === undefined ? null : Number(params.id);
  const valid = id === null || (Number.isInteger(id) && id > 0);
  const [deleting, setDeleting] = useState(false);
  const query = useRecord(valid ? id : null, !deleting);
  const { data: record, refetch } = query;

  // A new record (no id) has none to wait for.
  if (id !== null && (query.error || !record)) return <RecordStates id={id} noun={noun} back={list} query={query} title={`Edit ${noun}`} />;

  const parts: EditorPageParts<R> = {
    reload: async () => (await refetch()).data,
    onSaved: (saved, created) => created && void navigate(`${list.to}/${saved.id}`, { replace: true }),
    onDeleting: setDeleting,
    onDeleted: () => void navigate(list.to, { replace: true }),
  };

  return (
    <>
      <PageHeader
        title={record ? `Edit ${noun}` : `New ${noun}`}
        description={
          record ? (
            <span className="inline-flex flex-wrap items-center gap-2">
              {name(record)} · last saved {formatDateTime(record.updatedAt)} {status(record)}
            </span>
          ) : (
            newDescription
          )
        }
        back={list}
        actions={record && actions(record, parts)}
      />
      {form(record, parts)}
    </>
  );
}
