/** The text fields of a valid application (without consent, which goes with a résumé). */
export const applicationFields = {
  name: "Ravi Kumar",
  email: "ravi@example.com",
  phone: "+91 98765 43210",
  position: "professional",
  message: "Five years in freight forwarding operations at JNPT.",
};

/** Builds multipart/form-data bodies byte by byte for API tests (inject has no FormData with files). */
export interface FilePart {
  field?: string;
  filename: string;
  type?: string;
  content: Buffer;
}

export function multipartBody(fields: Record<string, string | Buffer>, file?: FilePart, boundary = "----test-boundary-7MA4YWxkTrZu0gW") {
  const chunks: Buffer[] = [];
  for (const [name, value] of Object.entries(fields)) {
    chunks.push(
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n`),
      Buffer.from(value),
      Buffer.from("\r\n"),
    );
  }
  if (file) {
    chunks.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${file.field ?? "resume"}"; filename="${file.filename}"\r\nContent-Type: ${file.type ?? "application/pdf"}\r\n\r\n`,
      ),
      file.content,
      Buffer.from("\r\n"),
    );
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(chunks), headers: { "content-type": `multipart/form-data; boundary=${boundary}` } };
}

/** A tiny but real PDF file of about `size` bytes. */
export function pdfBytes(size = 1024): Buffer {
  const head = Buffer.from("%PDF-1.4\n%\xE2\xE3\xCF\xD3\n1 0 obj<<>>endobj\n");
  const tail = Buffer.from("\n%%EOF\n");
  return Buffer.concat([head, Buffer.alloc(Math.max(0, size - head.length - tail.length), 0x20), tail]);
}
