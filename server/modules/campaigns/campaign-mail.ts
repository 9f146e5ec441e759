/**
 * A campaign's e-mail (issue 32, docs/decisions/035-campaign-mail-markdown-and-layout.md): staff's markdown rendered
 * by markdown-it with raw HTML off and links limited to http(s), mailto and paths of this site (which go to the page
 * in the subscriber's language), put in a table layout with inline styles only, beside a plain-text part made from
 * the same tokens. Images are those uploaded for campaigns only (campaign-images.ts): `![description](/media/campaign/…)`
 * becomes an <img> at the site's address, as wide as the image or the column; any other image, and one with no
 * description, stays text. The footer says why the mail came, links to the subscriber's own unsubscribe page, and gives the
 * company's postal address as staff published it (`company.*`), in the subscriber's language (the catalogues' mail.campaign.*).
 */
import MarkdownIt from "markdown-it";
import type Token from "markdown-it/lib/token.mjs";
import { campaignImagePathPattern, type CampaignVersion } from "#contracts/api/campaigns";
import { fill } from "#contracts/fill";
import { pathIn, type LanguageCode } from "#contracts/languages";
import type { Config } from "#server/config";
import { brandName } from "#server/lib/brand-name";
import { escapeXml as escapeHtml } from "#server/lib/escape-xml";
import { copyOf, htmlAttributes } from "#server/mail/visitor-copy";

type MailConfig = Pick<Config, "publicUrl" | "mail">;

/** The width of each stored campaign image, by its path (/media/campaign/<key>.jpg): only these images are shown. */
export type ImageWidths = ReadonlyMap<string, number>;

/** The mail's content column: 600 px less its padding; a wider image is shown this wide, scaled. */
const columnWidth = 552;
const imageStyle = "max-width:100%;height:auto;display:block;border:0";

/** What every recipient's copy has where their own unsubscribe token goes; the database puts the token in. */
export const tokenPlaceholder = "xCampaignUnsubscribeTokenx";

/** The token a preview shows in its links: a sample that unsubscribes nobody. */
export const sampleToken = "sample-unsubscribe-token";

export const campaignMailKind = "campaign";

const font = "font-family:Arial,Helvetica,sans-serif";
/** Inline styles by tag: e-mail clients drop <style> blocks and external CSS. */
const styles: Record<string, string> = {
  p: "margin:0 0 16px",
  h1: `margin:0 0 16px;font-size:24px;line-height:1.3;${font};color:#102a43`,
  h2: `margin:24px 0 12px;font-size:20px;line-height:1.3;${font};color:#102a43`,
  h3: `margin:20px 0 8px;font-size:17px;line-height:1.3;${font};color:#102a43`,
  h4: "margin:16px 0 8px;font-size:16px",
  h5: "margin:16px 0 8px;font-size:15px",
  h6: "margin:16px 0 8px;font-size:14px",
  ul: "margin:0 0 16px;padding:0 0 0 24px",
  ol: "margin:0 0 16px;padding:0 0 0 24px",
  li: "margin:0 0 4px",
  a: "color:#0b5fff;text-decoration:underline",
  blockquote: "margin:0 0 16px;padding:0 0 0 12px;border-left:3px solid #d9e2ec;color:#486581",
  code: "font-family:Consolas,Menlo,monospace;font-size:14px;background:#f0f4f8",
  hr: "border:0;border-top:1px solid #d9e2ec;margin:24px 0",
};

/** Links staff may write: the web, mail addresses, and paths of this site ("/services"). */
export function isAllowedLink(url: string) {
  return /^(https?:\/\/|mailto:)/i.test(url) || /^\/(?!\/)/.test(url);
}

/** A link as the subscriber follows it: a path of this site becomes that page in their language. */
function linkFor(href: string, config: MailConfig, lang: LanguageCode) {
  return /^\/(?!\/)/.test(href) ? `${config.publicUrl}${pathIn(lang, href)}` : href;
}

