import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { createRoutesStub } from "react-router";
import { afterEach, expect, it, vi } from "vitest";
import { Toasts } from "#app/components/layout/toasts";
import { jsonResponse } from "#app/test/fetch-stub";
import { subscriberMessages, type SubscriberSummary } from "#contracts/api/subscribers";
import Subscribers from "./subscribers";

afterEach(() => vi.unstubAllGlobals());

const row = (id: number, email: string, status: SubscriberSummary["status"]): SubscriberSummary => ({
  id,
  email,
  status,
  source: "footer",
  consentAt: "2026-11-01T09:00:00.000Z",
  confirmedAt: "2026-11-01T09:05:00.000Z",
  unsubscribedAt: null,
  createdAt: "2026-11-01T09:00:00.000Z",
});

it("shows a bounced subscriber and clears the mark after asking", async () => {
  const rows = [row(5, "full-mailbox@example.in", "bounced"), row(6, "reader@example.in", "confirmed")];
  const fetch = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    if (init?.method === "POST") return jsonResponse(200, { success: true, data: { ...rows[0], status: "confirmed" } });
    return jsonResponse(200, { success: true, data: rows, pagination: { page: 1, limit: 20, total: 2, pages: 1 } });
  });
  vi.stubGlobal("fetch", fetch);
  const client = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  const Stub = createRoutesStub([
    {
      path: "/admin/subscribers",
      Component: () => (
        <QueryClientProvider client={client}>
          <Subscribers />
        </QueryClientProvider>
      ),
    },
  ]);
  const user = userEvent.setup({ delay: null });
  render(
    <>
      <Stub initialEntries={["/admin/subscribers"]} />
      <Toasts />
    </>,
  );

  const bounced = (await screen.findByText("full-mailbox@example.in")).closest("tr")!;
  expect(within(bounced).getByText("Bounced")).toBeVisible();
  const confirmed = screen.getByText("reader@example.in").closest("tr")!;
  expect(within(confirmed).queryByRole("button", { name: /Clear the bounce/ })).toBeNull();

  await user.click(within(bounced).getByRole("button", { name: "Clear the bounce of full-mailbox@example.in" }));
  const dialog = await screen.findByRole("alertdialog", { name: "Clear the bounce?" });
  await user.click(within(dialog).getByRole("button", { name: "Clear bounce" }));
  await waitFor(() =>
    expect(fetch.mock.calls.some(([url, init]) => init?.method === "POST" && url === "/api/subscribers/5/clear-bounce")).toBe(true),
  );
  expect(await screen.findByText(subscriberMessages.bounceCleared)).toBeVisible();
});
