import type { BlogReader } from "#contracts/blog";
import type { FormAnswer } from "#contracts/forms/api";
import type { OpeningsReader } from "#contracts/openings";
import type { QuoteOfferReader } from "#contracts/quote-offer-reader";

/** A form's answer as the page's action hands it on: the API's status and body, and the text fields as sent. */
export interface RelayedForm {
  status: number;
  answer: FormAnswer;
  /** The posted text fields (not the honeypot, not files), to show again beside the errors. */
  fields: Record<string, string>;
}

/**
 * The public forms posted without JavaScript (docs/decisions/025-forms-without-javascript.md): each is
 * handed in-process to its /api route, with the visitor's address, so the same limits, rate limit,
 * validation and services answer it.
 */
export interface FormRelay {
  /** An application/x-www-form-urlencoded contact message, sent on as the JSON of POST /api/contact. */
  contact(request: Request): Promise<RelayedForm>;
  /** A multipart application, streamed on to POST /api/applications. */
  application(request: Request): Promise<RelayedForm>;
  /**
   * An application/x-www-form-urlencoded quote request (the form's fields by path, contracts/forms/quote-draft.ts),
   * sent on as the JSON of POST /api/quotes with the page's language `lang`, for the buyer's e-mail.
   */
  quote(request: Request, lang: string): Promise<RelayedForm>;
  /** The footer's newsletter form (application/x-www-form-urlencoded), sent on as the JSON of POST /api/newsletter/subscribe. */
  newsletter(request: Request): Promise<RelayedForm>;
  /**
   * /track's forms (application/x-www-form-urlencoded, issue 31): `intent=lookup` with the reference and e-mail
   * address, sent on as the JSON of POST /api/track; `intent=notifications` with the view's `access`, sent on as
   * PUT /api/track/:access/notifications. `data` is the answer's TrackingView when there is one.
   */
  track(request: Request): Promise<RelayedForm & { data?: unknown }>;
}

/**
 * What the server hands to React Router loaders and the document renderer.
 * Feature issues add their read services here (blog posts, staff data), so
 * loaders call services directly instead of going over HTTP.
 */
export interface ServerLoadContext {
  /** Per-request CSP nonce for inline scripts of server-rendered pages. */
  cspNonce: string;
  /** Published blog posts, read straight from the database. */
  blogs: BlogReader;
  /** Open job openings for /careers and /careers/{slug}, read straight from the database. */
  openings: OpeningsReader;
  /** A priced quote as its personal link shows it (/quote/offer?t=…, issue 31), read straight from the database. */
  quoteOffers: QuoteOfferReader;
  /** The contact, careers, quote, newsletter and tracking forms, posted as plain HTML forms. */
  forms: FormRelay;
  /**
   * Logs an error of a route or a render (React Router's handleError, the document's onError) through the
   * server's JSON logger, at its level (a client's mistake as info, a fault as error), at most one line per
   * kind a second: never a raw stack on standard output (issue 33).
   */
  reportError(error: unknown): void;
  /**
   * Set when the page was posted from another site or with a body no form sends: the server renders the page as
   * for a GET instead of running its action, and the root shows the site's error page with this status.
   */
  refusedPost?: RefusedPost;
}

/**
 * Why a post to a page is refused before its route sees it (server/web/page-post-guard.ts, issue 28): `origin`,
 * sent from another origin than PUBLIC_URL (400); `body`, a body no page form sends (415 for its type, 400 for a
 * multipart body without its boundary, 413 for one over the pages' limit).
 */
export interface RefusedPost {
  status: 400 | 413 | 415;
  reason: "origin" | "body";
}

/**
 * What the server adds to the nonce. Use this, not Omit<AppLoadContext, "cspNonce">:
 * React Router's AppLoadContext has an index signature, so Omit drops every named service.
 */
export type LoadContextServices = Omit<ServerLoadContext, "cspNonce">;

declare module "react-router" {
  interface AppLoadContext extends ServerLoadContext {}
}
