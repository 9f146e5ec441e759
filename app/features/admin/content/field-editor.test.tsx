import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { jsonResponse, sentJson, stubFetch } from "#app/test/fetch-stub";
import { siteContentMessages, type ContentField } from "#contracts/api/site-content";
import type { LanguageCode } from "#contracts/languages";
import { factMessages } from "#contracts/site-content/company-facts";
import { FieldEditor } from "./field-editor";

afterEach(() => vi.unstubAllGlobals());

const field: ContentField = {
  id: "services.service1.description",
  english: "We move {count} containers a month",
  text: "हम हर महीने {count} कंटेनर भेजते हैं",
  status: "machine",
  version: 3,
  draft: null,
  maxLength: 60,
  placeholders: ["count"],
  format: "text",
};

/** A word the Content area marks as formatted (contracts/site-content/formatted-words.ts). */
const paragraph: ContentField = {
  ...field,
  id: "services.service1.intro.0",
  english: "We move cargo through JNPT.",
  text: "हम JNPT से माल भेजते हैं।",
  maxLength: 81,
  placeholders: [],
  format: "formatted",
};

function renderEditor(lang: LanguageCode = "hi", editable = true, shown = field) {
  const user = userEvent.setup({ delay: null });
  const client = new QueryClient({ defaultOptions: { mutations: { retry: false }, queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <FieldEditor field={shown} lang={lang} editable={editable} canApprove={editable && lang !== "en"} />
    </QueryClientProvider>,
  );
  const text = screen.getByRole("textbox", { name: /Hindi|Arabic|English/ });
  return { user, text };
}

describe("a word's editor", () => {
  it("shows the English beside the language's text, written in that language's direction", () => {
    const { text } = renderEditor();
    expect(screen.getByText(field.english)).toHaveAttribute("lang", "en");
    expect(text).toHaveAttribute("lang", "hi");
    expect(text).toHaveAttribute("dir", "ltr");
    expect(screen.getByText("Machine")).toBeVisible();
  });

  it("writes Arabic right to left", () => {
    const { text } = renderEditor("ar");
    expect(text).toHaveAttribute("dir", "rtl");
    expect(text).toHaveAttribute("lang", "ar");
  });

  it.each([
    ["a placeholder the English has not", "हम {total} भेजते हैं", ["{total} is not a placeholder", "Keep the placeholder {count}"]],
    ["a missing placeholder", "हम कंटेनर भेजते हैं", ["Keep the placeholder {count}"]],
    ["HTML", "हम <b>{count}</b> भेजते हैं", [siteContentMessages.htmlRefused]],
    ["too long", `{count} ${"क".repeat(60)}`, ["at most 60 characters"]],
    ["an empty text", "   ", [siteContentMessages.textRequired]],
  ])("checks as the editor types: %s", async (_, typed, messages) => {
    const { user, text } = renderEditor();
    await user.clear(text);
    await user.click(text);
    await user.paste(typed);
    for (const message of messages) expect(screen.getByText(message, { exact: false })).toBeVisible();
    expect(text).toHaveAttribute("aria-invalid", "true");
    expect(screen.getByRole("button", { name: "Save draft" })).toBeDisabled();
  });

  it("offers formatting on a formatted word only, and says how it is written", () => {
    renderEditor("hi", true, paragraph);
    expect(screen.getByRole("textbox", { name: /Hindi/ })).toHaveAccessibleDescription(expect.stringContaining("**bold**"));
  });

  it("offers no formatting on a plain word", () => {
    const { text } = renderEditor();
    expect(text).not.toHaveAccessibleDescription(expect.stringContaining("**bold**"));
  });

  it.each([
    ["a link not closed", "हम [JNPT](https://example.com से", siteContentMessages.linkBroken],
    ["a javascript: link", "हम [JNPT](javascript:alert(1)) से", siteContentMessages.linkAddress],
    ["a data: link", "हम [JNPT](data:text/html,x) से", siteContentMessages.linkAddress],
    ["a picture", "हम ![JNPT](/media/jnpt.png) से", siteContentMessages.imageRefused],
  ])("checks a formatted word's links as the editor types: %s", async (_, typed, message) => {
    const { user, text } = renderEditor("hi", true, paragraph);
    await user.clear(text);
    await user.click(text);
    await user.paste(typed);
    expect(screen.getByText(message)).toBeVisible();
    expect(text).toHaveAttribute("aria-invalid", "true");
    expect(screen.getByRole("button", { name: "Save draft" })).toBeDisabled();
  });

  it("lets a formatted word have a list, emphasis and a link to a page of the site", async () => {
    const { user, text } = renderEditor("hi", true, paragraph);
    await user.clear(text);
    await user.click(text);
    await user.paste("हम **JNPT** से:\n\n- [संपर्क](/contact)\n- *माल*");
    expect(text).not.toHaveAttribute("aria-invalid");
    expect(screen.getByRole("button", { name: "Save draft" })).toBeEnabled();
  });

  it("counts the characters against the limit and names the placeholders to keep", async () => {
    const { user, text } = renderEditor();
    expect(screen.getByText(`${field.text.length} of 60 characters · keeps {count}`)).toBeVisible();
    await user.type(text, "!");
    expect(screen.getByText(`${field.text.length + 1} of 60 characters · keeps {count}`)).toBeVisible();
    expect(text).not.toHaveAttribute("aria-invalid");
  });

  it("saves a draft over the version it loaded", async () => {
    const saved = {
      ...field,
      version: 4,
      draft: { text: `${field.text}!`, state: "translated", by: { id: 1, name: "Asha" }, at: "2026-11-29T07:00:00Z" },
    };
    const fetch = stubFetch(jsonResponse(200, { success: true, data: saved }));
    const { user, text } = renderEditor();
    await user.type(text, "!");
    await user.click(screen.getByRole("button", { name: "Save draft" }));
    await waitFor(() => expect(fetch).toHaveBeenCalledTimes(1));
    expect(fetch.mock.calls[0]?.[0]).toBe("/api/staff/content/words/hi/services.service1.description");
    expect(fetch.mock.calls[0]?.[1]?.method).toBe("PUT");
    expect(sentJson(fetch)).toEqual({ text: `${field.text}!`, version: 3 });
    expect(await screen.findByText("Draft")).toBeVisible();
    expect(screen.getByRole("button", { name: "Discard draft" })).toBeEnabled();
  });

  it("on a conflict keeps what was typed, shows theirs, and saves mine over their version when kept", async () => {
    const theirs = {
      ...field,
      version: 5,
      draft: { text: "उनका पाठ {count}", state: "translated", by: { id: 2, name: "Ravi" }, at: "2026-11-29T07:01:00Z" },
    };
    const fetch = stubFetch(
      jsonResponse(409, { success: false, code: "staleVersion", message: siteContentMessages.staleVersion, data: theirs }),
      jsonResponse(200, { success: true, data: { ...theirs, version: 6, draft: { ...theirs.draft, text: "मेरा पाठ {count}" } } }),
    );
    const { user, text } = renderEditor();
    await user.clear(text);
    await user.type(text, "मेरा पाठ {{count}");
    await user.click(screen.getByRole("button", { name: "Save draft" }));

    const alert = await screen.findByRole("alert");
    await waitFor(() => expect(alert).toHaveFocus());
    expect(alert).toHaveTextContent("Someone else changed this word");
    expect(alert).toHaveTextContent("उनका पाठ {count}");
    expect(alert).toHaveTextContent("Ravi");
    expect(text).toHaveValue("मेरा पाठ {count}");

    await user.click(screen.getByRole("button", { name: "Keep mine" }));
    expect(text).toHaveValue("मेरा पाठ {count}");
    await user.click(screen.getByRole("button", { name: "Save draft" }));
    await waitFor(() => expect(fetch).toHaveBeenCalledTimes(2));
    expect(sentJson(fetch, 1)).toEqual({ text: "मेरा पाठ {count}", version: 5 });
  });

  it("on a conflict loads their text when the editor uses theirs", async () => {
    const theirs = { ...field, version: 5, text: "उनका प्रकाशित {count}", status: "translated" };
    stubFetch(jsonResponse(409, { success: false, code: "staleVersion", message: siteContentMessages.staleVersion, data: theirs }));
    const { user, text } = renderEditor();
    await user.type(text, "!");
    await user.click(screen.getByRole("button", { name: "Save draft" }));
    await user.click(await screen.findByRole("button", { name: "Use theirs" }));
    expect(text).toHaveValue("उनका प्रकाशित {count}");
    expect(screen.queryByRole("button", { name: "Use theirs" })).toBeNull();
    expect(screen.getByText("Translated")).toBeVisible();
  });

  it("offers no change in a language the account may only read", () => {
    const { text } = renderEditor("hi", false);
    expect(text).toHaveAttribute("readonly");
    expect(screen.queryByRole("button")).toBeNull();
  });
});

describe("a company fact's editor (decision 042)", () => {
  const phone: ContentField = {
    ...field,
    id: "company.phone",
    english: "+912269712400",
    text: "+912269712400",
    status: "reviewed",
    version: 0,
    maxLength: 200,
    placeholders: [],
  };

  it("is one English phone input with its label and hint, no language column and no translation status", async () => {
    const user = userEvent.setup({ delay: null });
    const client = new QueryClient({ defaultOptions: { mutations: { retry: false }, queries: { retry: false } } });
    render(
      <QueryClientProvider client={client}>
        <FieldEditor field={phone} lang="en" editable canApprove={false} />
      </QueryClientProvider>,
    );
    const input = screen.getByRole("textbox", { name: "Phone" });
    expect(input).toHaveAttribute("type", "tel");
    expect(input).toHaveAttribute("lang", "en");
    expect(input).toHaveAccessibleDescription(expect.stringContaining("The same in every language"));
    expect(screen.queryByText("Reviewed")).toBeNull();
    expect(screen.queryByText("English")).toBeNull();

    await user.clear(input);
    await user.type(input, "022 6971 2400");
    expect(screen.getByText(factMessages.phoneInvalid)).toBeVisible();
    expect(input).toHaveAttribute("aria-invalid", "true");
    expect(screen.getByRole("button", { name: "Save draft" })).toBeDisabled();

    const fetch = stubFetch(
      jsonResponse(200, {
        success: true,
        data: { ...phone, version: 1, draft: { text: "+912240001234", state: "translated", by: null, at: "2026-11-29T10:00:00.000Z" } },
      }),
    );
    await user.clear(input);
    await user.type(input, "+912240001234");
    expect(input).not.toHaveAttribute("aria-invalid");
    await user.click(screen.getByRole("button", { name: "Save draft" }));
    await waitFor(() => expect(sentJson(fetch)).toEqual({ text: "+912240001234", version: 0 }));
    expect(String(fetch.mock.calls[0]![0])).toContain("/staff/content/words/en/company.phone");
  });
});
