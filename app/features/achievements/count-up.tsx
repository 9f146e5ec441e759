import { useEffect, useMemo, useRef, useState } from "react";
import { useI18n } from "#app/i18n/i18n-provider";
import { intlLocaleOf } from "#app/i18n/languages";
import { countUpMs, countUpValue } from "./count-up-value";

/**
 * A number that counts up from 0 over 1 s when it scrolls into view (docs/product/product-spec.md §2.8).
 * The server renders the final value, so the HTML, no-JS visitors and search
 * engines get it; screen readers always read the final value, never the frames.
 * Fixed width and tabular digits keep the layout still while it counts. Digits are the page language's
 * (Intl), without grouping: the spec writes the counters as "15000+".
 */
export function CountUp({ value, suffix = "", className }: { value: number; suffix?: string; className?: string }) {
  const [shown, setShown] = useState(value);
  const ref = useRef<HTMLSpanElement>(null);
  const { lang } = useI18n();
  const number = useMemo(() => new Intl.NumberFormat(intlLocaleOf(lang), { useGrouping: false }), [lang]);
  const final = `${number.format(value)}${suffix}`;

  useEffect(() => {
    const element = ref.current;
    if (!element || typeof IntersectionObserver === "undefined") return;
    if (window.matchMedia("(prefers-reduced-motion: reduce)").matches) return;
    let frame = 0;
    const observer = new IntersectionObserver(
      ([entry]) => {
        if (!entry) return;
        // Out of sight: drop to 0 now, unseen, so it does not flash the final value before counting.
        if (!entry.isIntersecting) return setShown(0);
        if (entry.intersectionRatio < 0.5) return;
        observer.disconnect();
        const start = performance.now();
        const tick = (now: number) => {
          setShown(countUpValue(now - start, value));
          if (now - start < countUpMs) frame = requestAnimationFrame(tick);
        };
        setShown(0);
        frame = requestAnimationFrame(tick);
      },
      { threshold: [0, 0.5] },
    );
    observer.observe(element);
    return () => {
      observer.disconnect();
      cancelAnimationFrame(frame);
      setShown(value);
    };
  }, [value]);

  return (
    <span className={className}>
      <span ref={ref} data-count-up aria-hidden="true" className="inline-block tabular-nums" style={{ minWidth: `${final.length}ch` }}>
        {`${number.format(shown)}${suffix}`}
      </span>
      <span className="sr-only">{final}</span>
    </span>
  );
}
