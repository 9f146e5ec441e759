import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { render, screen, within } from "@testing-library/react";
import { createRoutesStub } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import { jsonResponse } from "#app/test/fetch-stub";
import type { StatsSummary } from "#contracts/api/stats";
import Dashboard from "./dashboard";

const days = [{ date: "2026-11-24", count: 0 }];
// An administrator's answer: every section.
const stats: Required<StatsSummary> = {
  applications: {
    total: 5,
    byStatus: { new: 5, reviewing: 0, shortlisted: 0, rejected: 0, hired: 0 },
    byPosition: { internship: 2, professional: 3 },
    byOpening: [
      { opening: { id: 3, title: "Operations Intern" }, count: 3 },
      { opening: null, count: 2 },
    ],
    byDay: days,
    last30Days: 5,
  },
  contact: { total: 0, byStatus: { new: 0, read: 0, archived: 0 }, byDay: days, last30Days: 0 },
  subscribers: { total: 0, byStatus: { pending: 0, confirmed: 0, unsubscribed: 0, bounced: 0 } },
  posts: { total: 0, published: 0 },
  quotes: { total: 0, byStatus: { new: 0, "in-review": 0, quoted: 0, won: 0, lost: 0 }, byWeek: [], wonShare: null },
  shipments: {
    total: 3,
    byStatus: { planned: 1, booked: 0, "in-transit": 2, arrived: 0, delivered: 0 },
    late: 1,
    lateShipments: [{ id: 7, reference: "TGL-S-2026-000007", kind: "arrived", plannedAt: "2026-11-20T06:00:00.000Z" }],
    conversionByWeek: [
      { week: "2026-11-16", quotes: 4, shipments: 1 },
      { week: "2026-11-23", quotes: 0, shipments: 1 },
    ],
  },
  system: { dialect: "sqlite", uptimeSeconds: 60 },
  generatedAt: "2026-11-24T08:00:00.000Z",
};

afterEach(() => vi.unstubAllGlobals());

function renderDashboard(summary: StatsSummary) {
  vi.stubGlobal(
    "fetch",
    vi.fn(async () => jsonResponse(200, { success: true, data: summary })),
  );
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const Stub = createRoutesStub([
    {
      path: "/admin/dashboard",
      Component: () => (
        <QueryClientProvider client={client}>
          <Dashboard />
        </QueryClientProvider>
      ),
    },
  ]);
  render(<Stub initialEntries={["/admin/dashboard"]} />);
}

describe("the dashboard", () => {
  // Issue 28: "1 applications".
  it.each([
    [1, 0, "1 application and 0 contact messages"],
    [5, 1, "5 applications and 1 contact message"],
  ])("counts %i applications and %i messages in the words English gives them", async (applications, messages, text) => {
    renderDashboard({
      ...stats,
      applications: { ...stats.applications, last30Days: applications },
      contact: { ...stats.contact, last30Days: messages },
    });
    expect(await screen.findByText(new RegExp(`^${text} \\(days in UTC\\)`))).toBeInTheDocument();
  });

  it("counts applications per opening, general applications included", async () => {
    renderDashboard(stats);
    const table = await screen.findByRole("table", { name: "Applications by opening" });
    expect(within(table).getByRole("row", { name: /Operations Intern/ })).toHaveTextContent("3");
    expect(within(table).getByRole("row", { name: /General application/ })).toHaveTextContent("2");
  });

  it("shows only the sections the answer holds: a recruiter's applications, no messages or quotes (issue 28)", async () => {
    const { applications, system, generatedAt } = stats;
    renderDashboard({ applications, system, generatedAt });
    expect(await screen.findByRole("heading", { name: "Applications by status" })).toBeInTheDocument();
    expect(screen.getByText("5 applications (days in UTC).")).toBeInTheDocument();
    for (const name of ["Messages by status", "Quote requests by week"]) expect(screen.queryByRole("heading", { name })).toBeNull();
    expect(screen.queryByText(/contact message/)).toBeNull();
    expect(screen.queryByText("New messages")).toBeNull();
  });

  it("shows shipments by status, the late ones and the quotes booked as shipments (issue 31)", async () => {
    renderDashboard(stats);
    const byStatus = await screen.findByRole("table", { name: "Shipments by status" });
    expect(within(byStatus).getByRole("row", { name: /In transit/ })).toHaveTextContent("2");
    expect(screen.getByText(/^1 shipment has a planned milestone passed/)).toBeInTheDocument();
    expect(screen.getByText("TGL-S-2026-000007")).toBeInTheDocument();
    expect(
      screen.getByText(/^2 shipments booked from quotes for 4 quote requests received in the last 12 weeks \(50%\)/),
    ).toBeInTheDocument();
  });
});
