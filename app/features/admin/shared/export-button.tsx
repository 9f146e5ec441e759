import { Download } from "lucide-react";
import { useState } from "react";
import { Button } from "#app/components/ui/button";
import { notify } from "#app/lib/notify";

/** 'Export CSV' for the rows the current search and filters select (or another file: `label`); busy while the file downloads. */
export function ExportButton({ onExport, label = "Export CSV" }: { onExport: () => Promise<string>; label?: string }) {
  const [busy, setBusy] = useState(false);
  const run = async () => {
    setBusy(true);
    try {
      const filename = await onExport();
      void notify("success", `Saved ${filename}`);
    } catch (failure) {
      void notify("error", failure instanceof Error ? failure.message : "The export failed.");
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button type="button" variant="outline" size="sm" onClick={run} disabled={busy}>
      <Download aria-hidden="true" />
      {busy ? "Exporting…" : label}
    </Button>
  );
}
