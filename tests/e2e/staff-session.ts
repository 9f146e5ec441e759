import type { APIRequestContext, Page } from "@playwright/test";
import { adminCli } from "./admin-cli";
import { expect } from "./fixtures";

export { e2eDataDir } from "./admin-cli";

/** An administrator with this address and password in the test server's database (`npm run admin`), kept or reset from an earlier run. */
export function createAdministrator(email: string, password: string) {
  try {
    adminCli(password, "create", email);
  } catch {
    // Kept from an earlier run of a reused server.
    adminCli(password, "reset-password", email);
  }
}

export type StaffSession = { token: string; user: unknown };

/** Signs in through the API (one sign-in, as a person would). */
export async function signInByApi(page: Page, email: string, password: string): Promise<StaffSession> {
  const response = await page.request.post("/api/auth/login", { data: { email, password } });
  expect(response.status(), await response.text()).toBe(200);
  return (await response.json()) as StaffSession;
}

/** Puts a session where the staff area keeps it, so the next staff page opens signed in. */
export async function useSession(page: Page, { token, user }: StaffSession) {
  await page.goto("/admin/login");
  await page.evaluate(
    ({ token, user }) => {
      localStorage.setItem("admin_token", token);
      localStorage.setItem("admin_user", JSON.stringify(user));
    },
    { token, user },
  );
}

/** Signs in through the API and leaves the session where the staff area keeps it, on its login page. */
export async function signInAsStaff(page: Page, email: string, password: string) {
  await useSession(page, await signInByApi(page, email, password));
}

/**
 * A staff session for API set-up in a worker: the administrator is made (or its password reset) with the CLI,
 * then signed in through the API. Returns the session and the Bearer header.
 */
export async function staffSession(request: APIRequestContext, email: string, password: string) {
  createAdministrator(email, password);
  const login = await request.post("/api/auth/login", { data: { email, password } });
  expect(login.status(), await login.text()).toBe(200);
  const session = (await login.json()) as { token: string; user: { id: number; email: string } };
  return { session, headers: { authorization: `Bearer ${session.token}` } };
}
