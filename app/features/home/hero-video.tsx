import { Pause, Play } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import type { HomePageCopy } from "#app/content/page-copy";

export const heroPoster = { src: "/media/hero/home-poster.webp", width: 1280, height: 720 };

const reducedMotion = "(prefers-reduced-motion: reduce)";

/**
 * The home page's background film. It starts only when the page has loaded
 * (so it never competes with the first paint) and only when the visitor
 * allows motion; a button pauses it, as moving content over five seconds
 * must be stoppable (WCAG 2.2.2).
 */
export function HeroVideo({ copy }: { copy: HomePageCopy }) {
  const video = useRef<HTMLVideoElement>(null);
  const [playing, setPlaying] = useState(false);

  useEffect(() => {
    const element = video.current;
    if (!element) return;
    const query = window.matchMedia(reducedMotion);
    const sync = () => {
      if (query.matches) element.pause();
      else element.play().catch(() => setPlaying(false));
    };
    const start = () => sync();
    if (document.readyState === "complete") start();
    else window.addEventListener("load", start, { once: true });
    query.addEventListener("change", sync);
    return () => {
      window.removeEventListener("load", start);
      query.removeEventListener("change", sync);
    };
  }, []);

  const toggle = () => {
    const element = video.current;
    if (!element) return;
    if (element.paused) element.play().catch(() => setPlaying(false));
    else element.pause();
  };

  return (
    <>
      <video
        ref={video}
        className="absolute inset-0 -z-20 size-full object-cover print:hidden"
        poster={heroPoster.src}
        width={heroPoster.width}
        height={heroPoster.height}
        muted
        loop
        playsInline
        preload="none"
        aria-hidden="true"
        tabIndex={-1}
        onPlay={() => setPlaying(true)}
        onPause={() => setPlaying(false)}
      >
        <source src="/media/hero/home.webm" type="video/webm" />
        <source src="/media/hero/home.mp4" type="video/mp4" />
      </video>
      <button
        type="button"
        onClick={toggle}
        aria-label={playing ? copy.pauseVideo : copy.playVideo}
        // The start corner: the WhatsApp button holds the end corner at every width (tests/e2e/look.spec.ts).
        className="absolute start-4 bottom-4 inline-flex size-10 items-center justify-center rounded-full bg-black/40 text-white backdrop-blur hover:bg-black/60 sm:start-6 sm:bottom-6 print:hidden"
      >
        {playing ? <Pause aria-hidden="true" className="size-4" /> : <Play aria-hidden="true" className="size-4" />}
      </button>
    </>
  );
}
