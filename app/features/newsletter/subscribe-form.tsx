import { Loader2, MailCheck } from "lucide-react";
import { useEffect, useRef, useState, type FormEvent } from "react";
import { FieldError, leftToRightControl } from "#app/components/forms/field";
import type { FormAnswer } from "#app/components/forms/form-answer";
import { Honeypot } from "#app/components/forms/honeypot";
import { PrivacyNotice } from "#app/components/forms/privacy-notice";
import { usePublicForm } from "#app/components/forms/use-public-form";
import { visitorLanguage } from "#app/i18n/visitor-language";
import { cn } from "#app/lib/cn";
import { notify, notifySuccessAlone } from "#app/lib/notify";
import { EMAIL_MAX, TOAST_MS } from "#contracts/forms/limits";
import { newsletterPaths } from "#contracts/forms/newsletter";
import { sanitizeNewsletterEmail } from "#contracts/forms/sanitize";
import type * as SubscribeModule from "./subscribe";
import type { SubscribeOutcome } from "./subscribe";

type Status = "idle" | "submitting" | "subscribed";

let subscribeModule: Promise<typeof SubscribeModule> | undefined;
/** Loads the check and the call once; started as soon as the visitor shows interest. */
function loadSubscribe() {
  subscribeModule ??= import("./subscribe").catch((error: unknown) => {
    subscribeModule = undefined;
    throw error;
  });
  return subscribeModule;
}

/** Where the form posts without JavaScript, and the id of the answer on that page (app/routes/newsletter.tsx). */
export const newsletterAnswerId = "newsletter-answer";

/**
 * The footer's subscription form (docs/product/product-spec.md §4, §5, §8). It is on every page, so it
 * stays small: the contract's sanitiser as the visitor types; the email
 * rule (with its schema module) and the call load on first focus. Without JavaScript it is a plain post to
 * /newsletter in the page's language, which answers with a page (decision 025, issue 28); `answer` is that
 * page's answer when the form is shown again with its error and the address as typed.
 */
