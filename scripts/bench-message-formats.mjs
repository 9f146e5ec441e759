// The message libraries decision 034 compared: every message of the 16 catalogues formatted cold (compile and
// format once) and warm (five more times). Not a dependency of the site; in a scratch install:
//   npm i --no-save intl-messageformat @lingui/core @lingui/message-utils @messageformat/core
//   node --expose-gc scripts/bench-message-formats.mjs formatjs|lingui|messageformat
import { readFileSync, readdirSync } from "node:fs";
const lib = process.argv[2];
const dir = new URL("../locales", import.meta.url).pathname;
const langs = readdirSync(dir)
  .filter((f) => f.endsWith(".json"))
  .map((f) => f.slice(0, -5));
const cats = Object.fromEntries(langs.map((l) => [l, JSON.parse(readFileSync(`${dir}/${l}.json`, "utf8"))]));
const argNames = (m) => [...new Set([...m.matchAll(/\{(\w+)/g)].map((x) => x[1]))];
const values = (m) => Object.fromEntries(argNames(m).map((n) => [n, n === "count" ? 3 : "X"]));
globalThis.gc();
const heap0 = process.memoryUsage().heapUsed;
let compile;
if (lib === "formatjs") {
  const { IntlMessageFormat } = await import("intl-messageformat");
  compile = (m, l) => {
    const f = new IntlMessageFormat(m, l === "en" ? "en-IN" : l, undefined, { ignoreTag: true });
    return (v) => f.format(v);
  };
} else if (lib === "lingui") {
  const { compileMessage } = await import("@lingui/message-utils/compileMessage");
  const { setupI18n } = await import("@lingui/core");
  const i18ns = {};
  compile = (m, l) => {
    const i = (i18ns[l] ??= setupI18n({ locale: l, messages: { [l]: {} } }));
    const c = compileMessage(m);
    const id = Math.random().toString(36);
    i.load(l, { [id]: c });
    return (v) => i._(id, v);
  };
} else if (lib === "messageformat") {
  const { default: MessageFormat } = await import("@messageformat/core");
  const mfs = {};
  compile = (m, l) => {
    const mf = (mfs[l] ??= new MessageFormat(l === "en" ? "en" : l, { strictPluralKeys: false }));
    return mf.compile(m);
  };
}
const t0 = performance.now();
const compiled = [];
let n = 0;
for (const l of langs)
  for (const m of Object.values(cats[l])) {
    const f = compile(m, l);
    compiled.push([f, values(m)]);
    f(values(m));
    n++;
  }
const cold = performance.now() - t0;
const t1 = performance.now();
for (let r = 0; r < 5; r++) for (const [f, v] of compiled) f(v);
const warm = (performance.now() - t1) / 5;
globalThis.gc();
const heap = (process.memoryUsage().heapUsed - heap0) / 1e6;
console.log(
  JSON.stringify({
    lib,
    messages: n,
    coldMs: Math.round(cold),
    warmMs: Math.round(warm),
    perMessageWarmUs: +((warm * 1000) / n).toFixed(2),
    heapMB: +heap.toFixed(1),
  }),
);
