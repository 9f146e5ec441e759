import { CheckCircle2, ExternalLink, TriangleAlert } from "lucide-react";
import { useState, type FormEvent } from "react";
import { controlClassName, leftToRightControl } from "#app/components/forms/field";
import { Button } from "#app/components/ui/button";
import type { TrackCopy } from "#app/content/track";
import { cn } from "#app/lib/cn";
import type * as CarrierAnswerModule from "./carrier-answer";
import type { CarrierAnswer } from "./carrier-answer";
import { trackAnchors } from "./track-answer";
import { TrackFormCard } from "./track-form-card";

let answerModule: Promise<typeof CarrierAnswerModule> | undefined;
/** The check digits and the carrier table (1.4 KB compressed): loaded when the field is first used, not with the page. */
function loadAnswer() {
  answerModule ??= import("./carrier-answer").catch((error: unknown) => {
    answerModule = undefined;
    throw error;
  });
  return answerModule;
}

/**
 * "Track a container or air waybill" (issue 31): answered in the browser from the check digits and the bundled
 * carrier table, in a chunk of their own that loads on the field's first focus (the empty page's first-render
 * JavaScript stays within budget). Without JavaScript the page's action gives the same answer (`served`); if the
 * chunk cannot load, the form posts to the page as it would without JavaScript.
 */
export function CarrierForm({ copy, served }: { copy: TrackCopy["carrier"]; served?: { number: string; answer: CarrierAnswer } }) {
  const [number, setNumber] = useState(served?.number ?? "");
  const [answer, setAnswer] = useState<CarrierAnswer | null>(served?.answer ?? null);

  async function submit(event: FormEvent<HTMLFormElement>) {
    const form = event.currentTarget;
    event.preventDefault();
    try {
      const { carrierAnswerOf } = await loadAnswer();
      setAnswer(carrierAnswerOf(number, copy));
    } catch {
      form.submit();
    }
  }

  const problem = answer?.tone === "problem";
  return (
    <TrackFormCard
      intent="carrier"
      heading={copy.heading}
      intro={copy.intro}
      action={`#${trackAnchors.carrier}`}
      onSubmit={submit}
      noValidate
      id={trackAnchors.carrier}
      className="scroll-mt-24"
    >
      <label htmlFor="track-number" className="mt-5 block text-sm font-medium">
        {copy.number}
      </label>
      <input
        id="track-number"
        name="number"
        autoComplete="off"
        autoCapitalize="characters"
        spellCheck={false}
        maxLength={24}
        value={number}
        onFocus={() => void loadAnswer().catch(() => {})}
        onChange={(event) => {
          setNumber(event.target.value);
          if (answer) setAnswer(null);
        }}
        aria-invalid={problem || undefined}
        aria-describedby={answer ? "track-number-answer" : undefined}
        {...leftToRightControl(controlClassName(problem, "mt-1.5 font-mono"))}
      />
      <Button type="submit" variant="outline" size="lg" className="mt-6 w-full sm:w-auto">
        {copy.button}
      </Button>
      <div id="track-number-answer" role="status" className="empty:hidden">
        {answer && (
          <div className={cn("mt-5 flex gap-3 rounded-md border p-4", problem ? "border-destructive/50" : "border-success/50")}>
            {problem ? (
              <TriangleAlert aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-destructive" />
            ) : (
              <CheckCircle2 aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-success" />
            )}
            <div className="min-w-0 space-y-2 text-sm">
              <p className="font-medium">{answer.text}</p>
              {answer.link && (
                <p>
                  <a
                    href={answer.link.href}
                    rel="noopener noreferrer"
                    className="inline-flex items-center gap-1.5 font-semibold text-primary underline underline-offset-4 hover:no-underline"
                  >
                    {answer.link.text}
                    <ExternalLink aria-hidden="true" className="size-4 shrink-0" />
                  </a>
                </p>
              )}
            </div>
          </div>
        )}
      </div>
    </TrackFormCard>
  );
}
