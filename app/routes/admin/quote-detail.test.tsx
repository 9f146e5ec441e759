import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { createRoutesStub } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import { quoteTransitions, type QuoteDetail, type QuoteStatus } from "#contracts/api/quotes";
import { Toasts } from "#app/components/layout/toasts";
import { jsonResponse } from "#app/test/fetch-stub";
import QuoteDetailScreen from "./quote-detail";

function detail(status: QuoteStatus, changes: Partial<QuoteDetail> = {}): QuoteDetail {
  return {
    id: 12,
    reference: "TGL-Q-2026-000012",
    status,
    mode: "air",
    direction: "export",
    origin: "Mumbai Airport",
    destination: "Frankfurt Airport",
    name: "Asha Patil",
    company: "Patil Auto Components",
    email: "asha@example.com",
    phone: "+91 98765 43210",
    chargeableKg: 100,
    assignee: null,
    createdAt: "2026-11-20T09:00:00.000Z",
    updatedAt: "2026-11-20T09:00:00.000Z",
    request: [
      { label: "Mode", value: "Air" },
      { label: "Commodity", value: "Brake discs" },
    ],
    totals: { grossKg: 40, volumeM3: 0.6, chargeableKg: 100, basis: "air 1:6000 (1 m³ = 166.67 kg)" },
    offer: null,
    lostReason: null,
    sentAt: null,
    notes: [],
    allowedStatuses: [...quoteTransitions[status]],
    ...changes,
  };
}

/** The API as the screen sees it: the detail, the assignees, and what each change answers. */
function stubApi(initial: QuoteDetail, answer: (url: string, init: RequestInit) => Response) {
  const fetch = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = String(input);
    if (init.method && init.method !== "GET") return answer(url, init);
    if (url.startsWith("/api/quotes/assignees"))
      return jsonResponse(200, { success: true, data: [{ id: 3, email: "desk@tarang.test", name: "Desk" }] });
    return jsonResponse(200, { success: true, data: initial });
  });
  vi.stubGlobal("fetch", fetch);
  return fetch;
}

function renderScreen() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  const Stub = createRoutesStub([
    {
      path: "/admin/quotes/:id",
      Component: () => (
        <QueryClientProvider client={client}>
          <QuoteDetailScreen />
        </QueryClientProvider>
      ),
    },
  ]);
  return render(
    <>
      <Stub initialEntries={["/admin/quotes/12"]} />
      <Toasts />
    </>,
  );
}

afterEach(() => vi.unstubAllGlobals());

