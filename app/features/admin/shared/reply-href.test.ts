import { describe, expect, it } from "vitest";
import { replyHref } from "./reply-href";

describe("replyHref", () => {
  it("replies to the sender with 'Re: <subject>'", () => {
    expect(replyHref({ email: "asha@example.in", subject: "Rates to Rotterdam" })).toBe(
      "mailto:asha@example.in?subject=Re%3A%20Rates%20to%20Rotterdam",
    );
  });

  it("cannot be turned into extra headers or recipients", () => {
    const href = replyHref({ email: "a@b.in?cc=evil@x.in", subject: "Hi&bcc=evil@x.in\r\nX: y" });
    expect(href).toBe("mailto:a@b.in%3Fcc%3Devil@x.in?subject=Re%3A%20Hi%26bcc%3Devil%40x.in%0D%0AX%3A%20y");
    expect(new URL(href).searchParams.get("bcc")).toBeNull();
  });
});
