import { useEffect, useId, useState, type FormEvent } from "react";
import { Link, useSearchParams } from "react-router";
import { Button } from "#app/components/ui/button";
import { adminMeta } from "#app/features/admin/shared/admin-meta";
import { InputField } from "#app/features/admin/shared/form-field";
import { SignedOutFrame } from "#app/features/admin/sign-in/signed-out-frame";
import { AcceptInvitationSchema, type InvitationPreview } from "#contracts/api/staff-accounts";
import { staffRoleLabels } from "#contracts/api/staff-roles";

export const meta = () => adminMeta("Create your staff account");

type Preview = { state: "loading" } | { state: "ready"; invitation: InvitationPreview } | { state: "refused"; message: string };

/**
 * What the link creates, read before the form is offered (issue 28): the invitee sees the e-mail address they
 * will sign in with and their role, or at once why the link no longer works.
 */
function useInvitationPreview(token: string): Preview {
  const [preview, setPreview] = useState<Preview>({ state: "loading" });
  useEffect(() => {
    const controller = new AbortController();
    fetch("/api/auth/invitations/preview", {
      method: "POST",
      headers: { "Content-Type": "application/json", Accept: "application/json" },
      body: JSON.stringify({ token }),
      signal: controller.signal,
    })
      .then(async (response) => {
        const body = (await response.json().catch(() => null)) as { data?: InvitationPreview; message?: string } | null;
        setPreview(
          response.ok && body?.data
            ? { state: "ready", invitation: body.data }
            : { state: "refused", message: body?.message ?? "This invitation link is not valid or has already been used." },
        );
      })
      .catch(() => {
        if (!controller.signal.aborted)
          setPreview({ state: "refused", message: "Network error. Please check your connection and reload this page." });
      });
    return () => controller.abort();
  }, [token]);
  return preview;
}

/**
 * Where an administrator's invitation link leads (docs/decisions/020-staff-roles.md): the page says which
 * account the link creates (e-mail address and role), the invitee chooses a password, and the one-time token
 * from the link creates the account with its role.
 */
export default function AcceptInvitation() {
  const id = useId();
  const [params] = useSearchParams();
  const token = params.get("token") ?? "";
  const preview = useInvitationPreview(token);
  const [name, setName] = useState("");
  const [password, setPassword] = useState("");
  const [repeat, setRepeat] = useState("");
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [done, setDone] = useState<string | null>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const parsed = AcceptInvitationSchema.safeParse({ token, name: name || undefined, password });
    const problem = !parsed.success
      ? (parsed.error.issues[0]?.message ?? "Please check the form.")
      : password !== repeat
        ? "The passwords do not match."
        : null;
    setError(problem);
    if (problem || !parsed.success) return document.getElementById(`${id}-password`)?.focus();
    setBusy(true);
    try {
      const response = await fetch("/api/auth/invitations/accept", {
        method: "POST",
        headers: { "Content-Type": "application/json", Accept: "application/json" },
        body: JSON.stringify(parsed.data),
      });
      const body = (await response.json().catch(() => null)) as { message?: string } | null;
      if (response.ok) setDone(body?.message ?? "Your account is ready. Please sign in.");
      else setError(body?.message ?? "The account could not be created. Please try again.");
    } catch {
      setError("Network error. Please check your connection and try again.");
    } finally {
      setBusy(false);
    }
  };

  return (
    <SignedOutFrame title="Create your staff account">
      {preview.state === "loading" && !done && (
        <p role="status" className="mt-4 text-sm text-muted-foreground">
          Checking your invitation…
        </p>
      )}
      {preview.state === "refused" && !done && (
        <p role="alert" className="mt-4 text-sm font-medium text-destructive">
          {preview.message}
        </p>
      )}
      {preview.state === "ready" && !done && (
        <p className="mt-4 text-sm">
          This invitation creates the staff account <strong className="font-semibold break-all">{preview.invitation.email}</strong> with the
          role <strong className="font-semibold">{staffRoleLabels[preview.invitation.role]}</strong>. You will sign in with that e-mail
          address.
        </p>
      )}
      {done ? (
        <p role="status" className="mt-4">
          {done}{" "}
          <Link to="/admin/login" className="text-primary underline underline-offset-4">
            Sign in
          </Link>
        </p>
      ) : (
        preview.state === "ready" && (
          <form onSubmit={submit} noValidate className="mt-6 grid gap-4">
            {error && (
              <p role="alert" className="text-sm font-medium text-destructive">
                {error}
              </p>
            )}
            <InputField id={`${id}-name`} label="Your name (optional)" type="text" autoComplete="name" value={name} onValue={setName} />
            <InputField
              id={`${id}-password`}
              label="Password"
              hint="At least 12 characters."
              type="password"
              autoComplete="new-password"
              value={password}
              onValue={setPassword}
            />
            <InputField
              id={`${id}-repeat`}
              label="Password again"
              type="password"
              autoComplete="new-password"
              value={repeat}
              onValue={setRepeat}
            />
            <Button type="submit" disabled={busy}>
              {busy ? "Creating…" : "Create account"}
            </Button>
          </form>
        )
      )}
    </SignedOutFrame>
  );
}
