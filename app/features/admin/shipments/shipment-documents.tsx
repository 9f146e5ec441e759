import { Download, Upload } from "lucide-react";
import { useId, useRef, useState, type FormEvent } from "react";
import { Button } from "#app/components/ui/button";
import { notify } from "#app/lib/notify";
import { shipmentMessages, type ShipmentDetail } from "#contracts/api/shipments";
import { shipmentDocumentKinds, type ShipmentDocumentKind } from "#contracts/api/tracking";
import { actionsHeader, DataTable, Td } from "../shared/data-table";
import { DeleteButton } from "../shared/delete-button";
import { inputClass } from "../shared/field-styles";
import { FormField } from "../shared/form-field";
import { formatBytes, formatDateTime } from "../shared/format";
import { SectionCard } from "../shared/section-card";
import { useFormErrors } from "../shared/use-form-errors";
import { documentKindLabels } from "./shipment-labels";
import { downloadDocument, useDeleteDocument, useDocumentVisibility, useUploadDocument } from "./shipments-api";

type Document = ShipmentDetail["documents"][number];

/** The shipment's documents: upload a PDF, then show or hide each on the customer's tracking page, download it or delete it. */
export function ShipmentDocuments({ shipment }: { shipment: ShipmentDetail }) {
  return (
    <SectionCard title="Documents">
      <UploadForm shipmentId={shipment.id} />
      {shipment.documents.length === 0 ? (
        <p className="mt-5 text-sm text-muted-foreground">No documents yet.</p>
      ) : (
        <div className="mt-5">
          <DataTable caption="Uploaded documents" headers={["Document", "Size", "Customer", actionsHeader]}>
            {shipment.documents.map((document) => (
              <DocumentRow key={document.id} shipmentId={shipment.id} document={document} />
            ))}
          </DataTable>
        </div>
      )}
    </SectionCard>
  );
}

function UploadForm({ shipmentId }: { shipmentId: number }) {
  const id = useId();
  const upload = useUploadDocument(shipmentId);
  const fileRef = useRef<HTMLInputElement>(null);
  const [kind, setKind] = useState<ShipmentDocumentKind | "">("");
  const [visible, setVisible] = useState(false);
  const { errors, formError, clear, showFieldErrors, refuse } = useFormErrors(["file", "kind"] as const);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    clear();
    const file = fileRef.current?.files?.[0];
    const missing = { file: file ? undefined : shipmentMessages.documentMissing, kind: kind ? undefined : shipmentMessages.documentKind };
    if (!file || !kind) {
      return showFieldErrors(missing, form);
    }
    try {
      await upload.mutateAsync({ file, kind, customerVisible: visible });
      if (fileRef.current) fileRef.current.value = "";
      setKind("");
      setVisible(false);
      void notify("success", `${file.name} uploaded`);
    } catch (error) {
      refuse(error, form, "The document could not be uploaded.");
    }
  };

  return (
    <form onSubmit={(event) => void submit(event)} noValidate aria-label="Upload a document" className="grid gap-4">
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField id={`${id}-file`} label="PDF file" hint="At most 10 MB." error={errors.file}>
          {(aria) => <input {...aria} ref={fileRef} type="file" accept="application/pdf,.pdf" className={inputClass} />}
        </FormField>
        <FormField id={`${id}-kind`} label="Kind" error={errors.kind}>
          {(aria) => (
            <select
              {...aria}
              value={kind}
              onChange={(event) => setKind(event.target.value as ShipmentDocumentKind | "")}
              className={inputClass}
            >
              <option value="">Choose…</option>
              {shipmentDocumentKinds.map((k) => (
                <option key={k} value={k}>
                  {documentKindLabels[k]}
                </option>
              ))}
            </select>
          )}
        </FormField>
      </div>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <label className="inline-flex items-center gap-2 text-sm">
          <input
            type="checkbox"
            checked={visible}
            onChange={(event) => setVisible(event.target.checked)}
            className="size-4 accent-[var(--primary)]"
          />
          Visible to the customer on their tracking page
        </label>
        <Button type="submit" variant="outline" disabled={upload.isPending}>
          <Upload aria-hidden="true" />
          {upload.isPending ? "Uploading…" : "Upload document"}
        </Button>
      </div>
      {formError && (
        <p role="alert" className="text-sm font-medium text-destructive">
          {formError}
        </p>
      )}
    </form>
  );
}

function DocumentRow({ shipmentId, document }: { shipmentId: number; document: Document }) {
  const visibility = useDocumentVisibility(shipmentId);
  const remove = useDeleteDocument(shipmentId);
  const toggle = async (customerVisible: boolean) => {
    try {
      await visibility.mutateAsync({ documentId: document.id, customerVisible });
      void notify(
        "success",
        customerVisible ? `${document.fileName} is shown to the customer` : `${document.fileName} is hidden from the customer`,
      );
    } catch (error) {
      void notify("error", error instanceof Error ? error.message : "The document could not be changed.");
    }
  };
  const download = async () => {
    try {
      await downloadDocument(shipmentId, document);
    } catch (error) {
      void notify("error", error instanceof Error ? error.message : "The document could not be downloaded.");
    }
  };
  return (
    <tr>
      <Td>
        <span className="block font-medium break-all">{document.fileName}</span>
        <span className="block text-muted-foreground">
          {documentKindLabels[document.kind]} · {formatDateTime(document.createdAt)}
        </span>
      </Td>
      <Td className="whitespace-nowrap">{formatBytes(document.bytes)}</Td>
      <Td>
        <label className="inline-flex items-center gap-2 whitespace-nowrap">
          <input
            type="checkbox"
            checked={document.customerVisible}
            disabled={visibility.isPending}
            onChange={(event) => void toggle(event.target.checked)}
            aria-label={`${document.fileName} visible to the customer`}
            className="size-4 accent-[var(--primary)]"
          />
          <span aria-hidden="true">{document.customerVisible ? "Visible" : "Hidden"}</span>
        </label>
      </Td>
      <Td className="text-end whitespace-nowrap">
        <Button type="button" variant="ghost" size="sm" aria-label={`Download ${document.fileName}`} onClick={() => void download()}>
          <Download aria-hidden="true" />
        </Button>
        <DeleteButton
          noun="document"
          name={document.fileName}
          consequence={`is removed from the shipment${document.customerVisible ? " and from the customer's tracking page" : ""}.`}
          remove={() => remove.mutateAsync(document.id)}
        />
      </Td>
    </tr>
  );
}
