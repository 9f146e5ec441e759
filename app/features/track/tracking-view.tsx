import { CheckCircle2, Circle, CircleDashed, CircleDot, FileDown, TriangleAlert } from "lucide-react";
import type { ReactNode, Ref } from "react";
import type { TrackCopy } from "#app/content/track";
import { intlLocaleOf, type LanguageCode } from "#app/i18n/languages";
import { cn } from "#app/lib/cn";
import type { TrackingView } from "#contracts/api/tracking";
import { fill } from "#contracts/fill";
import { documentHref } from "./track-api";
import { formatDateTime, timeZoneName } from "./track-time";
import { timelineOf, type StepState } from "./timeline";

const stateIcons: Record<StepState, ReactNode> = {
  done: <CheckCircle2 aria-hidden="true" className="size-5 text-success" />,
  next: <CircleDot aria-hidden="true" className="size-5 text-primary" />,
  pending: <Circle aria-hidden="true" className="size-5 text-muted-foreground" />,
  "not-recorded": <CircleDashed aria-hidden="true" className="size-5 text-muted-foreground" />,
};

/** A template's `{name}` with an element in its place (a date in a <time>, a reference in a <bdi>). */
function slotted(template: string, name: string, element: ReactNode) {
  const [before = "", after = ""] = template.split(`{${name}}`);
  return (
    <>
      {before}
      {element}
      {after}
    </>
  );
}

/**
 * A customer's shipment (issue 31, item 3): its facts, the latest estimated arrival, the mode's milestones with
 * their planned and actual times, delays, and the documents shared with the customer. Times are in `timeZone`,
 * named under the estimate. Staff's words (places, delay reasons) are text, in whatever direction they are written.
 */
