import { PassThrough } from "node:stream";
import { createReadableStreamFromReadable } from "@react-router/node";
import { renderToPipeableStream } from "react-dom/server";
import { ServerRouter, type AppLoadContext, type EntryContext, type HandleErrorFunction } from "react-router";
import { deferHydrationStream } from "#app/lib/deferred-hydration.server";
import { NonceContext } from "#app/lib/nonce";
import { isStaffAreaPath } from "#contracts/public-paths";

export const streamTimeout = 5_000;

/**
 * How the server renders a page in the words staff published, or a preview in their drafts (issue 30): it calls
 * `build.entry.module.renderWith(words, () => handler(request))` (server/web/live-pages.ts). Exported here because
 * the entry module is the one part of the server build React Router hands to the server by name.
 */
export { renderWith, type PageWords } from "#app/i18n/page-words.server";

/**
 * React Router's errors (a loader or action that threw, a POST to a page without a form handler) go to the server's
 * logger through the load context; without one (prerendering at build time) they are printed as before. A request
 * its reader left is not worth a line.
 */
export const handleError: HandleErrorFunction = (error, { request, context }) => {
  if (request.signal.aborted) return;
  const report = (context as Partial<AppLoadContext> | undefined)?.reportError;
  if (report) report(error);
  else console.error(error);
};

/**
 * Renders a page on the server, whole: every lazy part (the forms' fields) is waited for and written in
 * place, so a page reads and its forms post without JavaScript (issue 17). Streamed, React would send a part
 * that arrives after the shell, or a finished one over progressiveChunkSize, hidden, for a script to reveal.
 * The nonce marks our inline scripts for the Content-Security-Policy (prerendered pages are allowed by hash instead).
 */
export default function handleRequest(
  request: Request,
  status: number,
  headers: Headers,
  routerContext: EntryContext,
  loadContext?: AppLoadContext,
) {
  const nonce = loadContext?.cspNonce || undefined;
  return new Promise<Response>((resolve, reject) => {
    let shellRendered = false;
    // Ends a render that is still streaming after the loaders' own timeout; cleared once it is done, so no timer outlives its render.
    const abortTimer = setTimeout(() => abort(), streamTimeout + 1000);
    const stopTimer = () => clearTimeout(abortTimer);
    const { pipe, abort } = renderToPipeableStream(
      <NonceContext.Provider value={nonce}>
        <ServerRouter context={routerContext} url={request.url} nonce={nonce} />
      </NonceContext.Provider>,
      {
        nonce,
        progressiveChunkSize: Number.POSITIVE_INFINITY,
        onAllReady() {
          shellRendered = true;
          // Development keeps React Router's own bootstrap (its HMR runtime must load first), and the
          // staff area is an application, not a page to read: both hydrate as soon as they can.
          const deferred = import.meta.env.PROD && !isStaffAreaPath(new URL(request.url).pathname);
          const body = deferred ? deferHydrationStream() : new PassThrough();
          headers.set("Content-Type", "text/html; charset=utf-8");
          // "finish": React wrote the whole page; "close": the stream ended early (the reader went away, or the abort).
          body.once("finish", stopTimer).once("close", stopTimer);
          resolve(new Response(createReadableStreamFromReadable(body), { headers, status }));
          pipe(body);
        },
        onShellError(error: unknown) {
          stopTimer();
          reject(error);
        },
        onError(error: unknown) {
          status = 500;
          // Errors before the shell are reported by onShellError; later ones are logged here.
          if (!shellRendered) return;
          if (loadContext?.reportError) loadContext.reportError(error);
          else console.error(error);
        },
      },
    );
  });
}
