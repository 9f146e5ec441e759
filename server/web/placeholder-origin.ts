import { Transform } from "node:stream";

/**
 * The origin the build is made with. The server puts PUBLIC_URL in its place as it loads what the build
 * holds and as it renders, so one build serves any origin and the server never builds itself.
 * ".invalid" never resolves, so a missed spot cannot send anyone to a real site.
 */
export const placeholderOrigin = "https://public-url.invalid";

const placeholderBytes = Buffer.from(placeholderOrigin);

/** `text` with PUBLIC_URL in place of the placeholder origin. */
export function withPublicUrl(text: string, publicUrl: string): string {
  return text.replaceAll(placeholderOrigin, publicUrl);
}

/**
 * A byte stream with PUBLIC_URL in place of the placeholder origin. A chunk's end that could be the start
 * of the placeholder waits for the next chunk; everything else passes at once, so streaming stays streaming.
 * Matching bytes is safe in UTF-8: the placeholder is ASCII, which never occurs inside a multi-byte character.
 */
export function publicUrlStream(publicUrl: string): Transform {
  const replacement = Buffer.from(publicUrl);
  let held = Buffer.alloc(0);
  return new Transform({
    transform(chunk: Buffer, _encoding, done) {
      const text = held.length > 0 ? Buffer.concat([held, chunk]) : chunk;
      const parts: Buffer[] = [];
      let from = 0;
      for (let at = text.indexOf(placeholderBytes); at !== -1; at = text.indexOf(placeholderBytes, from)) {
        parts.push(text.subarray(from, at), replacement);
        from = at + placeholderBytes.length;
      }
      const keep = partialPlaceholderAtEnd(text, from);
      parts.push(text.subarray(from, text.length - keep));
      held = Buffer.from(text.subarray(text.length - keep));
      done(null, Buffer.concat(parts));
    },
    flush(done) {
      done(null, held);
    },
  });
}

/** How many bytes at the end of `text` (after `from`) are the beginning of the placeholder. */
function partialPlaceholderAtEnd(text: Buffer, from: number): number {
  for (let length = Math.min(placeholderBytes.length - 1, text.length - from); length > 0; length--) {
    if (text.subarray(text.length - length).equals(placeholderBytes.subarray(0, length))) return length;
  }
  return 0;
}
