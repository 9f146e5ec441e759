import { pdfDownloadName } from "#server/lib/pdf-download";

/** The download name of a resume (server/lib/pdf-download.ts), `resume-<id>.pdf` when nothing of its name is left. */
export function resumeFilename(original: string, applicationId: number) {
  return pdfDownloadName(original, `resume-${applicationId}`);
}
