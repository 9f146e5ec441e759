import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { createRoutesStub } from "react-router";
import { afterEach, describe, expect, it } from "vitest";
import { authStore, tokenKey } from "#app/features/admin/auth-store";
import { I18nProvider } from "#app/i18n/i18n-provider";
import { jsonResponse, stubFetch } from "#app/test/fetch-stub";
import { secondFactorMessages } from "#contracts/api/second-factor";
import AdminLogin from "./login";

const user = { id: 7, email: "asha@example.in", name: null, role: "sales" };
const challenge = {
  success: true,
  secondFactorRequired: true,
  challenge: "c".repeat(43),
  expiresAt: "",
  message: secondFactorMessages.codeNeeded,
};

function renderLogin() {
  const Stub = createRoutesStub([
    { path: "/admin/login", Component: AdminLogin },
    { path: "/admin/dashboard", Component: () => <h1>Dashboard</h1> },
  ]);
  render(
    <I18nProvider>
      <Stub initialEntries={["/admin/login"]} />
    </I18nProvider>,
  );
}

async function signInWithPassword() {
  const person = userEvent.setup();
  await person.type(screen.getByLabelText("Email"), user.email);
  await person.type(screen.getByLabelText("Password"), "a long enough passphrase");
  await person.click(screen.getByRole("button", { name: "Sign in" }));
  return person;
}

afterEach(() => authStore.expire());

describe("signing in with a second factor (decision 023)", () => {
  it("asks for the code after the password, announces a wrong one, and signs in with the right one", async () => {
    const fetch = stubFetch(
      jsonResponse(200, challenge),
      jsonResponse(401, { success: false, message: secondFactorMessages.invalidCode }),
      jsonResponse(200, { success: true, token: "t".repeat(43), user, message: "Signed in successfully", expiresAt: "" }),
    );
    renderLogin();
    const person = await signInWithPassword();
    const code = await screen.findByLabelText("Authentication code");
    expect(code).toHaveFocus();
    expect(localStorage.getItem(tokenKey)).toBeNull();

    await person.type(code, "123456");
    await person.click(screen.getByRole("button", { name: "Verify" }));
    expect(await screen.findByRole("alert")).toHaveTextContent(secondFactorMessages.invalidCode);
    expect(String(fetch.mock.calls[1]![0])).toBe("/api/auth/login/second-factor");
    expect(JSON.parse(String(fetch.mock.calls[1]![1]!.body))).toEqual({ challenge: challenge.challenge, code: "123456" });

    await person.clear(code);
    await person.type(code, "abcde-fghjk");
    await person.click(screen.getByRole("button", { name: "Verify" }));
    expect(await screen.findByRole("heading", { name: "Dashboard" })).toBeInTheDocument();
    expect(localStorage.getItem(tokenKey)).toBe("t".repeat(43));
  });

  it("goes back to the password when the challenge has expired", async () => {
    stubFetch(jsonResponse(200, challenge), jsonResponse(401, { success: false, message: secondFactorMessages.challengeExpired }));
    renderLogin();
    const person = await signInWithPassword();
    await person.type(await screen.findByLabelText("Authentication code"), "123456");
    await person.click(screen.getByRole("button", { name: "Verify" }));
    expect(await screen.findByRole("alert")).toHaveTextContent(secondFactorMessages.challengeExpired);
    expect(screen.getByLabelText("Password")).toBeInTheDocument();
    expect(screen.queryByLabelText("Authentication code")).not.toBeInTheDocument();
  });
});
