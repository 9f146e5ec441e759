import { Transform } from "node:stream";
import { StringDecoder } from "node:string_decoder";

/**
 * Every page arrives as complete HTML, so its JavaScript only makes it
 * interactive. React Router preloads all of that JavaScript in <head>, where on a
 * slow phone connection it competes with the stylesheet, the font and the hero
 * image, and the first paint waits for it. This rewrites the document so the
 * code is requested right after the first paint: the module preloads go, and the
 * bootstrap script's static imports become dynamic ones started from the first
 * frame. See docs/decisions/008-hydrate-after-first-paint.md.
 */
const modulePreload = /<link rel="modulepreload"[^>]*>/g;
const bootstrapScript = /(<script\b[^>]*\btype="module"[^>]*>)([\s\S]*?)(<\/script>)/;
/** `import * as name from "url";` or `import "url";` (never the dynamic `import("url")`). */
const leadingStaticImport = /^[\s;]*import\s+(?:\*\s*as\s+(\w+)\s+from\s*)?("[^"]*")\s*;?/;

export function deferHydration(html: string): string {
  const script = bootstrapScript.exec(html);
  if (!script) return html;
  const [whole, open, body, close] = script as unknown as [string, string, string, string];
  const rewritten = open + deferBootstrap(body) + close;
  const before = html.slice(0, script.index).replace(modulePreload, "");
  return before + rewritten + html.slice(script.index + whole.length);
}

function deferBootstrap(body: string): string {
  const bindings: string[] = [];
  const urls: string[] = [];
  let rest = body;
  for (let match = leadingStaticImport.exec(rest); match; match = leadingStaticImport.exec(rest)) {
    bindings.push(match[1] ?? "");
    urls.push(match[2]!);
    rest = rest.slice(match[0].length);
  }
  if (urls.length === 0) return body;
  // Fetched in parallel as before; none of these modules depends on another's side effects.
  const load = `const[${bindings.join(",")}]=await Promise.all([${urls.map((url) => `import(${url})`).join(",")}]);`;
  // A frame callback runs once rendering is no longer blocked, just before the first paint; the task it
  // queues runs after that paint. In a background tab this waits until the tab is shown.
  return `const hydrate=async()=>{${load}${rest}};requestAnimationFrame(()=>setTimeout(hydrate));`;
}

/** deferHydration for a streamed document: holds the text back until the bootstrap script is complete. */
export function deferHydrationStream(): Transform {
  const decoder = new StringDecoder("utf8");
  let pending = "";
  let rewritten = false;
  return new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      const text = decoder.write(chunk);
      if (rewritten) return callback(null, text || undefined);
      pending += text;
      if (!bootstrapScript.test(pending)) return callback();
      rewritten = true;
      const out = deferHydration(pending);
      pending = "";
      callback(null, out);
    },
    flush(callback) {
      callback(null, pending + decoder.end());
    },
  });
}
