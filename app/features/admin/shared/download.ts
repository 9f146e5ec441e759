import { authorizedFetch, type QueryValue, type RequestOptions } from "./api-client";

/** The name from Content-Disposition (RFC 6266 filename* first), else the fallback. */
export function filenameFromDisposition(header: string | null, fallback: string) {
  if (!header) return fallback;
  const extended = /filename\*\s*=\s*(?:UTF-8|utf-8)''([^;]+)/.exec(header);
  if (extended) {
    try {
      return decodeURIComponent(extended[1].trim());
    } catch {
      /* fall through to the plain name */
    }
  }
  const plain = /filename\s*=\s*"([^"]*)"|filename\s*=\s*([^;]+)/.exec(header);
  const name = (plain?.[1] ?? plain?.[2])?.trim();
  return name || fallback;
}

/**
 * Downloads a staff-only file. A link cannot carry the Bearer header (and the
 * token must never be put in a URL), so the file is fetched, held as a Blob
 * and saved through a short-lived object URL.
 */
export async function downloadFile(
  path: string,
  fallbackName: string,
  query?: Record<string, QueryValue>,
  /** A POST with a JSON body, for a file whose request holds personal data (kept out of the URL). */
  request?: Pick<RequestOptions, "method" | "json">,
) {
  const response = await authorizedFetch(path, { query, ...request });
  const blob = await response.blob();
  const filename = filenameFromDisposition(response.headers.get("Content-Disposition"), fallbackName);
  const url = URL.createObjectURL(blob);
  const link = document.createElement("a");
  link.href = url;
  link.download = filename;
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
  // Revoking at once can cancel the save in some browsers.
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
  return filename;
}
