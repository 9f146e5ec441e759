import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { createRoutesStub } from "react-router";
import { afterEach, describe, expect, it } from "vitest";
import { authStore, tokenKey } from "#app/features/admin/shared/auth-store";
import { I18nProvider } from "#app/i18n/i18n-provider";
import { jsonResponse, stubFetch } from "#app/test/fetch-stub";
import { staffMessages } from "#contracts/api/auth";
import { secondFactorMessages } from "#contracts/api/second-factor";
import { signInLinkMessages } from "#contracts/api/sign-in-link";
import AdminLogin from "./login";

const user = { id: 7, email: "asha@example.in", name: null, role: "sales" };
const challenge = {
  success: true,
  secondFactorRequired: true,
  challenge: "c".repeat(43),
  expiresAt: "",
  message: secondFactorMessages.codeNeeded,
};

function renderLogin(entry = "/admin/login") {
  const Stub = createRoutesStub([
    { path: "/admin/login", Component: AdminLogin },
    { path: "/admin/dashboard", Component: () => <h1>Dashboard</h1> },
  ]);
  render(
    <I18nProvider>
      <Stub initialEntries={[entry]} />
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

afterEach(() => {
  authStore.expire();
  // Each test starts from a fresh form: no message or offer left from the one before.
  authStore.cancelSecondFactor();
});

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

  it.each([
    ["has expired", secondFactorMessages.challengeExpired],
    ["took too many wrong codes (issue 28)", secondFactorMessages.tooManyCodes],
  ])("goes back to the password when the challenge %s", async (_case, message) => {
    stubFetch(jsonResponse(200, challenge), jsonResponse(401, { success: false, message }));
    renderLogin();
    const person = await signInWithPassword();
    await person.type(await screen.findByLabelText("Authentication code"), "123456");
    await person.click(screen.getByRole("button", { name: "Verify" }));
    expect(await screen.findByRole("alert")).toHaveTextContent(message);
    expect(screen.getByLabelText("Password")).toBeInTheDocument();
    expect(screen.queryByLabelText("Authentication code")).not.toBeInTheDocument();
  });
});

describe("a sign-in link when attempts from elsewhere hold this address back (issue 28, decision 032)", () => {
  it("offers the link after a throttled sign-in and asks for it with the address typed", async () => {
    const fetch = stubFetch(
      jsonResponse(429, { success: false, message: staffMessages.tooManyAttempts }),
      jsonResponse(202, { success: true, message: signInLinkMessages.sent }),
    );
    renderLogin();
    expect(screen.queryByRole("button", { name: "E-mail me a sign-in link" })).toBeNull();
    const person = await signInWithPassword();
    expect(await screen.findByRole("alert")).toHaveTextContent(staffMessages.tooManyAttempts);
    expect(screen.getByText(signInLinkMessages.offer)).toBeInTheDocument();
    await person.click(screen.getByRole("button", { name: "E-mail me a sign-in link" }));
    expect(await screen.findByRole("status")).toHaveTextContent(signInLinkMessages.sent);
    expect(String(fetch.mock.calls[1]![0])).toBe("/api/auth/sign-in-link");
    expect(JSON.parse(String(fetch.mock.calls[1]![1]!.body))).toEqual({ email: user.email });
  });

  it("opened from the e-mail, says what the link does and sends it with the password", async () => {
    const fetch = stubFetch(
      jsonResponse(200, { success: true, token: "t".repeat(43), user, message: "Signed in successfully", expiresAt: "" }),
    );
    renderLogin(`/admin/login?link=${"L".repeat(43)}`);
    expect(screen.getByRole("status")).toHaveTextContent(signInLinkMessages.opened);
    await signInWithPassword();
    expect(await screen.findByRole("heading", { name: "Dashboard" })).toBeInTheDocument();
    expect(JSON.parse(String(fetch.mock.calls[0]![1]!.body))).toEqual({
      email: user.email,
      password: "a long enough passphrase",
      link: "L".repeat(43),
    });
  });
});
