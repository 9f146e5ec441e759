/**
 * The download name of a resume. The applicant chose the stored name, so it
 * is untrusted: the quoted `filename` keeps only safe ASCII, `filename*`
 * carries the readable name percent-encoded, and both end in .pdf.
 */
export function resumeFilename(original: string, applicationId: number) {
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
    ascii: `${ascii || `resume-${applicationId}`}.pdf`,
    utf8: encodeURIComponent(`${base || `resume-${applicationId}`}.pdf`).replace(
      /['()*]/g,
      (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`,
    ),
  };
}
