import { Loader2 } from "lucide-react";
import { lazy, Suspense, useEffect, useState, useSyncExternalStore } from "react";
import type { TrackCopy } from "#app/content/track";
import type { LanguageCode } from "#app/i18n/languages";
import type { TrackingView } from "#contracts/api/tracking";
import { CarrierForm } from "./carrier-form";
import { LookupForm } from "./lookup-form";
import { trackAnchors, type TrackPageAnswer } from "./track-answer";
import { chooseNotifications, lookUpShipment, openTrackingLink, type TrackProblem } from "./track-api";

const loadResult = () => import("./track-result");
const TrackResult = lazy(loadResult);

type Shown =
  | { kind: "none" }
  | { kind: "problem"; problem: TrackProblem }
  | { kind: "view"; view: TrackingView; served?: { saved: boolean; problem?: TrackProblem } };

const unchanging = () => () => {};

/** What the page shows first: the answer to a form posted without JavaScript, if any. */
function shownBy(answer: TrackPageAnswer | undefined): Shown {
  if (answer?.intent === "lookup" && answer.outcome.ok) return { kind: "view", view: answer.outcome.view };
  if (answer?.intent === "notifications")
    return answer.outcome.ok
      ? { kind: "view", view: answer.outcome.view, served: { saved: true } }
      : { kind: "problem", problem: answer.outcome.problem };
  return { kind: "none" };
}

/**
 * /track's two ways in (issue 31, item 3) and the shipment they open: the personal link (`?t=`, read once hydrated,
 * since the page is prerendered without it), the reference with the e-mail address, or a container or air waybill
 * number that is not ours. A shown shipment takes focus at its heading, so a screen reader starts reading there.
 */
export function TrackPage({ copy, lang, answer }: { copy: TrackCopy; lang: LanguageCode; answer?: TrackPageAnswer }) {
  const [shown, setShown] = useState<Shown>(() => shownBy(answer));
  // Bumped for each shipment the visitor asked for here: the result moves focus to its heading.
  const [focusKey, setFocusKey] = useState(0);

  function show(view: TrackingView) {
    setFocusKey((key) => key + 1);
    setShown({ kind: "view", view });
  }

  // The personal link's token: none in the prerendered HTML (nor while hydrating it), read from the address after.
  const token = useSyncExternalStore(
    unchanging,
    () => new URLSearchParams(window.location.search).get("t"),
    () => null,
  );
  useEffect(() => {
    if (!token || answer) return;
    let current = true;
    void loadResult().catch(() => {});
    void openTrackingLink(token).then((outcome) => {
      if (!current) return;
      if (outcome.ok) show(outcome.view);
      else setShown({ kind: "problem", problem: outcome.problem });
    });
    return () => {
      current = false;
    };
  }, [token, answer]);
  const loading = Boolean(token) && !answer && shown.kind === "none";

  async function lookUp(values: { reference: string; email: string }) {
    // The result's code loads while the server looks (a failed load shows when there is a shipment to show).
    void loadResult().catch(() => {});
    const outcome = await lookUpShipment(values);
    if (!outcome.ok) {
      // The form says what went wrong; a shipment shown before is not the answer to this lookup.
      setShown({ kind: "none" });
      return outcome.problem;
    }
    show(outcome.view);
    return null;
  }

  const lookupServed =
    answer?.intent === "lookup" ? { values: answer.values, problem: answer.outcome.ok ? undefined : answer.outcome.problem } : undefined;
  const carrierServed = answer?.intent === "carrier" ? answer : undefined;
  return (
    <>
      <noscript>
        <p className="mb-8 rounded-md border border-border bg-muted p-4 text-sm">{copy.lookup.noScript}</p>
      </noscript>
      <div className="grid items-start gap-8 lg:grid-cols-2">
        <LookupForm copy={copy} served={lookupServed} onLookUp={lookUp} />
        <CarrierForm copy={copy.carrier} served={carrierServed} />
      </div>
      <div id={trackAnchors.result} className="scroll-mt-24">
        <div role="status" className="empty:hidden">
          {loading && (
            <p className="mt-10 flex items-center gap-3 text-base font-medium">
              <Loader2 aria-hidden="true" className="size-5 animate-spin text-primary motion-reduce:animate-none" />
              {copy.view.loading}
            </p>
          )}
          {shown.kind === "problem" && (
            <p className="mt-10 rounded-md border border-destructive/50 p-4 font-medium">
              {shown.problem === "notFound" ? copy.errors.linkNotFound : copy.errors[shown.problem]}
            </p>
          )}
        </div>
        {shown.kind === "view" && (
          <div className="mt-10">
            <Suspense fallback={null}>
              <TrackResult
                view={shown.view}
                copy={copy}
                lang={lang}
                served={shown.served}
                focusKey={focusKey}
                onChoose={async (choice) => {
                  const outcome = await chooseNotifications(shown.view.access, choice);
                  if (!outcome.ok) return outcome.problem;
                  setShown({ kind: "view", view: outcome.view, served: { saved: true } });
                  return null;
                }}
              />
            </Suspense>
          </div>
        )}
      </div>
    </>
  );
}
