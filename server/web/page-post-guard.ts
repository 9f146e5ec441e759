import { languages } from "#contracts/languages";
import type { RefusedPost } from "#contracts/load-context";

/**
 * Posts to pages (issue 28). React Router refuses an action posted from another origin itself, as a defence
 * against cross-site posts, but with a bare "Bad Request"; the site answers with its own page saying what to do
 * instead (docs/decisions/025-forms-without-javascript.md). A page's form posts
 * `application/x-www-form-urlencoded`, or `multipart/form-data` where it takes a file (the careers forms, whose
 * multipart body stays a stream for the /api route to read within its limits); any other body made a route action
 * fail (500), and a multipart body to another page would have been read whole.
 */

const languagePrefix = `(?:/(?:${languages.map((l) => l.code).join("|")}))?`;
/** The pages whose form takes a file (the résumé): /careers and /careers/{slug}, in every language. */
const takesFiles = new RegExp(`^${languagePrefix}/careers(?:/[^/]+)?/?(?:\\.data)?$`, "i");

/** The media type of a Content-Type header, lower case, without its parameters. */
function essence(contentType: string | undefined) {
  return (contentType ?? "").split(";")[0]!.trim().toLowerCase();
}

/**
 * Why this request to a page is refused, or undefined when its route may answer it. Reads and header-only
 * requests (GET, HEAD) are never refused here; `pathname` is the request's path without its query.
 */
export function refusedPagePost(
  request: { method: string; headers: Record<string, string | string[] | undefined> },
  pathname: string,
  publicOrigin: string,
): RefusedPost | undefined {
  if (request.method === "GET" || request.method === "HEAD") return undefined;
  const origin = request.headers.origin;
  if (origin !== undefined && originOf(String(origin)) !== publicOrigin) return { status: 400, reason: "origin" };
  const type = request.headers["content-type"];
  const contentType = Array.isArray(type) ? type.join(",") : type;
  switch (essence(contentType)) {
    case "application/x-www-form-urlencoded":
      return undefined;
    case "multipart/form-data":
      if (!takesFiles.test(pathname)) return { status: 415, reason: "body" };
      return /;\s*boundary="?[^";\s]/i.test(contentType ?? "") ? undefined : { status: 400, reason: "body" };
    default:
      return { status: 415, reason: "body" };
  }
}

/** An Origin header's origin, or null when it names none ("null", or not a URL). */
function originOf(value: string) {
  try {
    return new URL(value).origin;
  } catch {
    return null;
  }
}
