import { site } from "#app/content/site";

/** Interim until the application form lands: a working way to apply by email. */
export function CareersForm() {
  return (
    <p className="rounded-lg border border-border bg-card p-6 text-muted-foreground">
      Our online application form is being connected. Until then, email your resume and a short note to{" "}
      <a className="font-semibold text-primary underline underline-offset-4" href={`mailto:${site.careersEmail}`}>
        {site.careersEmail}
      </a>
      .
    </p>
  );
}
