import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { createRoutesStub } from "react-router";
import { Toasts } from "#app/components/layout/toasts";
import { jsonResponse } from "#app/test/fetch-stub";
import { staffAccountMessages } from "#contracts/api/staff-accounts";
import StaffAccounts from "./staff-accounts";

const accounts = [
  { id: 1, email: "chief@example.in", name: "Chief", role: "admin", languages: [], disabled: false, createdAt: "2026-11-20T09:00:00.000Z" },
  { id: 2, email: "hr@example.in", name: null, role: "recruiter", languages: [], disabled: false, createdAt: "2026-11-21T09:00:00.000Z" },
  {
    id: 3,
    email: "anuvad@example.in",
    name: null,
    role: "translator",
    languages: ["hi"],
    disabled: false,
    createdAt: "2026-11-21T09:00:00.000Z",
  },
];

const pending = {
  id: 5,
  email: "new@example.in",
  name: null,
  role: "sales",
  languages: [] as string[],
  createdAt: "2026-11-22T09:00:00.000Z",
  expiresAt: "2026-11-25T09:00:00.000Z",
};

function stubApi(patchAnswer: () => Response, invitations: (typeof pending)[] = []) {
  const fetch = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = String(input);
    if (init?.method === "PATCH") return patchAnswer();
    if (init?.method === "DELETE") return jsonResponse(200, { success: true, message: staffAccountMessages.invitationRevoked });
    if (init?.method === "POST" && url.endsWith("/resend"))
      return jsonResponse(201, { success: true, message: staffAccountMessages.invitationResent, data: { ...pending, id: 6 } });
    if (init?.method === "POST" && url.startsWith("/api/staff/accounts/invitations"))
      return jsonResponse(201, {
        success: true,
        message: "Invitation sent",
        data: { id: 5, email: "new@example.in", name: null, role: "sales", createdAt: "", expiresAt: "" },
      });
    return jsonResponse(200, { success: true, data: { accounts, invitations } });
  });
  vi.stubGlobal("fetch", fetch);
  return fetch;
}

function renderScreen() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  const Stub = createRoutesStub([
    {
      path: "/admin/staff",
      Component: () => (
        <QueryClientProvider client={client}>
          <StaffAccounts />
        </QueryClientProvider>
      ),
    },
  ]);
  return render(
    <>
      <Stub initialEntries={["/admin/staff"]} />
      <Toasts />
    </>,
  );
}

afterEach(() => vi.unstubAllGlobals());