describe("the quote detail screen", () => {
  it("shows the request, the totals, and only the moves allowed from here", async () => {
    stubApi(detail("in-review"), () => jsonResponse(500, {}));
    renderScreen();
    expect(await screen.findByRole("heading", { level: 1, name: /TGL-Q-2026-000012/ })).toBeInTheDocument();
    expect(screen.getByText("Brake discs")).toBeInTheDocument();
    expect(screen.getByText(/100 kg \(air 1:6000/)).toBeInTheDocument();
    const moves = within(screen.getByRole("group", { name: /Current status/ })).getAllByRole("button");
    expect(moves.map((b) => b.textContent)).toEqual(["Enter the quote", "Mark as lost"]);
    // Sending is offered only once there is a price.
    expect(screen.queryByRole("button", { name: /Send quote/ })).toBeNull();
  });

  it("shows a full container load's gross weight and no volume it never asked (issue 28)", async () => {
    stubApi(
      detail("new", {
        mode: "sea-fcl",
        chargeableKg: null,
        request: [{ label: "Containers", value: "2 × 40' HC, 24000 kg each" }],
        totals: { grossKg: 48_000, volumeM3: 0, chargeableKg: null, basis: null },
      }),
      () => jsonResponse(500, {}),
    );
    renderScreen();
    expect(await screen.findByText("2 × 40' HC, 24000 kg each")).toBeInTheDocument();
    expect(screen.getByText("48,000 kg")).toBeInTheDocument();
    expect(screen.getByText("Not asked: priced per container")).toBeInTheDocument();
    expect(screen.queryByText("0 m³")).toBeNull();
  });

  it("checks the offer with the shared contract before sending it, then sends the quote", async () => {
    const user = userEvent.setup();
    const inAMonth = new Date(Date.now() + 30 * 86_400_000).toISOString().slice(0, 10);
    const offer = { price: 950, currency: "INR" as const, validUntil: inAMonth, terms: "Door to door" };
    const fetch = stubApi(detail("in-review"), (url, init) => {
      if (url.endsWith("/status")) return jsonResponse(200, { success: true, data: detail("quoted", { offer }) });
      if (url.endsWith("/send") && init.method === "POST")
        return jsonResponse(200, { success: true, data: detail("quoted", { offer, sentAt: "2026-11-24T10:00:00.000Z" }) });
      return jsonResponse(500, {});
    });
    renderScreen();
    await user.click(await screen.findByRole("button", { name: "Enter the quote" }));
    await user.click(screen.getByRole("button", { name: "Save the quote" }));
    expect(await screen.findByText(/Enter a price above 0/)).toBeInTheDocument();
    expect(fetch.mock.calls.filter(([, init]) => init?.method === "PATCH")).toHaveLength(0);

    await user.type(screen.getByLabelText("Price"), "950");
    await user.type(screen.getByLabelText("Valid until"), inAMonth);
    await user.type(screen.getByLabelText("Terms"), "Door to door");
    await user.click(screen.getByRole("button", { name: "Save the quote" }));
    await waitFor(() => expect(screen.getByText("INR 950.00")).toBeInTheDocument());
    const patch = fetch.mock.calls.find(([, init]) => init?.method === "PATCH")!;
    expect(JSON.parse(String(patch[1]!.body))).toEqual({ status: "quoted", ...offer });

    await user.click(screen.getByRole("button", { name: /Send quote to customer/ }));
    expect(await screen.findByRole("button", { name: /Send the quote again/ })).toBeInTheDocument();
    expect(fetch.mock.calls.some(([url, init]) => String(url) === "/api/quotes/12/send" && init?.method === "POST")).toBe(true);
  });

  it("names the way back by where it starts: price a quote again, reopen a lost request", async () => {
    const offer = { price: 950, currency: "INR" as const, validUntil: "2099-01-01", terms: "Door to door" };
    stubApi(detail("quoted", { offer }), () => jsonResponse(500, {}));
    const { unmount } = renderScreen();
    const group = await screen.findByRole("group", { name: /Current status/ });
    expect(
      within(group)
        .getAllByRole("button")
        .map((b) => b.textContent),
    ).toEqual(["Mark as won", "Mark as lost", "Price again"]);
    expect(screen.getByRole("button", { name: /Send quote to customer/ })).toBeInTheDocument();
    unmount();
    vi.unstubAllGlobals();
    stubApi(detail("lost", { lostReason: "Went with the lowest bid" }), () => jsonResponse(500, {}));
    renderScreen();
    expect(await screen.findByRole("button", { name: "Reopen" })).toBeInTheDocument();
    expect(screen.getByText("Went with the lowest bid")).toBeInTheDocument();
  });

  it("shows the customer's answer through the link: who accepted, the purchase order and when, and their questions", async () => {
    const offer = { price: 950, currency: "INR" as const, validUntil: "2099-01-01", terms: "Door to door" };
    stubApi(
      detail("won", {
        offer,
        acceptance: { name: "Asha Patil", purchaseOrder: "PO/2026-77", at: "2026-11-25T10:00:00.000Z" },
        notes: [{ id: 1, body: "Is THC included?", author: null, fromBuyer: true, createdAt: "2026-11-24T10:00:00.000Z" }],
      }),
      () => jsonResponse(500, {}),
    );
    const { unmount } = renderScreen();
    expect(await screen.findByText("Accepted online by")).toBeInTheDocument();
    expect(screen.getByText("PO/2026-77")).toBeInTheDocument();
    expect(screen.getByText("Is THC included?")).toBeInTheDocument();
    expect(screen.getByText(/The customer asked, through the quote/)).toBeInTheDocument();
    expect(screen.queryByText("A former staff member", { exact: false })).toBeNull();
    unmount();
    vi.unstubAllGlobals();
    stubApi(
      detail("lost", {
        offer,
        lostReason: "Declined online: The price is too high. Another offer was lower",
        decline: { reason: "price", at: "2026-11-25T10:00:00.000Z" },
      }),
      () => jsonResponse(500, {}),
    );
    renderScreen();
    expect(await screen.findByText("Declined online")).toBeInTheDocument();
    expect(screen.getByText("Declined online: The price is too high. Another offer was lower")).toBeInTheDocument();
  });

  it("says a won quote is final and offers no moves", async () => {
    stubApi(detail("won"), () => jsonResponse(500, {}));
    renderScreen();
    expect(await screen.findByText("A won quote is final.")).toBeInTheDocument();
    expect(screen.queryByRole("group", { name: /Current status/ })).toBeNull();
  });
});
