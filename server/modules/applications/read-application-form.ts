import type { FastifyRequest } from "fastify";
import type { FieldError } from "#contracts/forms/api";
import { careersLimits, checkResume, checkResumeBytes, looksLikePdf } from "#contracts/forms/careers";
import { PDF_MAGIC, RESUME_MAX_BYTES } from "#contracts/forms/limits";
import { careersMessages } from "#contracts/forms/careers-messages";
import { serverMessages } from "#contracts/forms/server-messages";
import { HttpError } from "#server/errors";
import { codedMessage } from "#server/i18n/english";
import { fieldErrorOf } from "#server/lib/form-input";

export interface UploadedResume {
  filename: string;
  bytes: Buffer;
}

export interface ApplicationForm {
  fields: Record<string, string>;
  resume?: UploadedResume;
  /** Problems found while reading (resume, unreadable or oversized fields). */
  errors: FieldError[];
  resumeTooLarge: boolean;
}

/** Generous for the longest valid value (1000 characters of up to 4 bytes), tiny next to an abuse. */
const FIELD_BYTES_MAX = 8 * 1024;

export const multipartLimits = {
  fileSize: RESUME_MAX_BYTES,
  files: 1,
  fields: 12,
  fieldSize: FIELD_BYTES_MAX,
  fieldNameSize: 64,
  parts: 14,
  headerPairs: 50,
};

/** The most a well-formed application can weigh; anything announcing more is refused before reading. */
export const REQUEST_BYTES_MAX = RESUME_MAX_BYTES + multipartLimits.fields * FIELD_BYTES_MAX + 64 * 1024;

/**
 * Reads the multipart form while it streams in. The resume is kept in memory
 * only while it is still a candidate (a PDF by its first bytes, allowed name)
 * and never beyond RESUME_MAX_BYTES: busboy stops handing over bytes at the
 * limit and discards the rest.
 */
export async function readApplicationForm(request: FastifyRequest): Promise<ApplicationForm> {
  const form: ApplicationForm = { fields: {}, errors: [], resumeTooLarge: false };
  const addError = (field: string, code: string) => {
    if (!form.errors.some((error) => error.field === field)) form.errors.push(fieldErrorOf(careersMessages, field, code));
  };
  try {
    const parts = request.parts({ limits: multipartLimits });
    for await (const part of parts) {
      if (part.type === "field") {
        if (part.fieldname in form.fields) continue;
        if (typeof part.value !== "string") {
          form.fields[part.fieldname] = "";
          continue;
        }
        if (part.valueTruncated) {
          addError(part.fieldname, careersLimits[part.fieldname]?.message ?? "tooLarge");
        } else if (part.value.includes("\uFFFD")) {
          addError(part.fieldname, "unreadableText");
        }
        form.fields[part.fieldname] = part.value;
        continue;
      }
      // A file input left empty still sends a part with an empty filename.
      if (part.fieldname !== "resume" || !part.filename || form.resume) {
        part.file.resume();
        continue;
      }
      const nameProblem = checkResume({ name: part.filename, size: 0, type: part.mimetype });
      let head = Buffer.alloc(0);
      let keep = nameProblem === null;
      const chunks: Buffer[] = [];
      let size = 0;
      for await (const chunk of part.file as AsyncIterable<Buffer>) {
        size += chunk.length;
        if (head.length < PDF_MAGIC.length) {
          head = Buffer.concat([head, chunk.subarray(0, PDF_MAGIC.length - head.length)]);
          if (head.length >= PDF_MAGIC.length && !looksLikePdf(head)) keep = false;
        }
        if (keep) chunks.push(chunk);
        else chunks.length = 0;
      }
      if (nameProblem) addError("resume", nameProblem);
      else if (part.file.truncated) {
        form.resumeTooLarge = true;
        addError("resume", "resumeTooLarge");
      } else {
        // A .pdf whose bytes are not a PDF (a renamed .exe): the same rule and message as the browser's (issue 28).
        const bytesProblem = checkResumeBytes(head);
        if (bytesProblem) addError("resume", bytesProblem);
        else form.resume = { filename: part.filename, bytes: Buffer.concat(chunks, size) };
      }
    }
  } catch (error) {
    if (error instanceof HttpError) throw error;
    const status = (error as { statusCode?: number }).statusCode;
    // Parser limits (too many parts or files) and malformed bodies are the sender's fault: 4xx, never 5xx.
    throw new HttpError(status === 413 ? 413 : 400, codedMessage(serverMessages, status === 413 ? "tooLarge" : "badRequest"));
  }
  return form;
}
