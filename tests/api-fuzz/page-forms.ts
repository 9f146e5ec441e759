import type { FastifyInstance } from "fastify";
import type { ServerBuild } from "react-router";

/**
 * The pages that answer a form post (issue 28): every route of the build with an action, at its address in
 * several languages, and the form its page shows (read from the page's own HTML), so the fuzzer posts what a
 * browser would post there, and then everything a browser would not. A page that gains an action (the newsletter's,
 * which every page's footer posts to) is driven without a change here.
 */
export interface PageForm {
  /** The route's pattern (":lang?/careers/:slug"). */
  route: string;
  /** Its addresses to post to: English and other languages, with each of its parameters filled. */
  urls: string[];
  /** How the page's form is encoded ("application/x-www-form-urlencoded" or "multipart/form-data"). */
  enctype: string;
  fields: FormField[];
}

export interface FormField {
  name: string;
  /** input type, "select" or "textarea". */
  type: string;
  /** The choices of a select, or a radio's and checkbox's values. */
  options: string[];
}

/** The languages a form is posted in: English, Devanagari, right to left, and two CJK scripts. */
export const fuzzedLanguages = ["", "hi", "ar", "ja", "zh-CN"];

/** The full pattern of a route of the build: its parents' paths and its own. */
function patternOf(build: ServerBuild, id: string): string {
  const route = build.routes[id]!;
  const parent = route.parentId ? patternOf(build, route.parentId) : "";
  return [parent, route.path ?? ""].filter(Boolean).join("/");
}

/** The pattern's addresses: every language for `:lang?`, and `values` for the other parameters. */
function addressesOf(pattern: string, values: Record<string, string[]>): string[] {
  let urls = [""];
  for (const segment of pattern.split("/").filter(Boolean)) {
    if (segment === ":lang?") urls = urls.flatMap((url) => fuzzedLanguages.map((lang) => (lang ? `${url}/${lang}` : url)));
    else if (segment.startsWith(":")) {
      const name = segment.slice(1).replace(/\?$/, "");
      urls = urls.flatMap((url) => (values[name] ?? ["sample"]).map((value) => `${url}/${encodeURIComponent(value)}`));
    } else urls = urls.map((url) => `${url}/${segment}`);
  }
  return urls.map((url) => url || "/");
}

const attribute = (tag: string, name: string) => new RegExp(`\\s${name}="([^"]*)"`, "i").exec(tag)?.[1];

/**
 * The first form posting to its page (`url`) in the HTML, and its named fields. A form posting to another page (the
 * footer's newsletter form, on every page) is that page's.
 */
export function postedFormOf(html: string, url: string): Pick<PageForm, "enctype" | "fields"> | undefined {
  for (const match of html.matchAll(/<form\b([^>]*)>([\s\S]*?)<\/form>/gi)) {
    const [, tag = "", inner = ""] = match;
    if ((attribute(tag, "method") ?? "get").toLowerCase() !== "post") continue;
    const action = (attribute(tag, "action") ?? "").split("#")[0]!;
    if (action && new URL(action, "https://page.example").pathname !== new URL(url, "https://page.example").pathname) continue;
    const fields = new Map<string, FormField>();
    for (const [input] of inner.matchAll(/<input\b[^>]*>/gi)) {
      const name = attribute(input, "name");
      const type = (attribute(input, "type") ?? "text").toLowerCase();
      if (!name || type === "submit" || type === "button") continue;
      const field = fields.get(name) ?? { name, type, options: [] };
      const value = attribute(input, "value");
      if ((type === "radio" || type === "checkbox") && value !== undefined) field.options.push(value);
      fields.set(name, field);
    }
    for (const [, selectTag = "", options = ""] of inner.matchAll(/<select\b([^>]*)>([\s\S]*?)<\/select>/gi)) {
      const name = attribute(selectTag, "name");
      if (!name) continue;
      const values = [...options.matchAll(/<option\b[^>]*value="([^"]*)"/gi)].map((m) => m[1]!).filter(Boolean);
      fields.set(name, { name, type: "select", options: values });
    }
    for (const [textarea] of inner.matchAll(/<textarea\b[^>]*>/gi)) {
      const name = attribute(textarea, "name");
      if (name) fields.set(name, { name, type: "textarea", options: [] });
    }
    return { enctype: (attribute(tag, "enctype") ?? "application/x-www-form-urlencoded").toLowerCase(), fields: [...fields.values()] };
  }
  return undefined;
}

/**
 * Every page with an action, its addresses and its form. `values` fills the routes' parameters (":slug" → open
 * openings and one that does not exist). Fails when a page with an action shows no form posting to it.
 */
export async function pageFormsOf(app: FastifyInstance, build: ServerBuild, values: Record<string, string[]>): Promise<PageForm[]> {
  const forms: PageForm[] = [];
  for (const [id, route] of Object.entries(build.routes)) {
    if (!route?.module.action) continue;
    const pattern = patternOf(build, id);
    const urls = addressesOf(pattern, values);
    const page = await app.inject({ method: "GET", url: urls[0]! });
    const form = page.statusCode === 200 ? postedFormOf(page.body, urls[0]!) : undefined;
    if (!form) throw new Error(`${pattern} has an action, but ${urls[0]} (${page.statusCode}) shows no form that posts to it`);
    forms.push({ route: pattern, urls, ...form });
  }
  return forms;
}
