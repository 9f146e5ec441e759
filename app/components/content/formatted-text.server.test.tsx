import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { I18nProvider } from "#app/i18n/i18n-provider";
import type { LanguageCode } from "#contracts/languages";
import type { FormattedNode } from "#contracts/formatting/formatted-text";
import { formattedNodesOf, formattedSectionOf, formattedTextOf } from "#contracts/formatting/parse-formatting.server";
import { FormattedText } from "./formatted-text";
import { PostParagraphs } from "./post-paragraphs";

const html = (ui: React.ReactNode, lang: LanguageCode = "en") => renderToStaticMarkup(<I18nProvider lang={lang}>{ui}</I18nProvider>);

const link = 'class="text-primary underline underline-offset-4"';

describe("a page word that may be formatted", () => {
  it("without formatting, is the same paragraph as before", () => {
    const text = "We clear cargo at JNPT & Nhava Sheva <24h> [sic] 2 * 3";
    expect(html(<FormattedText text={formattedTextOf(text)} />)).toBe(html(<p>{text}</p>));
  });

  it("draws emphasis, a list and links, a page of the site in the page's language", () => {
    const text = "We *clear* **cargo**:\n\n- at [JNPT](/services/service2)\n- [by mail](mailto:info@example.com)";
    expect(html(<FormattedText text={formattedTextOf(text)} />, "hi")).toBe(
      "<p>We <em>clear</em> <strong>cargo</strong>:</p>" +
        '<ul class="list-disc ps-6">' +
        `<li>at <a ${link} href="/hi/services/service2">JNPT</a></li>` +
        `<li><a ${link} href="mailto:info@example.com">by mail</a></li>` +
        "</ul>",
    );
  });

  it("numbers a list from its first number", () => {
    expect(html(<FormattedText text={formattedTextOf("3. three\n4. four")} />)).toBe(
      '<ol class="list-decimal ps-6" start="3"><li>three</li><li>four</li></ol>',
    );
  });

  it.each([
    ["a script tag", "<script>alert(1)</script> *x*", "<p>&lt;script&gt;alert(1)&lt;/script&gt; <em>x</em></p>"],
    ["a javascript: link", "[x](javascript:alert(1)) *x*", "<p>[x](javascript:alert(1)) <em>x</em></p>"],
    ["a data: link", "[x](data:text/html,&lt;script&gt;) *x*", "<p>[x](data:text/html,&amp;lt;script&amp;gt;) <em>x</em></p>"],
    ["an event handler", '<img src=x onerror="alert(1)"> *x*', "<p>&lt;img src=x onerror=&quot;alert(1)&quot;&gt; <em>x</em></p>"],
  ])("escapes %s, and makes no link of it", (_what, text, drawn) => {
    expect(html(<FormattedText text={formattedTextOf(text)} />)).toBe(drawn);
  });

  it("draws nothing of a tag the tree may not hold, and no attribute but a link's address", () => {
    const hostile = [
      ["script", ["alert(1)"]],
      ["p", ["kept"]],
      ["__proto__", ["x"]],
      ["a", ["x"], "/contact"],
    ] as unknown as FormattedNode[];
    expect(html(<FormattedText text={hostile} />)).toBe(`<p>kept</p><a ${link} href="/contact">x</a>`);
  });
});

describe("a post's section", () => {
  it.each(["One.\n\nTwo.", "Line one\nline two\n\nThree [sic] 2 * 3 <b>"])("without formatting, is drawn as before: %j", (content) => {
    expect(formattedSectionOf(content)).toBeUndefined();
    expect(html(<PostParagraphs content={content} formatted={formattedSectionOf(content)} className="mt-4" />)).toBe(
      html(
        <div className="space-y-4 text-base leading-relaxed text-muted-foreground mt-4">
          {content.split("\n\n").map((paragraph, index) => (
            <p key={index} className="whitespace-pre-line">
              {paragraph}
            </p>
          ))}
        </div>,
      ),
    );
  });

  it("with formatting, is drawn as its blocks, its line breaks kept", () => {
    const content = "Papers:\nthree of them\n\n- **invoice**\n- [packing list](https://example.com/list)";
    expect(html(<PostParagraphs content={content} formatted={formattedNodesOf(content)} />)).toBe(
      '<div class="space-y-4 text-base leading-relaxed text-muted-foreground whitespace-pre-line">' +
        "<p>Papers:\nthree of them</p>" +
        '<ul class="list-disc ps-6">' +
        "<li><strong>invoice</strong></li>" +
        `<li><a ${link} href="https://example.com/list">packing list</a></li>` +
        "</ul></div>",
    );
  });
});
