import { useId, useState, type FormEvent } from "react";
import { Button } from "#app/components/ui/button";
import { notify } from "#app/lib/notify";
import { secondFactorLimits, secondFactorMessages, type SecondFactorEnrolment } from "#contracts/api/second-factor";
import { useConfirmEnrolment, useDisableSecondFactor, useSecondFactor, useStartEnrolment } from "./second-factor-api";
import { inputClass } from "../shared/field-styles";
import { FormField } from "../shared/form-field";
import { LoadError, Loading } from "../shared/query-state";
import { SectionCard } from "../shared/section-card";

/** The base32 key in groups of four, easier to type into an app by hand. */
const grouped = (secret: string) => secret.match(/.{1,4}/g)?.join(" ") ?? secret;

/** One code field and its button: the enrolment's confirmation and turning the second factor off. */
function CodeForm({
  label,
  action,
  busy,
  onCode,
}: {
  label: string;
  action: string;
  busy: boolean;
  onCode: (code: string) => Promise<void>;
}) {
  const id = useId();
  const [code, setCode] = useState("");
  const [error, setError] = useState<string | null>(null);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!code.trim()) {
      setError("Code is required");
      return document.getElementById(`${id}-code`)?.focus();
    }
    try {
      await onCode(code.trim());
    } catch (failure) {
      setError(failure instanceof Error ? failure.message : secondFactorMessages.invalidCode);
      document.getElementById(`${id}-code`)?.focus();
    }
  };
  return (
    <form onSubmit={submit} noValidate className="flex flex-wrap items-start gap-3">
      <FormField id={`${id}-code`} label={label} error={error ?? undefined} className="w-full sm:w-64">
        {(aria) => (
          <input
            {...aria}
            type="text"
            autoComplete="one-time-code"
            autoCapitalize="none"
            spellCheck={false}
            maxLength={secondFactorLimits.codeMaxLength}
            value={code}
            onChange={(event) => {
              setCode(event.target.value);
              setError(null);
            }}
            className={inputClass}
          />
        )}
      </FormField>
      <Button type="submit" className="sm:mt-7" disabled={busy}>
        {busy ? "Checking…" : action}
      </Button>
    </form>
  );
}

/**
 * The signed-in account's own second factor (decision 023): set up from a QR code drawn by the server (or the
 * key typed by hand), confirmed with a first code; the ten recovery codes are shown this once.
 */
export function SecondFactorCard() {
  const { data: status, error, isPending, refetch } = useSecondFactor();
  const start = useStartEnrolment();
  const confirm = useConfirmEnrolment();
  const disable = useDisableSecondFactor();
  const [enrolment, setEnrolment] = useState<SecondFactorEnrolment | null>(null);
  const [recoveryCodes, setRecoveryCodes] = useState<string[] | null>(null);

  const begin = async () => {
    try {
      setEnrolment(await start.mutateAsync());
    } catch (failure) {
      void notify("error", failure instanceof Error ? failure.message : "The set-up could not start.");
    }
  };

  return (
    <SectionCard title="Second factor" className="max-w-2xl">
      {isPending && <Loading label="Loading your second factor…" />}
      {error && <LoadError error={error} onRetry={() => void refetch()} />}
      {recoveryCodes ? (
        <div className="grid gap-4">
          <p className="text-sm">
            Your second factor is on. Keep these recovery codes somewhere safe, apart from your device: each signs you in once if you lose
            it. They are shown only now.
          </p>
          <ol aria-label="Recovery codes" className="grid grid-cols-2 gap-2 font-mono text-sm">
            {recoveryCodes.map((code) => (
              <li key={code} className="rounded-md border border-border bg-muted px-3 py-1.5">
                {code}
              </li>
            ))}
          </ol>
          <Button type="button" className="justify-self-start" onClick={() => setRecoveryCodes(null)}>
            I have saved my recovery codes
          </Button>
        </div>
      ) : enrolment ? (
        <div className="grid gap-4">
          <p className="text-sm">
            Scan this code with your authenticator app, or type the key into it by hand. Then enter the 6-digit code the app shows.
          </p>
          <img
            src={enrolment.qrCode}
            alt="QR code for your authenticator app"
            width={200}
            height={200}
            className="rounded-md bg-white p-2"
          />
          <p className="text-sm">
            Key: <code className="rounded bg-muted px-1.5 py-0.5 font-mono break-all">{grouped(enrolment.secret)}</code>
          </p>
          <CodeForm
            label="Code from the app"
            action="Turn on"
            busy={confirm.isPending}
            onCode={async (code) => {
              setRecoveryCodes(await confirm.mutateAsync(code));
              setEnrolment(null);
              void notify("success", secondFactorMessages.enabled);
            }}
          />
          <Button type="button" variant="ghost" className="justify-self-start" onClick={() => setEnrolment(null)}>
            Cancel
          </Button>
        </div>
      ) : status?.enabled ? (
        <div className="grid gap-4">
          <p className="text-sm">
            On: signing in asks for a code from your authenticator app. {status.recoveryCodesLeft} of {secondFactorLimits.recoveryCodes}{" "}
            recovery codes left. To move it to a new device, turn it off and set it up again.
          </p>
          <CodeForm
            label="Code from the app, or a recovery code"
            action="Turn off"
            busy={disable.isPending}
            onCode={async (code) => {
              await disable.mutateAsync(code);
              void notify("success", secondFactorMessages.disabled);
            }}
          />
        </div>
      ) : status ? (
        <div className="grid gap-4">
          {status.requiredForEveryone && (
            <p role="status" className="rounded-md border border-border bg-muted px-3 py-2 text-sm font-medium">
              {secondFactorMessages.setupRequired}
            </p>
          )}
          <p className="text-sm">
            Off. With a second factor, signing in also asks for a code from an authenticator app on your phone, so a stolen password is not
            enough.
          </p>
          <Button type="button" className="justify-self-start" onClick={() => void begin()} disabled={start.isPending}>
            {start.isPending ? "Starting…" : "Set up a second factor"}
          </Button>
        </div>
      ) : null}
    </SectionCard>
  );
}
