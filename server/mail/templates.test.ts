import { describe, expect, it } from "vitest";
import { brandName } from "#server/lib/brand-name";
import { escapeXml as escapeHtml } from "#server/lib/escape-xml";
import { applicationNotification, confirmationEmail } from "./templates";

const config = {
  publicUrl: "https://tarang.test",
  mail: {
    from: "Tarang Global Logistics <no-reply@tarang.test>",
    staffEmail: "team@tarang.test",
    salesEmail: "sales@tarang.test",
    careersEmail: "hr@tarang.test",
  },
};

describe("email templates", () => {
  it.each([
    ["Tarang Global Logistics <no-reply@tarang.test>", "Tarang Global Logistics"],
    ['"Acme & Co" <mail@acme.test>', "Acme & Co"],
    ["no-reply@tarang.test", "tarang.test"],
  ])("takes the brand from MAIL_FROM %j", (from, brand) => {
    expect(brandName({ ...config, mail: { ...config.mail, from } })).toBe(brand);
  });

  it("escapes everything a visitor typed in the HTML part", () => {
    expect(escapeHtml(`<a href="x">'&'</a>`)).toBe("&lt;a href=&quot;x&quot;&gt;&#39;&amp;&#39;&lt;/a&gt;");
    const mail = applicationNotification(config, {
      id: 7,
      name: "Ravi",
      email: "ravi@example.com",
      phone: "1",
      position: "internship",
      message: `Hi <img src=x onerror=alert(1)> & "bye"`,
      resumeFilename: "<b>cv</b>.pdf",
      resumeSize: 2048,
    });
    expect(mail.html).toContain("Hi &lt;img src=x onerror=alert(1)&gt; &amp; &quot;bye&quot;");
    expect(mail.html).not.toContain("<img");
    expect(mail.html).not.toContain("<b>cv");
    expect(mail.text).toContain("Resume: <b>cv</b>.pdf (2 KB, in the staff area)");
    expect(mail).toMatchObject({
      to: "hr@tarang.test",
      headers: { "Reply-To": "ravi@example.com" },
      subject: "Application (internship) from Ravi",
    });
  });

  it("puts the confirmation and unsubscribe links in both parts, URL-encoded", () => {
    const mail = confirmationEmail(config, "reader@example.com", { confirm: "c-1_x", unsubscribe: "u-2_y" });
    for (const part of [mail.text, mail.html!]) {
      expect(part).toContain("https://tarang.test/newsletter/confirm?token=c-1_x");
      expect(part).toContain("https://tarang.test/newsletter/unsubscribe?token=u-2_y");
    }
    expect(mail.headers).toEqual({
      "List-Unsubscribe": "<https://tarang.test/api/newsletter/unsubscribe?token=u-2_y>",
      "List-Unsubscribe-Post": "List-Unsubscribe=One-Click",
      "Reply-To": "team@tarang.test",
    });
  });
});
