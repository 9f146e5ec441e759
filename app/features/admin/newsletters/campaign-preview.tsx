import { Send } from "lucide-react";
import { useId, useState, type FormEvent } from "react";
import { Button } from "#app/components/ui/button";
import { notify } from "#app/lib/notify";
import { CampaignTestRequestSchema, type Campaign } from "#contracts/api/campaigns";
import type { LanguageCode } from "#contracts/languages";
import { ApiError } from "../shared/api-client";
import { EmailField } from "../shared/email-field";
import { inputClass } from "../shared/field-styles";
import { FormField } from "../shared/form-field";
import { LoadError, Loading } from "../shared/query-state";
import { useAuth } from "../shared/use-auth";
import { useCampaignPreview, useTestSend } from "./campaigns-api";
import { campaignLanguages, languageName } from "./campaign-form-values";

/**
 * The mail as a subscriber of the chosen language gets it: the inbox line (subject and preheader) and the HTML in a
 * sandboxed frame (no scripts, no access to this page: `sandbox=""`), and a test sent to a staff address.
 */
export function CampaignPreview({ campaign, unsaved }: { campaign: Campaign; unsaved: boolean }) {
  const id = useId();
  const [lang, setLang] = useState<LanguageCode>("en");
  const preview = useCampaignPreview(campaign.id, lang, campaign.version);
  const hasVersion = lang in campaign.versions;
  const name = languageName(lang);

  return (
    <div className="grid grid-cols-1 gap-5">
      {unsaved && (
        <p role="status" className="rounded-md border border-border bg-muted p-3 text-sm">
          The preview and the test show the campaign as last saved; save your changes to see them here.
        </p>
      )}
      <FormField
        id={`${id}-lang`}
        label="Preview as a subscriber of"
        hint={hasVersion ? undefined : `No ${name} version: these subscribers receive the English.`}
        className="max-w-sm"
      >
        {(aria) => (
          <select {...aria} value={lang} onChange={(event) => setLang(event.target.value as LanguageCode)} className={inputClass}>
            {campaignLanguages.map((code) => (
              <option key={code} value={code}>
                {languageName(code)}
                {code in campaign.versions ? "" : " — gets the English"}
              </option>
            ))}
          </select>
        )}
      </FormField>
      {preview.isPending && <Loading label="Loading the preview…" />}
      {preview.error && <LoadError error={preview.error} onRetry={() => void preview.refetch()} />}
      {preview.data && (
        <div className="grid grid-cols-1 gap-4">
          <div className="rounded-md border border-border bg-background p-3 text-sm" aria-label="As the inbox shows it" role="group">
            <p className="text-xs text-muted-foreground">As the inbox shows it</p>
            <p className="mt-1 break-words">
              <span className="font-semibold">{preview.data.subject}</span>
              {preview.data.preheader && <span className="text-muted-foreground"> — {preview.data.preheader}</span>}
            </p>
          </div>
          <iframe
            title={`The e-mail as a subscriber of ${name} gets it`}
            sandbox=""
            srcDoc={preview.data.html}
            className="h-[36rem] w-full rounded-md border border-border bg-white"
          />
          <details className="text-sm">
            <summary className="cursor-pointer rounded-sm font-medium text-primary">Show the plain-text part</summary>
            <pre className="mt-2 max-h-96 overflow-auto rounded-md border border-border bg-background p-3 text-xs whitespace-pre-wrap">
              {preview.data.text}
            </pre>
          </details>
        </div>
      )}
      <TestSend campaign={campaign} lang={lang} />
    </div>
  );
}

/** Sends this language's version to one staff address (the signed-in member's by default). */
function TestSend({ campaign, lang }: { campaign: Campaign; lang: LanguageCode }) {
  const id = useId();
  const { user } = useAuth();
  const [email, setEmail] = useState<string | null>(null);
  const [error, setError] = useState<string | undefined>();
  const send = useTestSend(campaign.id);
  const address = email ?? user?.email ?? "";

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const checked = CampaignTestRequestSchema.safeParse({ email: address, lang });
    if (!checked.success) return setError(checked.error.issues[0]?.message);
    setError(undefined);
    try {
      await send.mutateAsync(checked.data);
      void notify("success", `Test mail in ${languageName(lang)} queued to ${checked.data.email}`);
    } catch (failure) {
      const message = failure instanceof ApiError ? (failure.errors?.find((e) => e.field === "email")?.message ?? failure.message) : null;
      setError(message ?? "The test mail could not be queued. Please try again.");
    }
  };

  return (
    <form onSubmit={(event) => void submit(event)} noValidate className="grid justify-items-start gap-3 border-t border-border pt-4">
      <div className="w-full max-w-lg">
        <EmailField
          id={`${id}-email`}
          label="Send a test to"
          value={address}
          onChange={(value) => setEmail(value)}
          error={error}
          hint={`The ${languageName(lang)} version as chosen above, with a sample unsubscribe link.`}
        />
      </div>
      <Button type="submit" variant="outline" disabled={send.isPending}>
        <Send aria-hidden="true" />
        {send.isPending ? "Sending…" : "Send test"}
      </Button>
    </form>
  );
}
