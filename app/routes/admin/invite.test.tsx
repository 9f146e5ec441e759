import { render, screen } from "@testing-library/react";
import { createRoutesStub } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import { I18nProvider } from "#app/i18n/i18n-provider";
import { jsonResponse } from "#app/test/fetch-stub";
import { staffAccountMessages } from "#contracts/api/staff-accounts";
import AcceptInvitation from "./invite";

const token = "A".repeat(43);

function renderPage(answer: Response) {
  const fetch = vi.fn(async () => answer);
  vi.stubGlobal("fetch", fetch);
  const Stub = createRoutesStub([{ path: "/admin/invite", Component: AcceptInvitation }]);
  render(
    <I18nProvider>
      <Stub initialEntries={[`/admin/invite?token=${token}`]} />
    </I18nProvider>,
  );
  return fetch;
}

afterEach(() => vi.unstubAllGlobals());

// Issue 28: the page did not say which account the link creates.
describe("the invitation page", () => {
  it("names the e-mail address and the role the link creates before asking for a password", async () => {
    const fetch = renderPage(
      jsonResponse(200, { success: true, data: { email: "neha@example.in", role: "recruiter", expiresAt: "2026-11-27T09:00:00.000Z" } }),
    );
    expect(await screen.findByText("neha@example.in")).toBeInTheDocument();
    expect(screen.getByText(/creates the staff account/)).toHaveTextContent(
      "This invitation creates the staff account neha@example.in with the role Recruiter.",
    );
    expect(screen.getByLabelText("Password")).toBeInTheDocument();
    const [url, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe("/api/auth/invitations/preview");
    expect(JSON.parse(String(init.body))).toEqual({ token });
  });

  it("says why a withdrawn link no longer works, and offers no form", async () => {
    renderPage(jsonResponse(410, { success: false, message: staffAccountMessages.invitationWithdrawn }));
    expect(await screen.findByRole("alert")).toHaveTextContent(staffAccountMessages.invitationWithdrawn);
    expect(screen.queryByLabelText("Password")).not.toBeInTheDocument();
  });
});
