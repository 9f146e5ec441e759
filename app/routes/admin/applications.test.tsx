import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { createRoutesStub } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import { jsonResponse } from "#app/test/fetch-stub";
import type { ApplicationSummary } from "#contracts/api/applications";
import Applications from "./applications";

const row = (id: number, name: string, opening: ApplicationSummary["opening"]): ApplicationSummary => ({
  id,
  name,
  email: `${name.split(" ")[0]!.toLowerCase()}@example.in`,
  phone: "+919820012345",
  position: "professional",
  status: "new",
  messagePreview: "",
  hasResume: false,
  opening,
  createdAt: "2026-11-22T08:00:00.000Z",
  updatedAt: "2026-11-22T08:00:00.000Z",
});
const rows = [row(1, "Ananya Rao", { id: 3, title: "Operations Intern" }), row(2, "Vikram Shah", null)];

function stubApi() {
  const fetch = vi.fn(async (input: RequestInfo | URL) => {
    const url = new URL(String(input), "http://localhost");
    if (url.pathname === "/api/staff/openings/choices")
      return jsonResponse(200, {
        success: true,
        data: { departments: [], openings: [{ id: 3, title: "Operations Intern", status: "open" }] },
      });
    const opening = url.searchParams.get("opening");
    const data = rows.filter((r) => !opening || r.opening?.id === Number(opening));
    return jsonResponse(200, { success: true, data, pagination: { page: 1, limit: 20, total: data.length, totalPages: 1 } });
  });
  vi.stubGlobal("fetch", fetch);
  return fetch;
}

afterEach(() => vi.unstubAllGlobals());

describe("the staff applications list and openings (issue 15)", () => {
  it("shows each application's opening, or a general application, and filters by opening", async () => {
    const fetch = stubApi();
    const user = userEvent.setup();
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    const Stub = createRoutesStub([
      {
        path: "/admin/applications",
        Component: () => (
          <QueryClientProvider client={client}>
            <Applications />
          </QueryClientProvider>
        ),
      },
    ]);
    render(<Stub initialEntries={["/admin/applications"]} />);
    const table = await screen.findByRole("table", { name: "Applications" });
    expect(within(table).getByRole("columnheader", { name: "Opening" })).toBeInTheDocument();
    expect(within(table).getByRole("row", { name: /Ananya Rao/ })).toHaveTextContent("Operations Intern");
    expect(within(table).getByRole("row", { name: /Vikram Shah/ })).toHaveTextContent("General application");

    await user.selectOptions(await screen.findByRole("combobox", { name: "Opening" }), "Operations Intern");
    await waitFor(() => expect(within(table).queryByText("Vikram Shah")).not.toBeInTheDocument());
    expect(fetch.mock.calls.some(([url]) => String(url).includes("opening=3"))).toBe(true);
  });
});
