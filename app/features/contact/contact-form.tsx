import { site } from "#app/content/site";

/** Interim until the contact form lands: a working way to write to us. */
export function ContactForm() {
  return (
    <p className="rounded-lg border border-border bg-card p-6 text-muted-foreground">
      Our message form is being connected. Until then, write to{" "}
      <a className="font-semibold text-primary underline underline-offset-4" href={`mailto:${site.email}`}>
        {site.email}
      </a>{" "}
      and we will reply within {site.replyTime}.
    </p>
  );
}
