/**
 * Marks a part of the served quote form for one case of the boot script's `js` class on <html> (app/app.css):
 * "only" shows it only without JavaScript (the other steps, the plain send button), "hidden" only with it (the
 * stepper and its Next button). React leaves these parts out once it runs; the class decides before that, from
 * the first paint, so the page does not move when it hydrates.
 */
export function withoutScript(shown: "only" | "hidden") {
  return { "data-without-script": shown };
}
