import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { Toasts } from "#app/components/layout/toasts";
import { jsonResponse, sentJson, stubFetch } from "#app/test/fetch-stub";
import { campaignMessages, type Campaign } from "#contracts/api/campaigns";
import { scheduledInstant, SendPanel, toLocalInput } from "./send-panel";
import { campaignFixture } from "./campaign-fixture";

afterEach(() => vi.unstubAllGlobals());

const draft = campaignFixture({
  languages: ["en", "hi"],
  audience: { languages: ["hi"] },
  audienceSize: 3,
  versions: { en: { subject: "December", preheader: "", body: "Body" }, hi: { subject: "दिसंबर", preheader: "", body: "पाठ" } },
});

function renderPanel(campaign: Campaign, unsaved = false) {
  const user = userEvent.setup({ delay: null });
  const client = new QueryClient({ defaultOptions: { mutations: { retry: false }, queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <SendPanel campaign={campaign} unsaved={unsaved} />
      <Toasts />
    </QueryClientProvider>,
  );
  return { user };
}

describe("sending a campaign", () => {
  it("asks first, saying who receives it and at what pace, then sends now with the version on screen", async () => {
    const fetch = stubFetch(jsonResponse(200, { success: true, data: { ...draft, status: "sending", version: 4 } }));
    const { user } = renderPanel(draft);
    await user.click(screen.getByRole("button", { name: "Send now…" }));

    const dialog = await screen.findByRole("alertdialog", { name: "Send this campaign now?" });
    expect(dialog).toHaveTextContent("the confirmed subscribers who signed up in Hindi (3 subscribers today)");
    expect(dialog).toHaveTextContent("at most 60 mails a minute");
    expect(dialog).not.toHaveTextContent("nobody would get it");
    expect(fetch).not.toHaveBeenCalled();
    await user.click(within(dialog).getByRole("button", { name: "Send now" }));

    await waitFor(() => expect(screen.queryByRole("alertdialog")).toBeNull());
    expect(fetch.mock.calls[0]?.[0]).toBe("/api/staff/campaigns/12/send");
    expect(sentJson(fetch, 0)).toEqual({ at: null, version: 3 });
    expect(await screen.findByText("Sending has started")).toBeVisible();
  });

  it("says so when nobody is in the audience yet", async () => {
    const { user } = renderPanel({ ...draft, audienceSize: 0 });
    await user.click(screen.getByRole("button", { name: "Send now…" }));
    const dialog = await screen.findByRole("alertdialog", { name: "Send this campaign now?" });
    expect(dialog).toHaveTextContent("(0 subscribers today)");
    expect(dialog).toHaveTextContent("No confirmed subscriber is in this audience yet: nobody would get it.");
  });

  it("refuses a time in the past at the field, and schedules a future one as an ISO instant", async () => {
    const later = new Date(Date.now() + 2 * 86_400_000);
    later.setSeconds(0, 0);
    const fetch = stubFetch(
      jsonResponse(200, { success: true, data: { ...draft, status: "scheduled", scheduledAt: later.toISOString() } }),
    );
    const { user } = renderPanel(draft);
    await user.click(screen.getByLabelText("At a set time"));
    const field = screen.getByLabelText("Date and time (your time zone)");
    await user.type(field, toLocalInput(new Date(Date.now() - 86_400_000).toISOString()));
    await user.click(screen.getByRole("button", { name: "Schedule…" }));
    expect(await screen.findByText(campaignMessages.pastTime)).toBeVisible();
    expect(field).toHaveAttribute("aria-invalid", "true");
    expect(screen.queryByRole("alertdialog")).toBeNull();

    await user.clear(field);
    await user.type(field, toLocalInput(later.toISOString()));
    await user.click(screen.getByRole("button", { name: "Schedule…" }));
    const dialog = await screen.findByRole("alertdialog", { name: "Schedule this campaign?" });
    await user.click(within(dialog).getByRole("button", { name: "Schedule" }));
    await waitFor(() => expect(fetch).toHaveBeenCalledTimes(1));
    expect(sentJson(fetch, 0)).toEqual({ at: later.toISOString(), version: 3 });
  });

  it("keeps the dialog open with the server's answer when the send is refused", async () => {
    stubFetch(jsonResponse(409, { success: false, message: campaignMessages.staleVersion }));
    const { user } = renderPanel(draft);
    await user.click(screen.getByRole("button", { name: "Send now…" }));
    const dialog = await screen.findByRole("alertdialog");
    await user.click(within(dialog).getByRole("button", { name: "Send now" }));
    expect(await within(dialog).findByText(campaignMessages.staleVersion)).toBeVisible();
  });

  it("cannot be sent with unsaved changes", () => {
    renderPanel(draft, true);
    expect(screen.getByText(/Save your changes before sending/)).toBeVisible();
    expect(screen.getByRole("button", { name: "Send now…" })).toBeDisabled();
  });

  it("pauses a sending campaign and resumes a paused one", async () => {
    const fetch = stubFetch(jsonResponse(200, { success: true, data: { ...draft, status: "paused", version: 5 } }));
    const { user } = renderPanel({ ...draft, status: "sending", version: 4, counts: { ...draft.counts, recipients: 10, sent: 4 } });
    expect(screen.getByText(/Sending: 4 mails of 10 done/)).toBeVisible();
    await user.click(screen.getByRole("button", { name: "Pause" }));
    await waitFor(() => expect(fetch.mock.calls[0]?.[0]).toBe("/api/staff/campaigns/12/pause"));
    expect(sentJson(fetch, 0)).toEqual({ version: 4 });
  });
});

describe("the scheduled time", () => {
  it("is refused when empty or past, and read as the browser's local time", () => {
    const now = Date.parse("2026-11-28T10:00:00Z");
    expect(scheduledInstant("", now)).toEqual({ error: "Choose the date and time to send it" });
    expect(scheduledInstant(toLocalInput("2026-11-28T09:59:00Z"), now)).toEqual({ error: campaignMessages.pastTime });
    expect(scheduledInstant(toLocalInput("2026-11-29T08:30:00Z"), now)).toEqual({ at: "2026-11-29T08:30:00.000Z" });
  });
});