/** The campaign image path `src` names (a path of this site, or the same at the site's address), or undefined. */
export function campaignImageOf(src: string, publicUrl: string) {
  const path = src.startsWith(`${publicUrl}/`) ? src.slice(publicUrl.length) : src;
  return campaignImagePathPattern.test(path) ? path : undefined;
}

interface RenderEnv {
  config: MailConfig;
  images: ImageWidths;
}

/** An image's description: the text of its label, without markup. */
const altOf = (token: Token) =>
  (token.children ?? [])
    .map((child) => child.content)
    .join("")
    .trim();

/** How an image that may not be shown reads: its markdown, as text. */
const imageAsText = (token: Token) => `![${altOf(token)}](${token.attrGet("src") ?? ""})`;

function markdown() {
  const md = new MarkdownIt("default", { html: false, linkify: false, typographer: false });
  // Tables are not part of the subset; they stay as text.
  md.disable(["table"]);
  // Links and image sources alike (markdown-it checks both with it); which images are shown is decided below.
  md.validateLink = isAllowedLink;
  md.renderer.rules.image = (tokens, idx, _options, env: RenderEnv) => {
    const token = tokens[idx]!;
    const alt = altOf(token);
    const path = campaignImageOf(token.attrGet("src") ?? "", env.config.publicUrl);
    const width = path === undefined ? undefined : env.images.get(path);
    if (path === undefined || width === undefined || alt === "") return escapeHtml(imageAsText(token));
    const src = `${env.config.publicUrl}${path}`;
    return `<img src="${escapeHtml(src)}" alt="${escapeHtml(alt)}" width="${Math.min(width, columnWidth)}" style="${imageStyle}">`;
  };
  return md;
}

const md = markdown();

/** The paths of the campaign images `body` shows (to look up their widths). */
export function imagePathsOf(body: string, publicUrl: string) {
  const paths = new Set<string>();
  for (const token of md.parse(body, {}))
    for (const child of token.children ?? []) {
      const path = child.type === "image" ? campaignImageOf(child.attrGet("src") ?? "", publicUrl) : undefined;
      if (path) paths.add(path);
    }
  return [...paths];
}

/** The body's HTML, each element styled inline, links pointing at the site in `lang`. */
export function bodyHtml(body: string, config: MailConfig, lang: LanguageCode, images: ImageWidths = new Map()) {
  const tokens = md.parse(body, {});
  const style = (token: Token) => {
    const css = styles[token.tag];
    if (css && token.nesting !== -1) token.attrSet("style", css);
    if (token.type === "link_open") token.attrSet("href", linkFor(token.attrGet("href") ?? "", config, lang));
  };
  for (const token of tokens) {
    style(token);
    for (const child of token.children ?? []) style(child);
  }
  return md.renderer.render(tokens, md.options, { config, images } satisfies RenderEnv);
}

/** The body as plain text: its words, each link's address after its label, lists as "- " lines, images as "[description]". */
export function bodyText(body: string, config: MailConfig, lang: LanguageCode, images: ImageWidths = new Map()) {
  const out: string[] = [];
  const lists: { ordered: boolean; n: number }[] = [];
  for (const token of md.parse(body, {})) {
    switch (token.type) {
      case "bullet_list_open":
      case "ordered_list_open":
        lists.push({ ordered: token.type === "ordered_list_open", n: 0 });
        break;
      case "bullet_list_close":
      case "ordered_list_close":
        lists.pop();
        if (lists.length === 0) out.push("\n");
        break;
      case "list_item_open": {
        const list = lists.at(-1)!;
        out.push(`${"  ".repeat(lists.length - 1)}${list.ordered ? `${++list.n}.` : "-"} `);
        break;
      }
      case "inline": {
        let href: string | undefined;
        for (const child of token.children ?? []) {
          if (child.type === "link_open") href = linkFor(child.attrGet("href") ?? "", config, lang);
          else if (child.type === "link_close") {
            if (href) out.push(` (${href})`);
            href = undefined;
          } else if (child.type === "softbreak" || child.type === "hardbreak") out.push("\n");
          else if (child.type === "text" || child.type === "code_inline") out.push(child.content);
          else if (child.type === "image") {
            const path = campaignImageOf(child.attrGet("src") ?? "", config.publicUrl);
            const shown = path !== undefined && images.has(path) && altOf(child) !== "";
            out.push(shown ? `[${altOf(child)}]` : imageAsText(child));
          }
        }
        out.push("\n");
        break;
      }
      case "paragraph_close":
      case "heading_close":
        if (lists.length === 0) out.push("\n");
        break;
      case "hr":
        out.push("----\n\n");
        break;
      case "fence":
      case "code_block":
        out.push(token.content, "\n");
        break;
    }
  }
  return out
    .join("")
    .replace(/\n{3,}/g, "\n\n")
    .trim();
}

