import { CheckCircle2, Loader2, MailX, TriangleAlert } from "lucide-react";
import type { ReactNode } from "react";
import { ContactCta } from "#app/components/layout/contact-cta";
import { cn } from "#app/lib/cn";

export type Tone = "loading" | "success" | "warning" | "neutral";

const icons = {
  loading: <Loader2 aria-hidden="true" className="size-7 animate-spin text-primary motion-reduce:animate-none" />,
  success: <CheckCircle2 aria-hidden="true" className="size-7 text-success" />,
  warning: <TriangleAlert aria-hidden="true" className="size-7 text-destructive" />,
  neutral: <MailX aria-hidden="true" className="size-7 text-primary" />,
} satisfies Record<Tone, ReactNode>;

/**
 * The frame of the confirmation and unsubscribe pages: a short dark band with
 * the page's h1 (the navigation bar sits on it), the outcome card, and the
 * call to action every page ends with. The card keeps its height between
 * states, so the outcome replacing "loading" does not move the page.
 */
export function NewsletterPage({ eyebrow, heading, children }: { eyebrow: string; heading: string; children: ReactNode }) {
  return (
    <>
      <section className="bg-brand-navy pt-16 text-white">
        <div className="mx-auto max-w-7xl px-page py-12 md:py-16">
          <p className="text-sm font-semibold tracking-widest text-accent uppercase">{eyebrow}</p>
          <h1 className="mt-2 text-3xl font-bold tracking-tight sm:text-4xl">{heading}</h1>
        </div>
      </section>
      <section className="py-16 sm:py-20">
        <div className="mx-auto max-w-2xl px-4 sm:px-6">{children}</div>
      </section>
      <ContactCta />
    </>
  );
}

/** The outcome; a live region, so the change from "loading" is announced. */
export function StatusCard({ tone, heading, children }: { tone: Tone; heading: string; children?: ReactNode }) {
  return (
    <div
      role="status"
      aria-live="polite"
      aria-busy={tone === "loading"}
      className={cn("flex min-h-64 gap-4 rounded-lg border border-border bg-card p-6 text-card-foreground shadow-sm sm:p-8")}
    >
      <div className="shrink-0 pt-0.5">{icons[tone]}</div>
      <div className="min-w-0">
        <h2 className="text-xl font-semibold">{heading}</h2>
        <div className="mt-3 space-y-4 text-base leading-relaxed text-muted-foreground">{children}</div>
      </div>
    </div>
  );
}
