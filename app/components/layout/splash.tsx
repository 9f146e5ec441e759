import { Logo } from "./logo";

/**
 * Covers the already-rendered page on the first visit of a session. It is
 * shown, timed and removed by app/app.css and the boot script, not React, so
 * it costs no JavaScript and never delays the content underneath.
 */
export function Splash() {
  return (
    <div id="splash" aria-hidden="true">
      <Logo className="splash-logo h-16 sm:h-20" eager />
    </div>
  );
}