export function TrackingViewPanel({
  view,
  copy,
  lang,
  timeZone,
  headingRef,
  children,
}: {
  view: TrackingView;
  copy: TrackCopy;
  lang: LanguageCode;
  timeZone: string;
  headingRef?: Ref<HTMLHeadingElement>;
  /** The notification choice, below the documents. */
  children?: ReactNode;
}) {
  const v = copy.view;
  const when = (iso: string) => <time dateTime={iso}>{formatDateTime(iso, lang, timeZone)}</time>;
  const air = view.mode === "air";
  const kilobytes = new Intl.NumberFormat(intlLocaleOf(lang), { style: "unit", unit: "kilobyte", maximumFractionDigits: 0 });
  const facts: { term: string; value: ReactNode }[] = [
    { term: v.mode, value: copy.modes[view.mode] },
    { term: v.origin, value: <span dir="auto">{view.origin}</span> },
    { term: v.destination, value: <span dir="auto">{view.destination}</span> },
    { term: v.carrier, value: view.carrier ? <span dir="auto">{view.carrier}</span> : v.notYet },
    { term: air ? v.flight : v.voyage, value: view.voyage ? <bdi>{view.voyage}</bdi> : v.notYet },
    { term: air ? v.airWaybill : v.billOfLading, value: view.transportDocument ? <bdi>{view.transportDocument}</bdi> : v.notYet },
  ];
  if (view.containers.length > 0)
    facts.push({
      term: v.containers,
      value: (
        <ul className="flex flex-wrap gap-x-3 gap-y-1">
          {view.containers.map((container) => (
            <li key={container} dir="ltr" className="font-mono text-sm">
              {container}
            </li>
          ))}
        </ul>
      ),
    });

  return (
    <article
      aria-labelledby="track-view-heading"
      className="rounded-lg border border-border bg-card p-6 text-card-foreground shadow-sm sm:p-8"
    >
      <h2 id="track-view-heading" ref={headingRef} tabIndex={-1} className="text-2xl font-bold tracking-tight focus:outline-none">
        {slotted(v.heading, "reference", <bdi className="whitespace-nowrap">{view.reference}</bdi>)}
      </h2>

      <div className="mt-6 rounded-md bg-muted p-4">
        <p className="text-sm font-medium text-muted-foreground">{v.eta}</p>
        <p className="mt-1 text-xl font-semibold">{view.estimatedArrival ? when(view.estimatedArrival) : v.notYet}</p>
        <p className="mt-2 text-sm text-muted-foreground">{fill(v.timeZone, { zone: timeZoneName(lang, timeZone) })}</p>
      </div>

      <dl className="mt-6 grid gap-x-8 gap-y-4 sm:grid-cols-2">
        {facts.map(({ term, value }) => (
          <div key={term}>
            <dt className="text-sm font-medium text-muted-foreground">{term}</dt>
            <dd className="mt-0.5 font-medium break-words">{value}</dd>
          </div>
        ))}
      </dl>

      <h3 className="mt-8 text-lg font-semibold">{v.timeline}</h3>
      <ol className="mt-4 space-y-0">
        {timelineOf(view).map((step, index, steps) => (
          <li key={step.kind} className="relative flex gap-3 pb-5 last:pb-0" data-state={step.state}>
            {index < steps.length - 1 && (
              <span aria-hidden="true" className="absolute start-2.5 top-6 bottom-0 w-px -translate-x-1/2 bg-border rtl:translate-x-1/2" />
            )}
            <span className="relative shrink-0 bg-card">{stateIcons[step.state]}</span>
            <div className="min-w-0 flex-1">
              <p className="flex flex-wrap items-baseline gap-x-2">
                <span className={cn("font-semibold", step.state === "pending" && "text-muted-foreground")}>
                  {copy.milestones[step.kind]}
                </span>
                <span
                  className={cn(
                    "rounded-sm px-1.5 text-xs font-semibold",
                    step.state === "done" && "bg-success/15 text-foreground",
                    step.state === "next" && "bg-primary/15 text-foreground",
                    (step.state === "pending" || step.state === "not-recorded") && "bg-muted text-muted-foreground",
                  )}
                >
                  {v.states[step.state]}
                </span>
              </p>
              <dl className="mt-1 grid grid-cols-[auto_1fr] gap-x-3 text-sm text-muted-foreground">
                {step.actualAt && (
                  <>
                    <dt>{v.actual}</dt>
                    <dd className="text-foreground">{when(step.actualAt)}</dd>
                  </>
                )}
                {step.plannedAt && (
                  <>
                    <dt>{v.planned}</dt>
                    <dd>{when(step.plannedAt)}</dd>
                  </>
                )}
              </dl>
            </div>
          </li>
        ))}
      </ol>

      {view.exceptions.length > 0 && (
        <>
          <h3 className="mt-8 text-lg font-semibold">{v.exceptions}</h3>
          <ul className="mt-4 space-y-3">
            {view.exceptions.map((exception) => (
              <li key={exception.recordedAt} className="flex gap-3 rounded-md border border-destructive/40 p-4">
                <TriangleAlert aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-destructive" />
                <div className="min-w-0 space-y-1">
                  <p dir="auto" className="font-medium break-words whitespace-pre-line">
                    {exception.reason}
                  </p>
                  {exception.newEstimate && <p className="text-sm">{slotted(v.newEstimate, "date", when(exception.newEstimate))}</p>}
                  <p className="text-sm text-muted-foreground">{slotted(v.recorded, "date", when(exception.recordedAt))}</p>
                </div>
              </li>
            ))}
          </ul>
        </>
      )}

      <h3 className="mt-8 text-lg font-semibold">{v.documents}</h3>
      {view.documents.length === 0 ? (
        <p className="mt-2 text-sm text-muted-foreground">{v.noDocuments}</p>
      ) : (
        <ul className="mt-3 space-y-2">
          {view.documents.map((document) => (
            <li key={document.id}>
              <a
                href={documentHref(view.access, document.id)}
                download={document.fileName}
                className="inline-flex items-start gap-2 font-medium text-primary underline underline-offset-4 hover:no-underline"
              >
                <FileDown aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
                <span>
                  {copy.documents[document.kind]}: <bdi>{document.fileName}</bdi>{" "}
                  <span className="text-muted-foreground">({kilobytes.format(Math.max(1, Math.round(document.bytes / 1000)))})</span>
                </span>
              </a>
            </li>
          ))}
        </ul>
      )}
      {children}
    </article>
  );
}
