import { render, screen } from "@testing-library/react";
import { createRoutesStub, useLocation } from "react-router";
import { describe, expect, it } from "vitest";
import { authStore, tokenKey, userKey } from "#app/features/admin/shared/auth-store";
import { I18nProvider } from "#app/i18n/i18n-provider";
import StaffShell from "./shell";

function SignInPage() {
  const { pathname, search } = useLocation();
  return <p>sign-in page at {`${pathname}${search}`}</p>;
}

function renderAt(path: string) {
  const Stub = createRoutesStub([
    { path: "/admin/login", Component: SignInPage },
    { Component: StaffShell, children: [{ path: "/admin/messages", Component: () => <h1>Contact messages</h1> }] },
  ]);
  // The staff layout's theme toggle reads the site's language, as it does under the app's root.
  render(
    <I18nProvider>
      <Stub initialEntries={[path]} />
    </I18nProvider>,
  );
}

/** Another tab's storage change is how the store re-reads a session a test has just written. */
function restoreFromStorage() {
  authStore.syncFromStorage(new StorageEvent("storage", { key: tokenKey }));
}

describe("the sign-in guard of the staff area", () => {
  it("sends a signed-out visitor to sign in, with the way back", async () => {
    renderAt("/admin/messages?q=asha");
    expect(await screen.findByText("sign-in page at /admin/login?next=%2Fadmin%2Fmessages%3Fq%3Dasha")).toBeInTheDocument();
  });

  it("shows the screen in the staff layout to a signed-in user", async () => {
    localStorage.setItem(tokenKey, "token-1");
    localStorage.setItem(userKey, JSON.stringify({ id: 1, email: "staff@example.in", name: "Staff", role: "sales" }));
    restoreFromStorage();
    renderAt("/admin/messages");
    expect(await screen.findByRole("heading", { name: "Contact messages" })).toBeInTheDocument();
    expect(screen.getByTestId("admin-user-email")).toHaveTextContent("staff@example.in");
  });

  it("offers a role only the screens it may use, and says so on another screen's address (decision 020)", async () => {
    localStorage.setItem(tokenKey, "token-2");
    localStorage.setItem(userKey, JSON.stringify({ id: 1, email: "writer@example.in", name: null, role: "editor" }));
    restoreFromStorage();
    renderAt("/admin/messages");
    expect(await screen.findByRole("heading", { name: "Not available" })).toBeInTheDocument();
    expect(screen.queryByRole("heading", { name: "Contact messages" })).not.toBeInTheDocument();
    const nav = screen.getAllByRole("navigation", { name: "Staff area" })[0]!;
    const links = Array.from(nav.querySelectorAll("a")).map((a) => a.textContent);
    expect(links).toEqual(["Dashboard", "Newsletters", "Posts", "Content", "Settings"]);
  });
});
