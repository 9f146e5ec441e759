import { Transform } from "node:stream";
import { StringDecoder } from "node:string_decoder";

/**
 * Every page arrives as complete HTML, so its JavaScript only makes it
 * interactive. React Router preloads all of that JavaScript in <head>, where on a
 * slow phone connection it competes with the stylesheet, the font and the hero
 * image, and the first paint waits for it. This rewrites the document so the
 * same preloads are issued right after the first paint instead: the <link>s go
 * from <head>, and the bootstrap script adds them back from its first frame
 * before it imports the route modules (dynamically, where they were static
 * imports). See docs/decisions/008-hydrate-after-first-paint.md.
 */
const modulePreload = /<link rel="modulepreload"[^>]*>/g;
const href = /\shref="([^"]+)"/;
const bootstrapScript = /(<script\b[^>]*\btype="module"[^>]*>)([\s\S]*?)(<\/script>)/;
/** `import * as name from "url";` or `import "url";` (never the dynamic `import("url")`). */
const leadingStaticImport = /^[\s;]*import\s+(?:\*\s*as\s+(\w+)\s+from\s*)?("[^"]*")\s*;?/;

export function deferHydration(html: string): string {
  const script = bootstrapScript.exec(html);
  return script ? rewrite(html, script) : html;
}

function rewrite(html: string, script: RegExpExecArray): string {
  const [whole, open, body, close] = script as unknown as [string, string, string, string];
  const head = html.slice(0, script.index);
  const preloads = [...head.matchAll(modulePreload)].map((link) => href.exec(link[0])?.[1]).filter((url) => url !== undefined);
  const deferred = deferBootstrap(body, preloads);
  if (deferred === body) return html;
  return head.replace(modulePreload, "") + open + deferred + close + html.slice(script.index + whole.length);
}

function deferBootstrap(body: string, preloads: string[]): string {
  const bindings: string[] = [];
  const urls: string[] = [];
  let rest = body;
  for (let match = leadingStaticImport.exec(rest); match; match = leadingStaticImport.exec(rest)) {
    bindings.push(match[1] ?? "");
    urls.push(match[2]!);
    rest = rest.slice(match[0].length);
  }
  if (urls.length === 0) return body;
  // Every module at once, as the preloads did: a chain of imports discovered one by one costs a round trip each.
  const preload = `for(const href of ${JSON.stringify(preloads)}){const link=document.createElement("link");link.rel="modulepreload";link.href=href;document.head.append(link)}`;
  const load = `const[${bindings.join(",")}]=await Promise.all([${urls.map((url) => `import(${url})`).join(",")}]);`;
  // A frame callback runs once rendering is no longer blocked, just before the first paint; the task it
  // queues runs after that paint. In a background tab this waits until the tab is shown.
  return `const hydrate=async()=>{${preload}${load}${rest}};requestAnimationFrame(()=>setTimeout(hydrate));`;
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
      const script = bootstrapScript.exec(pending);
      if (!script) return callback();
      rewritten = true;
      const out = rewrite(pending, script);
      pending = "";
      callback(null, out);
    },
    flush(callback) {
      callback(null, pending + decoder.end());
    },
  });
}
