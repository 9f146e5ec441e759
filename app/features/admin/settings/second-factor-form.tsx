import { Loader2, ShieldCheck } from "lucide-react";
import { useEffect, useId, useRef, useState, type FormEvent } from "react";
import { Button } from "#app/components/ui/button";
import { notify } from "#app/lib/notify";
import { secondFactorLimits, secondFactorMessages } from "#contracts/api/second-factor";
import { authStore } from "../shared/auth-store";
import { useAuth } from "../shared/use-auth";
import { inputClass } from "../shared/field-styles";
import { FormField } from "../shared/form-field";
import { SignInError } from "../shared/sign-in-error";

/**
 * The second step of a sign-in (decision 023): the code from the authenticator app, or a recovery code.
 * Focus starts in the field; a refused code is selected for retyping.
 */
export function SecondFactorForm() {
  const id = useId();
  const { loginError } = useAuth();
  const [busy, setBusy] = useState(false);
  const [fieldError, setFieldError] = useState<string | null>(null);
  const codeRef = useRef<HTMLInputElement>(null);

  useEffect(() => codeRef.current?.focus(), []);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy) return;
    const code = String(new FormData(event.currentTarget).get("code") ?? "").trim();
    if (!code) {
      setFieldError("Code is required");
      return codeRef.current?.focus();
    }
    setBusy(true);
    const outcome = await authStore.completeSecondFactor(code);
    setBusy(false);
    if (outcome === "signed-in") void notify("success", "Signed in successfully");
    else codeRef.current?.select();
  };

  return (
    <form noValidate onSubmit={submit} className="grid gap-5" aria-describedby={loginError ? `${id}-form-error` : undefined}>
      <p className="text-sm text-muted-foreground">{secondFactorMessages.codeNeeded} Lost your device? Use one of your recovery codes.</p>
      <SignInError id={`${id}-form-error`} message={loginError} />
      <FormField id={`${id}-code`} label="Authentication code" error={fieldError ?? undefined}>
        {(aria) => (
          <input
            {...aria}
            ref={codeRef}
            name="code"
            type="text"
            autoComplete="one-time-code"
            autoCapitalize="none"
            spellCheck={false}
            required
            maxLength={secondFactorLimits.codeMaxLength}
            disabled={busy}
            onChange={() => fieldError && setFieldError(null)}
            className={inputClass}
          />
        )}
      </FormField>
      <Button type="submit" size="lg" disabled={busy} aria-busy={busy}>
        {busy ? <Loader2 aria-hidden="true" className="animate-spin motion-reduce:animate-none" /> : <ShieldCheck aria-hidden="true" />}
        {busy ? "Checking…" : "Verify"}
      </Button>
      <Button type="button" variant="ghost" onClick={() => authStore.cancelSecondFactor()} disabled={busy}>
        Use another account
      </Button>
    </form>
  );
}
