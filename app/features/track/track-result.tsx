import { useEffect, useRef } from "react";
import type { TrackCopy } from "#app/content/track";
import type { LanguageCode } from "#app/i18n/languages";
import type { TrackingView } from "#contracts/api/tracking";
import { NotificationsForm } from "./notifications-form";
import type { TrackProblem } from "./track-api";
import { useReaderTimeZone } from "./track-time";
import { TrackingViewPanel } from "./tracking-view";

/**
 * A shown shipment with its notification choice: a chunk of its own, loaded once there is a shipment to show, so the
 * empty page's first-render JavaScript stays within budget. `focusKey` changing moves focus to the heading, so a
 * screen reader starts reading the shipment there.
 */
export default function TrackResult({
  view,
  copy,
  lang,
  served,
  focusKey,
  onChoose,
}: {
  view: TrackingView;
  copy: TrackCopy;
  lang: LanguageCode;
  served?: { saved: boolean; problem?: TrackProblem };
  focusKey: number;
  onChoose: (choice: TrackingView["notifications"]) => Promise<TrackProblem | null>;
}) {
  const timeZone = useReaderTimeZone();
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (focusKey > 0) heading.current?.focus();
  }, [focusKey]);
  return (
    <TrackingViewPanel view={view} copy={copy} lang={lang} timeZone={timeZone} headingRef={heading}>
      <NotificationsForm key={view.access} view={view} copy={copy} served={served} onChoose={onChoose} />
    </TrackingViewPanel>
  );
}