describe("the staff accounts screen (decision 020)", () => {
  it("changes a role, tells why the last administrator cannot be demoted, and sends an invitation", async () => {
    const fetch = stubApi(() => jsonResponse(409, { success: false, message: staffAccountMessages.lastAdmin }));
    const user = userEvent.setup();
    renderScreen();
    const table = await screen.findByRole("table", { name: "Staff accounts" });
    expect(within(table).getAllByRole("row")).toHaveLength(4);

    await user.selectOptions(screen.getByLabelText("Role of chief@example.in"), "sales");
    expect(await screen.findByText(staffAccountMessages.lastAdmin)).toBeInTheDocument();
    const patch = fetch.mock.calls.find(([, init]) => init?.method === "PATCH")!;
    expect(String(patch[0])).toBe("/api/staff/accounts/1");
    expect(JSON.parse(String(patch[1]!.body))).toEqual({ role: "sales" });

    await user.click(screen.getByRole("button", { name: "Send invitation" }));
    expect(await screen.findByText("Please enter a valid email address")).toBeInTheDocument();
    await user.type(screen.getByLabelText("Email"), "new@example.in");
    await user.selectOptions(screen.getByLabelText("Role"), "sales");
    await user.click(screen.getByRole("button", { name: "Send invitation" }));
    await waitFor(() =>
      expect(fetch.mock.calls.some(([url, init]) => String(url).endsWith("/invitations") && init?.method === "POST")).toBe(true),
    );
    const post = fetch.mock.calls.find(([url]) => String(url).endsWith("/invitations"))!;
    expect(JSON.parse(String(post[1]!.body))).toEqual({ email: "new@example.in", name: "", role: "sales" });
    expect(await screen.findByText("Invitation sent to new@example.in")).toBeInTheDocument();
  });

  // Issue 28: a pending invitation could be neither sent again nor withdrawn.
  it("sends a pending invitation again and withdraws it", async () => {
    const fetch = stubApi(() => jsonResponse(200, { success: true, data: accounts[0] }), [pending]);
    const user = userEvent.setup();
    renderScreen();
    const table = await screen.findByRole("table", { name: "Invitations not used yet" });
    await user.click(within(table).getByRole("button", { name: "Send the invitation to new@example.in again" }));
    expect(await screen.findByText("Invitation sent again to new@example.in, with a new link")).toBeInTheDocument();
    expect(
      fetch.mock.calls.some(([url, init]) => String(url) === "/api/staff/accounts/invitations/5/resend" && init?.method === "POST"),
    ).toBe(true);
    await user.click(within(table).getByRole("button", { name: "Withdraw the invitation to new@example.in" }));
    expect(await screen.findByText("Invitation to new@example.in withdrawn")).toBeInTheDocument();
    expect(fetch.mock.calls.some(([url, init]) => String(url) === "/api/staff/accounts/invitations/5" && init?.method === "DELETE")).toBe(
      true,
    );
  });

  // Issue 30: a translator works on the languages of the account.
  it("asks a translator's languages on invitation and on a role change, and shows them in the list", async () => {
    const fetch = stubApi(() =>
      jsonResponse(200, { success: true, data: { ...accounts[1], role: "translator", languages: ["mr", "ta"] } }),
    );
    const user = userEvent.setup();
    renderScreen();
    const table = await screen.findByRole("table", { name: "Staff accounts" });
    expect(within(table).getByRole("row", { name: /anuvad@example.in/ })).toHaveTextContent("Hindi");

    await user.selectOptions(screen.getByLabelText("Role of hr@example.in"), "translator");
    expect(fetch.mock.calls.some(([, init]) => init?.method === "PATCH")).toBe(false);
    const asked = screen.getByRole("group", { name: "Languages hr@example.in translates" });
    expect(within(asked).queryByRole("checkbox", { name: /English/ })).toBeNull();
    await user.click(within(table).getByRole("button", { name: "Save languages" }));
    expect(await within(asked).findByText(staffAccountMessages.languagesRequired)).toBeVisible();
    await user.click(within(asked).getByRole("checkbox", { name: "Marathi (मराठी)" }));
    await user.click(within(asked).getByRole("checkbox", { name: "Tamil (தமிழ்)" }));
    await user.click(within(table).getByRole("button", { name: "Save languages" }));
    await waitFor(() => expect(fetch.mock.calls.some(([, init]) => init?.method === "PATCH")).toBe(true));
    const patch = fetch.mock.calls.find(([, init]) => init?.method === "PATCH")!;
    expect(String(patch[0])).toBe("/api/staff/accounts/2");
    expect(JSON.parse(String(patch[1]!.body))).toEqual({ role: "translator", languages: ["mr", "ta"] });

    await user.type(screen.getByLabelText("Email"), "new@example.in");
    await user.selectOptions(screen.getByLabelText("Role"), "translator");
    await user.click(screen.getByRole("button", { name: "Send invitation" }));
    expect(await screen.findByText(staffAccountMessages.languagesRequired)).toBeVisible();
    await user.click(
      within(screen.getByRole("group", { name: "Languages they translate" })).getByRole("checkbox", { name: "Arabic (العربية)" }),
    );
    await user.click(screen.getByRole("button", { name: "Send invitation" }));
    await waitFor(() => expect(fetch.mock.calls.some(([url]) => String(url).endsWith("/invitations"))).toBe(true));
    const post = fetch.mock.calls.find(([url]) => String(url).endsWith("/invitations"))!;
    expect(JSON.parse(String(post[1]!.body))).toEqual({ email: "new@example.in", name: "", role: "translator", languages: ["ar"] });
  });
});
