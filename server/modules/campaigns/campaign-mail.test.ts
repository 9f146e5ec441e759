import { describe, expect, it } from "vitest";
import { bodyHtml, bodyText, campaignMail, isAllowedLink } from "./campaign-mail";

const config = { publicUrl: "https://tarang.test", mail: { from: "Tarang Global Logistics <no-reply@tarang.test>" } } as const;
const version = {
  subject: "Rates & routes",
  preheader: "This month <in short>",
  body: "## Lanes\n\nSee [our services](/services) or [write](mailto:hello@tarang.test).\n\n- Gulf\n- Europe\n\n1. Book\n2. Ship",
};

describe("a campaign's mail", () => {
  const mail = campaignMail(config as never, version, "ar", "TOKEN");

  it("is a table layout with inline styles only: no <style>, no external CSS, no script", () => {
    expect(mail.html).toMatch(/<table role="presentation"/);
    expect(mail.html).not.toMatch(/<style|<link|<script|class=/i);
    expect(mail.html).toMatch(/<h2 style="[^"]+">Lanes<\/h2>/);
    expect(mail.html).toContain('<html lang="ar" dir="rtl">');
    // Staff's words are escaped where the layout prints them.
    expect(mail.html).toContain("<title>Rates &amp; routes</title>");
    expect(mail.html).toContain("This month &lt;in short&gt;");
  });

  it("links this site's paths to the subscriber's language, in both parts", () => {
    expect(mail.html).toContain('href="https://tarang.test/ar/services"');
    expect(mail.text).toContain("our services (https://tarang.test/ar/services)");
    expect(mail.text).toContain("write (mailto:hello@tarang.test)");
  });

  it("writes lists and headings as plain text", () => {
    expect(bodyText(version.body, config as never, "en")).toBe(
      "Lanes\n\nSee our services (https://tarang.test/services) or write (mailto:hello@tarang.test).\n\n- Gulf\n- Europe\n\n1. Book\n2. Ship",
    );
  });

  it("carries the personal unsubscribe link, the reason, the postal address and the one-click headers in the subscriber's language", () => {
    expect(mail.text).toContain("https://tarang.test/ar/newsletter/unsubscribe?token=TOKEN");
    expect(mail.html).toContain("https://tarang.test/ar/newsletter/unsubscribe?token=TOKEN");
    expect(mail.text).toContain("Navi Mumbai, Maharashtra 400706");
    expect(mail.text).toContain("عنواننا البريدي");
    expect(mail.headers).toEqual({
      "List-Unsubscribe":
        "<https://tarang.test/api/newsletter/unsubscribe?token=TOKEN>, <mailto:hello@taranglogistics.in?subject=unsubscribe>",
      "List-Unsubscribe-Post": "List-Unsubscribe=One-Click",
    });
  });

  it("allows web, mail and own-site links only", () => {
    expect(["https://a.in", "http://a.in", "mailto:x@a.in", "/services"].every(isAllowedLink)).toBe(true);
    expect(["javascript:alert(1)", "data:text/html,x", "//evil.test/x", "vbscript:x", "ftp://a.in"].some(isAllowedLink)).toBe(false);
  });
});

describe("images in a campaign's body", () => {
  const config = { publicUrl: "https://shipping.example", mail: {} } as never;
  const key = "/media/campaign/abcdefghijklmnopqrstuvwx.jpg";
  const images = new Map([[key, 300]]);

  it("shows a stored campaign image by its path or its full address, and nothing else", () => {
    const html = bodyHtml(
      `![Port](${key}) ![Same](https://shipping.example${key}) ![Pixel](https://tracker.example/p.gif) ![Page](/services.jpg)`,
      config,
      "en",
      images,
    );
    expect(html.match(/<img /g)).toHaveLength(2);
    expect(html).toContain(`<img src="https://shipping.example${key}" alt="Port" width="300"`);
    expect(html).toContain("![Pixel](https://tracker.example/p.gif)");
    expect(html).not.toContain('src="https://tracker');
  });

  it("leaves an image not uploaded, or without a description, as text, escaped", () => {
    const html = bodyHtml(`![](${key}) ![<b>x</b>](/media/campaign/zzzzzzzzzzzzzzzzzzzzzzzz.jpg)`, config, "en", images);
    expect(html).not.toContain("<img");
    expect(html).not.toContain("<b>");
    expect(bodyText(`![Port](${key})`, config, "en", images)).toBe("[Port]");
  });
});