export default function SubscribeForm({ answer }: { answer?: FormAnswer }) {
  const { id, copy, say, lang, localize, hydrated, honeypot, website } = usePublicForm("newsletter", answer);
  const { messages: m, ui } = copy;
  const inputId = `${id}-email`;
  const errorId = `${id}-error`;
  const served = answer && !answer.ok ? answer : undefined;
  const [email, setEmail] = useState(served?.values.email ?? "");
  const [status, setStatus] = useState<Status>(answer?.ok ? "subscribed" : "idle");
  const [error, setError] = useState<string | null>(served ? say(served.errors[0]?.code ?? served.code, served.message) : null);
  // The code of the server's answer: a fresh email is on its way, or one was sent less than a minute ago.
  const [done, setDone] = useState<{ code: string; message?: string }>(answer?.ok ? answer : { code: "success" });
  const input = useRef<HTMLInputElement>(null);
  const statusLine = useRef<HTMLParagraphElement>(null);
  // State updates are not visible to a second click in the same frame; the ref is.
  const busy = useRef(false);

  // Whatever was typed before this hydrated is in the input but not in state yet.
  useEffect(() => {
    const typed = input.current?.value;
    if (typed) setEmail(sanitizeNewsletterEmail(typed));
  }, []);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy.current || status !== "idle") return;
    busy.current = true;
    const outcome = await send();
    busy.current = false;
    if (outcome.ok) {
      setDone(outcome);
      setStatus("subscribed");
      // The field is disabled now: focus goes to the confirmation, not to <body>; an earlier error toast no longer holds.
      requestAnimationFrame(() => statusLine.current?.focus());
      // The spec's words stay; the line after them says the subscription waits for the e-mailed link (issue 28).
      void notifySuccessAlone(m.successToast, {
        description: (
          <>
            <span className="block">{m.successToastDescription}</span>
            <span className="mt-1 block font-medium">{m.pendingToast}</span>
          </>
        ),
        duration: TOAST_MS.newsletterSuccess,
      });
      return;
    }
    setStatus("idle");
    setError(say(outcome.code, outcome.message));
    if (outcome.toast) void notify("error", say(outcome.toast), { duration: TOAST_MS.newsletterError });
    // The input may have been disabled while sending; give the visitor their place back.
    requestAnimationFrame(() => input.current?.focus());
  }

  async function send(): Promise<SubscribeOutcome> {
    let module: typeof SubscribeModule;
    try {
      module = await loadSubscribe();
    } catch {
      return { ok: false, code: "network", toast: "networkToast" };
    }
    const problem = module.checkEmail(email);
    if (problem) return { ok: false, code: problem };
    setError(null);
    setStatus("submitting");
    return module.subscribe({ email, source: module.newsletterSource, website: website(), ...visitorLanguage(lang) });
  }

  const subscribed = status === "subscribed";
  const submitting = status === "submitting";
  return (
    <form
      method="post"
      action={`${localize(newsletterPaths.page)}#${newsletterAnswerId}`}
      onSubmit={submit}
      noValidate
      className="relative mt-4"
      aria-label={ui.formLabel}
      data-hydrated={hydrated || undefined}
    >
      {/* Sent with a plain post, so the confirmation e-mail is written in the page's language (with JavaScript, send() adds it). */}
      {visitorLanguage(lang).lang && <input type="hidden" name="lang" value={lang} />}
      <div className="flex flex-col gap-2 sm:flex-row">
        <label htmlFor={inputId} className="sr-only">
          {ui.emailLabel}
        </label>
        <input
          ref={input}
          id={inputId}
          type="email"
          name="email"
          inputMode="email"
          autoComplete="email"
          placeholder={ui.placeholder}
          value={email}
          maxLength={EMAIL_MAX}
          disabled={submitting || subscribed}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          onFocus={() => void loadSubscribe().catch(() => {})}
          onChange={(event) => {
            setEmail(sanitizeNewsletterEmail(event.target.value));
            if (error) setError(null);
          }}
          {...leftToRightControl(
            cn(
              "h-11 w-full min-w-0 rounded-md border bg-white/10 px-3.5 text-sm text-white placeholder:text-slate-300 focus-visible:outline-3 focus-visible:outline-offset-1 focus-visible:outline-accent disabled:opacity-70 sm:flex-1",
              error ? "border-red-300" : "border-white/40",
            ),
          )}
        />
        <button
          type="submit"
          // docs/product/product-spec.md §5: disabled while sending, after success and while the field is empty. Before the
          // script runs, a click is a plain post that the page answers (issue 28): enabled, as the contact form's is.
          disabled={submitting || subscribed || (hydrated && email === "")}
          className={cn(
            "inline-flex h-11 shrink-0 items-center justify-center gap-2 rounded-md bg-accent px-5 text-sm font-semibold text-accent-foreground transition-colors hover:bg-accent/90 focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-accent disabled:cursor-not-allowed",
            // Waiting for an address it keeps its colour (it is the form's action, not switched off, issue 17); sending or sent, it dims.
            submitting || subscribed ? "disabled:opacity-70" : "disabled:opacity-100",
          )}
        >
          {submitting && <Loader2 aria-hidden="true" className="size-4 animate-spin motion-reduce:animate-none" />}
          {subscribed && <MailCheck aria-hidden="true" className="size-4" />}
          {submitting ? ui.buttonBusy : subscribed ? ui.buttonDone : ui.button}
        </button>
      </div>
      <Honeypot ref={honeypot} id={id} label={copy.common.honeypotLabel} />
      <FieldError id={errorId} message={error ?? undefined} className="text-red-300" />
      <p ref={statusLine} tabIndex={-1} role="status" className={cn("text-sm font-medium text-emerald-300", subscribed && "mt-2")}>
        {subscribed && (
          <>
            <span className="block">{say(done.code, done.message)}</span>
            {/* The spec's success sounds final; the subscription waits for the e-mailed link (issue 28). */}
            <span className="mt-1 block font-normal text-slate-200">{m.pending}</span>
          </>
        )}
      </p>
      <PrivacyNotice text={copy.notices.newsletter} linkText={copy.notices.linkText} onDark className="mt-3" />
    </form>
  );
}