export interface CampaignMail {
  subject: string;
  preheader: string;
  text: string;
  html: string;
  headers: Record<string, string>;
}

/**
 * The mail a subscriber of `lang` gets from `version` (the version of their language, or English), with `token` in
 * its unsubscribe links: the placeholder when queued (each row gets its own), the sample in a preview.
 */
export function campaignMail(
  config: MailConfig,
  version: CampaignVersion,
  lang: LanguageCode,
  token: string,
  images: ImageWidths = new Map(),
): CampaignMail {
  const brand = brandName(config);
  const c = copyOf(lang).campaign;
  const unsubscribePage = `${config.publicUrl}${pathIn(lang, "/newsletter/unsubscribe")}?token=${token}`;
  const oneClick = `${config.publicUrl}/api/newsletter/unsubscribe?token=${token}`;
  const why = fill(c.why, { brand });
  const text = [
    bodyText(version.body, config, lang, images),
    "",
    "-- ",
    why,
    fill(c.unsubscribeText, { link: unsubscribePage }),
    "",
    c.postalAddress,
    brand,
    ...c.companyAddress,
  ].join("\n");
  const footer = [
    escapeHtml(why),
    `<a href="${escapeHtml(unsubscribePage)}" style="color:#52606d;text-decoration:underline">${escapeHtml(c.unsubscribeLink)}</a>`,
    `${escapeHtml(c.postalAddress)} ${[brand, ...c.companyAddress].map(escapeHtml).join(", ")}`,
  ].join("<br>");
  const html = `<!doctype html>
<html ${htmlAttributes(lang)}><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><meta name="x-apple-disable-message-reformatting"><title>${escapeHtml(version.subject)}</title></head>
<body style="margin:0;padding:0;background:#f4f6f8">
<div style="display:none;max-height:0;overflow:hidden;opacity:0;color:#f4f6f8">${escapeHtml(version.preheader)}</div>
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0" style="background:#f4f6f8">
<tr><td align="center" style="padding:24px 12px">
<table role="presentation" width="600" cellpadding="0" cellspacing="0" border="0" style="width:100%;max-width:600px;background:#ffffff;border-radius:8px">
<tr><td style="padding:20px 24px 0;${font};font-size:14px;font-weight:bold;color:#102a43">${escapeHtml(brand)}</td></tr>
<tr><td style="padding:16px 24px 8px;${font};font-size:16px;line-height:1.5;color:#1f2933">
${bodyHtml(version.body, config, lang, images)}</td></tr>
</table>
<table role="presentation" width="600" cellpadding="0" cellspacing="0" border="0" style="width:100%;max-width:600px">
<tr><td style="padding:16px 24px;${font};font-size:12px;line-height:1.5;color:#52606d">${footer}</td></tr>
</table>
</td></tr>
</table>
</body></html>
`;
  return {
    subject: version.subject,
    preheader: version.preheader,
    text,
    html,
    headers: {
      "List-Unsubscribe": `<${oneClick}>, <mailto:${c.companyEmail}?subject=unsubscribe>`,
      "List-Unsubscribe-Post": "List-Unsubscribe=One-Click",
    },
  };
}
