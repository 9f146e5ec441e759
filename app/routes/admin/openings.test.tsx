import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { createRoutesStub } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import { Toasts } from "#app/components/layout/toasts";
import { jsonResponse } from "#app/test/fetch-stub";
import type { StaffOpeningSummary } from "#contracts/api/openings";
import Openings from "./openings";

const sample: StaffOpeningSummary = {
  id: 3,
  slug: "operations-intern-navi-mumbai",
  title: "Operations Intern",
  department: "Operations",
  city: "Navi Mumbai",
  region: "Maharashtra",
  remote: false,
  employmentType: "internship",
  status: "open",
  postedOn: "2026-11-20",
  closesOn: "2026-12-20",
  sample: true,
  applicationCount: 2,
  version: 1,
  createdAt: "2026-11-20T08:00:00.000Z",
  updatedAt: "2026-11-20T08:00:00.000Z",
};
const own: StaffOpeningSummary = {
  ...sample,
  id: 5,
  slug: "sales-lead",
  title: "Sales Lead",
  department: "Sales",
  sample: false,
  status: "draft",
};

function stubApi() {
  let rows = [sample, own];
  const fetch = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), "http://localhost");
    if (init?.method === "DELETE") {
      rows = rows.filter((row) => url.pathname !== `/api/staff/openings/${row.id}`);
      return jsonResponse(200, { success: true, message: "Opening deleted" });
    }
    if (url.pathname === "/api/staff/openings/choices")
      return jsonResponse(200, { success: true, data: { departments: ["Operations", "Sales"], openings: [] } });
    const department = url.searchParams.get("department");
    const data = rows.filter((row) => !department || row.department === department);
    return jsonResponse(200, { success: true, data, pagination: { page: 1, limit: 20, total: data.length, totalPages: 1 } });
  });
  vi.stubGlobal("fetch", fetch);
  return fetch;
}

function renderScreen() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  const Stub = createRoutesStub([
    {
      path: "/admin/openings",
      Component: () => (
        <QueryClientProvider client={client}>
          <Openings />
        </QueryClientProvider>
      ),
    },
  ]);
  return render(
    <>
      <Stub initialEntries={["/admin/openings"]} />
      <Toasts />
    </>,
  );
}

afterEach(() => vi.unstubAllGlobals());

describe("the staff openings list (issue 15)", () => {
  it("marks sample data, filters by a department in use, and deletes a sample opening after asking", async () => {
    const fetch = stubApi();
    const user = userEvent.setup();
    renderScreen();
    const table = await screen.findByRole("table", { name: "Openings" });
    const internRow = within(table).getByRole("row", { name: /Operations Intern/ });
    expect(within(internRow).getByText("Sample data")).toBeInTheDocument();
    expect(within(internRow).getByRole("link", { name: "2 applications for Operations Intern" })).toHaveAttribute(
      "href",
      "/admin/applications?opening=3",
    );
    expect(within(table).getByRole("row", { name: /Sales Lead/ })).not.toHaveTextContent("Sample data");

    await user.selectOptions(await screen.findByLabelText("Department"), "Sales");
    await waitFor(() => expect(within(table).queryByText("Operations Intern")).not.toBeInTheDocument());
    expect(fetch.mock.calls.some(([url]) => String(url).includes("department=Sales"))).toBe(true);
    await user.selectOptions(screen.getByLabelText("Department"), "");
    const row = await within(table).findByRole("row", { name: /Operations Intern/ });

    await user.click(within(row).getByRole("button", { name: "Delete Operations Intern" }));
    const dialog = await screen.findByRole("alertdialog", { name: "Delete this sample opening?" });
    await user.click(within(dialog).getByRole("button", { name: "Delete opening" }));
    await waitFor(() => expect(within(table).queryByText("Operations Intern")).not.toBeInTheDocument());
    const deletion = fetch.mock.calls.find(([, init]) => init?.method === "DELETE")!;
    expect(String(deletion[0])).toBe("/api/staff/openings/3");
  });
});
