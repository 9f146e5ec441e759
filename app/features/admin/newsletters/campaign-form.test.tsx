import { screen, waitFor, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { renderStaffEditor } from "#app/test/render-staff-editor";
import { jsonResponse, sentJson, stubFetch } from "#app/test/fetch-stub";
import { campaignMessages, type Campaign } from "#contracts/api/campaigns";
import { CampaignForm } from "./campaign-form";
import { audienceMessages, toCampaignInput, toFormValues } from "./campaign-form-values";
import { campaignFixture } from "./campaign-fixture";

afterEach(() => vi.unstubAllGlobals());

const saved = campaignFixture();

const answer = (status: number, campaign: Partial<Campaign>) => jsonResponse(status, { success: true, data: { ...saved, ...campaign } });

function renderForm(campaign?: Campaign) {
  const rendered = renderStaffEditor<Campaign>((props) => <CampaignForm campaign={campaign} {...props} />);
  const { field } = rendered;
  const tab = (name: RegExp) => screen.getByRole("tab", { name });
  const errorOf = (label: string) => document.getElementById(`${field(label).id}-error`)?.textContent ?? null;
  return { ...rendered, tab, errorOf };
}

describe("the campaign composer", () => {
  it("refuses an empty English version at its fields, wired for screen readers, and sends nothing", async () => {
    const fetch = stubFetch();
    const { user, field, errorOf, tab } = renderForm();
    await user.click(screen.getByRole("button", { name: "Create draft" }));

    await waitFor(() => expect(errorOf("Subject (English)")).toBe("Subject is required"));
    expect(errorOf("Body (English)")).toBe("Body is required");
    expect(field("Subject (English)")).toHaveAttribute("aria-invalid", "true");
    expect(field("Subject (English)").getAttribute("aria-describedby")).toContain(`${field("Subject (English)").id}-error`);
    expect(field("Preheader (English)")).not.toHaveAttribute("aria-invalid");
    expect(tab(/^English/)).toHaveAccessibleName(/has errors/);
    expect(fetch).not.toHaveBeenCalled();
  });

  it("creates a draft of the versions written (English and Hindi), for the chosen languages, at the rate typed", async () => {
    const fetch = stubFetch(answer(201, { id: 13, version: 1, languages: ["en", "hi"] }));
    const { user, field, tab, onSaved } = renderForm();
    await user.type(field("Subject (English)"), "Customs changes in December");
    await user.type(field("Body (English)"), "Three changes at JNPT.");

    await user.click(tab(/^Hindi/));
    expect(tab(/^Hindi/)).toHaveAttribute("aria-selected", "true");
    expect(field("Subject (Hindi (हिन्दी))")).toHaveAttribute("lang", "hi");
    await user.type(field("Subject (Hindi (हिन्दी))"), "दिसंबर में सीमा शुल्क के बदलाव");
    await user.type(field("Body (Hindi (हिन्दी))"), "जेएनपीटी पर तीन बदलाव।");
    expect(tab(/^English/)).toHaveAccessibleName(/written/);

    // "Chosen languages" with none chosen is refused by the form itself.
    await user.click(screen.getByLabelText("Confirmed subscribers of chosen languages"));
    await user.click(screen.getByRole("button", { name: "Create draft" }));
    expect(await screen.findByText(audienceMessages.noLanguage)).toBeVisible();
    expect(fetch).not.toHaveBeenCalled();

    const languages = screen.getByRole("group", { name: "Languages the subscribers signed up in" });
    await user.click(within(languages).getByLabelText("Hindi (हिन्दी)"));
    await user.click(within(languages).getByLabelText("English"));
    await user.clear(field("Mails per minute"));
    await user.type(field("Mails per minute"), "120");
    await user.click(screen.getByRole("button", { name: "Create draft" }));

    await waitFor(() => expect(onSaved).toHaveBeenCalledWith(expect.objectContaining({ id: 13 }), true));
    expect(fetch.mock.calls[0]?.[0]).toBe("/api/staff/campaigns");
    expect(sentJson(fetch, 0)).toEqual({
      versions: {
        en: { subject: "Customs changes in December", preheader: "", body: "Three changes at JNPT." },
        hi: { subject: "दिसंबर में सीमा शुल्क के बदलाव", preheader: "", body: "जेएनपीटी पर तीन बदलाव।" },
      },
      audience: { languages: ["en", "hi"] },
      ratePerMinute: 120,
    });
  });

  it("shows an error in another language's version by opening its tab and focusing the field", async () => {
    stubFetch();
    const { user, field, tab } = renderForm(saved);
    await user.click(tab(/^French/));
    await user.type(field("Preheader (French (Français))"), "Trois changements");
    await user.click(tab(/^English/));
    await user.click(screen.getByRole("button", { name: "Save changes" }));

    await waitFor(() => expect(tab(/^French/)).toHaveAttribute("aria-selected", "true"));
    expect(tab(/^French/)).toHaveAccessibleName(/has errors/);
    await waitFor(() => expect(field("Subject (French (Français))")).toHaveFocus());
  });

  it("a stale version (409) keeps every word typed and offers to load theirs", async () => {
    const fetch = stubFetch(jsonResponse(409, { success: false, message: campaignMessages.staleVersion }));
    const { user, field, onReload } = renderForm(saved);
    await user.clear(field("Subject (English)"));
    await user.type(field("Subject (English)"), "My new subject");
    await user.click(screen.getByRole("button", { name: "Save changes" }));

    expect(await screen.findByText(campaignMessages.staleVersion)).toBeVisible();
    expect(sentJson(fetch, 0)).toMatchObject({ version: 3 });
    expect(fetch.mock.calls[0]?.[1]?.method).toBe("PUT");
    expect(field("Subject (English)")).toHaveValue("My new subject");

    onReload.mockResolvedValue({ ...saved, version: 4, versions: { en: { subject: "Their subject", preheader: "", body: "Theirs." } } });
    await user.click(screen.getByRole("button", { name: "Discard mine and load theirs" }));
    await waitFor(() => expect(field("Subject (English)")).toHaveValue("Their subject"));
    expect(screen.queryByText(campaignMessages.staleVersion)).toBeNull();
  });

  it("the server's field errors land on their fields", async () => {
    stubFetch(
      jsonResponse(400, {
        success: false,
        message: "Check the highlighted fields",
        errors: [{ field: "ratePerMinute", code: "too_big", message: "Rate must be a whole number of mails per minute from 1 to 10000" }],
      }),
    );
    const { user, errorOf } = renderForm(saved);
    await user.click(screen.getByRole("button", { name: "Save changes" }));
    await waitFor(() => expect(errorOf("Mails per minute")).toBe("Rate must be a whole number of mails per minute from 1 to 10000"));
  });

  it("keeps a paused campaign's audience as it was, and saves its texts with that audience", async () => {
    const paused = { ...saved, status: "paused" as const, startedAt: "2026-11-28T09:00:00.000Z", audience: { languages: ["hi"] } };
    const fetch = stubFetch(answer(200, { ...paused, version: 4 }));
    const { user, field } = renderForm(paused);
    expect(screen.getByLabelText("Confirmed subscribers of chosen languages")).toBeDisabled();
    expect(screen.getByText(/the audience stays as it was/)).toBeVisible();
    await user.type(field("Preheader (English)"), "Corrected");
    await user.click(screen.getByRole("button", { name: "Save changes" }));
    await waitFor(() => expect(fetch).toHaveBeenCalledTimes(1));
    expect(sentJson(fetch, 0)).toMatchObject({ audience: { languages: ["hi"] }, version: 3 });
  });

  it("is locked while the campaign is sending", () => {
    renderForm({ ...saved, status: "sending" });
    expect(screen.getByText(/Editing is locked while the campaign is sending/)).toBeVisible();
    expect(screen.getByLabelText("Subject (English)")).toBeDisabled();
    expect(screen.queryByRole("button", { name: "Save changes" })).toBeNull();
  });
});

describe("the composer's values", () => {
  it("leave out empty languages (spaces are empty), keep English always, and send no languages for everyone", () => {
    const values = toFormValues(saved);
    values.versions.de = { subject: " ", preheader: "", body: "" };
    values.versions.ar = { subject: "", preheader: "", body: "نص" };
    values.audienceScope = "all";
    values.audience.languages = ["hi"];
    const input = toCampaignInput(values);
    expect(Object.keys(input.versions)).toEqual(["en", "ar"]);
    expect(input.audience).toEqual({ languages: [] });
    expect(input.ratePerMinute).toBe(60);
  });

  it("read a campaign for chosen languages back as that choice", () => {
    const values = toFormValues({ ...saved, audience: { languages: ["hi", "mr"] }, ratePerMinute: 30 });
    expect(values.audienceScope).toBe("languages");
    expect(values.audience.languages).toEqual(["hi", "mr"]);
    expect(values.ratePerMinute).toBe("30");
  });
});
