import { Loader2, LogIn } from "lucide-react";
import { useId, useRef, useState, type FormEvent } from "react";
import { useHydrated } from "#app/components/forms/use-hydrated";
import { Button } from "#app/components/ui/button";
import { notify } from "#app/lib/notify";
import { signInLinkMessages } from "#contracts/api/sign-in-link";
import { authStore } from "../shared/auth-store";
import { useAuth } from "../shared/use-auth";
import { inputClass } from "../shared/field-styles";
import { FormField } from "../shared/form-field";
import { SignInError } from "../shared/sign-in-error";
import { SignInLinkOffer } from "./sign-in-link-offer";

const emailPattern = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

interface FieldErrors {
  email?: string;
  password?: string;
}

function validate(email: string, password: string): FieldErrors {
  const errors: FieldErrors = {};
  if (!email) errors.email = "Email is required";
  else if (!emailPattern.test(email)) errors.email = "Please enter a valid email address";
  if (!password) errors.password = "Password is required";
  return errors;
}

/**
 * Email and password; errors sit beside their fields and are announced. The button is disabled while
 * busy, and until hydrated: a plain HTML submission would put the password in the address bar. `link` is the
 * token of an e-mailed sign-in link the page was opened with (decision 032), sent with the password; after a
 * throttled attempt the form offers to e-mail one.
 */
export function SignInForm({ notice, link }: { notice?: string; link?: string }) {
  const id = useId();
  const { loginError, lockedOut } = useAuth();
  const hydrated = useHydrated();
  const [busy, setBusy] = useState(false);
  const [errors, setErrors] = useState<FieldErrors>({});
  const emailRef = useRef<HTMLInputElement>(null);
  const passwordRef = useRef<HTMLInputElement>(null);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy) return;
    const form = new FormData(event.currentTarget);
    const email = String(form.get("email") ?? "").trim();
    const password = String(form.get("password") ?? "");
    const found = validate(email, password);
    setErrors(found);
    if (found.email) return emailRef.current?.focus();
    if (found.password) return passwordRef.current?.focus();
    setBusy(true);
    const outcome = await authStore.login({ email, password, ...(link ? { link } : {}) });
    setBusy(false);
    if (outcome === "signed-in") void notify("success", "Signed in successfully");
    else if (outcome === "failed") passwordRef.current?.select();
  };

  // Opened from the e-mail, what the link does matters more than why the page was opened.
  const shownNotice = link ? signInLinkMessages.opened : notice;

  return (
    <form noValidate onSubmit={submit} className="grid gap-5" aria-describedby={loginError ? `${id}-form-error` : undefined}>
      {shownNotice && !loginError && (
        <p role="status" className="rounded-md border border-border bg-muted px-3 py-2 text-sm text-foreground">
          {shownNotice}
        </p>
      )}
      <SignInError id={`${id}-form-error`} message={loginError} />
      {lockedOut && <SignInLinkOffer email={() => emailRef.current?.value.trim() ?? ""} />}
      <FormField id={`${id}-email`} label="Email" error={errors.email}>
        {(aria) => (
          <input
            {...aria}
            ref={emailRef}
            name="email"
            type="email"
            autoComplete="username"
            inputMode="email"
            required
            maxLength={254}
            disabled={busy}
            onChange={() => errors.email && setErrors((e) => ({ ...e, email: undefined }))}
            className={inputClass}
          />
        )}
      </FormField>
      <FormField id={`${id}-password`} label="Password" error={errors.password}>
        {(aria) => (
          <input
            {...aria}
            ref={passwordRef}
            name="password"
            type="password"
            autoComplete="current-password"
            required
            maxLength={1024}
            disabled={busy}
            onChange={() => errors.password && setErrors((e) => ({ ...e, password: undefined }))}
            className={inputClass}
          />
        )}
      </FormField>
      <Button type="submit" size="lg" disabled={busy || !hydrated} aria-busy={busy}>
        {busy ? <Loader2 aria-hidden="true" className="animate-spin motion-reduce:animate-none" /> : <LogIn aria-hidden="true" />}
        {busy ? "Signing in…" : "Sign in"}
      </Button>
    </form>
  );
}
