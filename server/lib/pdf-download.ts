import type { FastifyReply } from "fastify";

/**
 * The download name of an uploaded PDF. Whoever uploaded it chose the stored name, so it is untrusted: the quoted
 * `filename` keeps only safe ASCII, `filename*` carries the readable name percent-encoded, and both end in .pdf;
 * `fallback` (without .pdf) stands in when nothing of the name is left.
 */
export function pdfDownloadName(original: string, fallback: string) {
  const base = original
    .normalize("NFC")
    .replace(/\.pdf$/i, "")
    .replace(/[\p{Cc}"\\/:*?<>|;%]+/gu, " ")
    .replace(/\s+/g, " ")
    .trim()
    .slice(0, 100);
  const ascii = base
    .replace(/[^A-Za-z0-9._ -]+/g, "")
    .replace(/^[.\s]+/, "")
    .trim();
  return {
    ascii: `${ascii || fallback}.pdf`,
    utf8: encodeURIComponent(`${base || fallback}.pdf`).replace(/['()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`),
  };
}

/** A stored PDF as an attachment download that nothing can run or render inline. */
export function sendPdf(reply: FastifyReply, fileName: string, fallback: string, bytes: Uint8Array) {
  const { ascii, utf8 } = pdfDownloadName(fileName, fallback);
  return (
    reply
      .header("Content-Type", "application/pdf")
      .header("Content-Disposition", `attachment; filename="${ascii}"; filename*=UTF-8''${utf8}`)
      .header("X-Content-Type-Options", "nosniff")
      .header("Cache-Control", "no-store")
      // If a browser renders it anyway, nothing in it may run or load.
      .header("Content-Security-Policy", "default-src 'none'; sandbox")
      .send(Buffer.from(bytes))
  );
}
