import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { OutboxMail, OutboxSummary } from "#contracts/api/mail-outbox";
import { createRoutesStub } from "react-router";
import { Toasts } from "#app/components/layout/toasts";
import { jsonResponse } from "#app/test/fetch-stub";
import MailOutbox from "./mail-outbox";

const failed: OutboxMail = {
  id: 7,
  kind: "contact-notification",
  to: "staff@tarang.test",
  subject: "Contact message from Asha Patil: Rates",
  status: "failed",
  attempts: 175,
  lastError: "Can't send mail - all recipients were rejected: 451 Mailbox temporarily unavailable",
  nextAttemptAt: null,
  createdAt: "2026-11-14T09:30:00.000Z",
  retriedAt: null,
};
const pending: OutboxMail = {
  id: 8,
  kind: "newsletter-confirm",
  to: "reader@example.in",
  subject: "Please confirm your subscription",
  status: "pending",
  attempts: 3,
  lastError: "connect ECONNREFUSED 127.0.0.1:587",
  nextAttemptAt: "2026-11-24T10:00:00.000Z",
  createdAt: "2026-11-24T09:00:00.000Z",
  retriedAt: null,
};

const page = (rows: OutboxMail[]) => ({ success: true, data: rows, pagination: { page: 1, limit: 20, total: rows.length, pages: 1 } });
const summary = (counts: OutboxSummary) => ({ success: true, data: counts });

/** The API as the screen sees it: the list and summary answer with the current rows; a retry answers `retryAnswer`. */
function stubApi(rows: OutboxMail[], retryAnswer: () => Response) {
  const fetch = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = String(input);
    if (init?.method === "POST") return retryAnswer();
    if (url.startsWith("/api/staff/mail-outbox/summary"))
      return jsonResponse(
        200,
        summary({
          pending: rows.filter((r) => r.status === "pending").length,
          failed: rows.filter((r) => r.status === "failed").length,
          oldestPendingAt: null,
        }),
      );
    return jsonResponse(200, page(rows));
  });
  vi.stubGlobal("fetch", fetch);
  return fetch;
}

function renderScreen() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  // A data router, as the list keeps its filters in the URL and watches navigation.
  const Stub = createRoutesStub([
    {
      path: "/admin/mail",
      Component: () => (
        <QueryClientProvider client={client}>
          <MailOutbox />
        </QueryClientProvider>
      ),
    },
  ]);
  return render(
    <>
      <Stub initialEntries={["/admin/mail"]} />
      <Toasts />
    </>,
  );
}

afterEach(() => vi.unstubAllGlobals());

describe("the mail outbox screen", () => {
  it("lists pending and failed mail with what staff need to judge them, and the outbox depth", async () => {
    stubApi([pending, failed], () => jsonResponse(500, {}));
    renderScreen();
    const table = await screen.findByRole("table", { name: "Mail outbox" });
    const rows = within(table).getAllByRole("row").slice(1);
    expect(within(rows[1]!).getByText("staff@tarang.test")).toBeInTheDocument();
    expect(within(rows[1]!).getByText("Contact message notification")).toBeInTheDocument();
    expect(within(rows[1]!).getByText("Failed")).toBeInTheDocument();
    expect(within(rows[1]!).getByText("175 attempts")).toBeInTheDocument();
    expect(within(rows[1]!).getByText(/451 Mailbox temporarily unavailable/)).toBeInTheDocument();
    expect(within(rows[1]!).getByText("After a retry")).toBeInTheDocument();
    expect(within(rows[0]!).getByText("Pending")).toBeInTheDocument();
    expect(within(rows[0]!).getByText("Newsletter confirmation")).toBeInTheDocument();
    expect(
      within(rows[0]!).getByRole("button", { name: "Send now: Please confirm your subscription, to reader@example.in" }),
    ).toBeInTheDocument();
    expect(await screen.findByText(/^1 waiting, 1 failed\. A mail that cannot be sent is retried for 7 days/)).toBeInTheDocument();
    expect(screen.getByRole("combobox", { name: "Status" })).toBeInTheDocument();
    expect(screen.getByRole("searchbox", { name: "Search by recipient or subject" })).toBeInTheDocument();
  });

  it("retries a failed mail, announces it, and keeps the keyboard focus on the table when the sent mail leaves the list", async () => {
    const user = userEvent.setup({ delay: null });
    const rows = [failed];
    const fetch = stubApi(rows, () => {
      // The worker sends it at once: the next read of the list no longer has it.
      rows.pop();
      return jsonResponse(200, { success: true, data: { ...failed, status: "pending", nextAttemptAt: new Date().toISOString() } });
    });
    renderScreen();
    const button = await screen.findByRole("button", { name: "Retry: Contact message from Asha Patil: Rates, to staff@tarang.test" });
    button.focus();
    await user.keyboard("{Enter}");
    expect(await screen.findByText("The mail to staff@tarang.test is being sent now.")).toBeInTheDocument();
    expect(fetch).toHaveBeenCalledWith("/api/staff/mail-outbox/7/retry", expect.objectContaining({ method: "POST" }));
    expect(await screen.findByText("Every email has been sent.")).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole("region", { name: "Mail outbox" })).toHaveFocus());
  });

  it("keeps reading the list while a retried mail is being sent, until it has gone out", async () => {
    const user = userEvent.setup({ delay: null });
    const rows = [failed];
    const fetch = stubApi(rows, () => {
      // The worker has not sent it yet when the list is first read again: it shows as due now.
      rows[0] = { ...failed, status: "pending", nextAttemptAt: new Date().toISOString() };
      return jsonResponse(200, { success: true, data: rows[0] });
    });
    renderScreen();
    await user.click(await screen.findByRole("button", { name: /^Retry:/ }));
    expect(await screen.findByText("Pending")).toBeInTheDocument();
    const listReads = () => fetch.mock.calls.filter(([url]) => String(url).startsWith("/api/staff/mail-outbox?")).length;
    const readsWhileDue = listReads();
    rows.pop(); // now it has gone out
    expect(await screen.findByText("Every email has been sent.", undefined, { timeout: 3000 })).toBeInTheDocument();
    expect(listReads()).toBeGreaterThan(readsWhileDue);
  });

  it("says why a retry was refused and leaves the button where it was", async () => {
    const user = userEvent.setup({ delay: null });
    stubApi([pending], () => jsonResponse(409, { success: false, message: "This mail is being sent right now." }));
    renderScreen();
    const button = await screen.findByRole("button", { name: /^Send now:/ });
    await user.click(button);
    expect(await screen.findByText("This mail is being sent right now.")).toBeInTheDocument();
    expect(button).toBeInTheDocument();
    expect(button).toHaveFocus();
    expect(button).toHaveTextContent("Send now");
  });
});
