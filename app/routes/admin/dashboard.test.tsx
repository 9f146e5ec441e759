import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { render, screen, within } from "@testing-library/react";
import { createRoutesStub } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import { jsonResponse } from "#app/test/fetch-stub";
import type { StatsSummary } from "#contracts/api/stats";
import Dashboard from "./dashboard";

const days = [{ date: "2026-11-24", count: 0 }];
const stats: StatsSummary = {
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
  subscribers: { total: 0, byStatus: { pending: 0, confirmed: 0, unsubscribed: 0 } },
  posts: { total: 0, published: 0 },
  quotes: { total: 0, byStatus: { new: 0, "in-review": 0, quoted: 0, won: 0, lost: 0 }, byWeek: [], wonShare: null },
  system: { dialect: "sqlite", uptimeSeconds: 60 },
  generatedAt: "2026-11-24T08:00:00.000Z",
};

afterEach(() => vi.unstubAllGlobals());

describe("the dashboard", () => {
  it("counts applications per opening, general applications included", async () => {
    vi.stubGlobal(
      "fetch",
      vi.fn(async () => jsonResponse(200, { success: true, data: stats })),
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
    const table = await screen.findByRole("table", { name: "Applications by opening" });
    expect(within(table).getByRole("row", { name: /Operations Intern/ })).toHaveTextContent("3");
    expect(within(table).getByRole("row", { name: /General application/ })).toHaveTextContent("2");
  });
});
