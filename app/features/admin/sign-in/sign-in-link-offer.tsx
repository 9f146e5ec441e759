import { Loader2, MailCheck } from "lucide-react";
import { useState } from "react";
import { Button } from "#app/components/ui/button";
import { signInLinkMessages } from "#contracts/api/sign-in-link";

/**
 * Beside a throttled sign-in (429): attempts from elsewhere may be what holds this address back, so the owner can
 * have a sign-in link e-mailed to the account (decision 032). The server answers alike for any address.
 */
export function SignInLinkOffer({ email }: { email: () => string }) {
  const [state, setState] = useState<{ busy: boolean; answer: string | null }>({ busy: false, answer: null });

  const ask = async () => {
    setState({ busy: true, answer: null });
    let answer: string;
    try {
      const response = await fetch("/api/auth/sign-in-link", {
        method: "POST",
        headers: { "Content-Type": "application/json", Accept: "application/json" },
        body: JSON.stringify({ email: email() }),
      });
      const body = (await response.json().catch(() => null)) as { message?: string } | null;
      answer = body?.message ?? (response.ok ? signInLinkMessages.sent : "The link could not be sent. Please try again in a few minutes.");
    } catch {
      answer = "Network error. Please check your connection and try again.";
    }
    setState({ busy: false, answer });
  };

  return (
    <div className="grid gap-2 rounded-md border border-border bg-muted px-3 py-3 text-sm">
      <p>{signInLinkMessages.offer}</p>
      <Button type="button" variant="outline" onClick={() => void ask()} disabled={state.busy} aria-busy={state.busy}>
        {state.busy ? <Loader2 aria-hidden="true" className="animate-spin motion-reduce:animate-none" /> : <MailCheck aria-hidden="true" />}
        E-mail me a sign-in link
      </Button>
      <p role="status">{state.answer}</p>
    </div>
  );
}
