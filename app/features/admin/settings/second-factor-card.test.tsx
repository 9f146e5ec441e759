import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { jsonResponse } from "#app/test/fetch-stub";
import { secondFactorMessages } from "#contracts/api/second-factor";
import { SecondFactorCard } from "./second-factor-card";

const recoveryCodes = Array.from({ length: 10 }, (_, i) => `abcd${i}-efgh${i}`);
const enrolment = {
  secret: "JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP",
  otpauthUri: "otpauth://totp/x",
  qrCode: "data:image/svg+xml;base64,PHN2Zy8+",
};

/** The API as the enrolment sees it: off until a confirmation with 123456 succeeds. */
function stubApi() {
  let enabled = false;
  const fetch = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = String(input);
    if (url === "/api/staff/second-factor/enrolment") return jsonResponse(200, { success: true, data: enrolment });
    if (url === "/api/staff/second-factor/enrolment/confirm") {
      const { code } = JSON.parse(String(init!.body)) as { code: string };
      if (code !== "123456") return jsonResponse(400, { success: false, message: secondFactorMessages.invalidCode });
      enabled = true;
      return jsonResponse(200, { success: true, data: { recoveryCodes } });
    }
    if (url === "/api/auth/verify")
      return jsonResponse(200, { success: true, user: { id: 1, email: "a@example.in", name: null, role: "sales" } });
    return jsonResponse(200, { success: true, data: { enabled, recoveryCodesLeft: enabled ? 10 : 0, requiredForEveryone: true } });
  });
  vi.stubGlobal("fetch", fetch);
  return fetch;
}

afterEach(() => vi.unstubAllGlobals());

describe("setting up the second factor (decision 023)", () => {
  it("shows the QR code and the key, refuses a wrong code, then shows the ten recovery codes once", async () => {
    stubApi();
    const user = userEvent.setup();
    const client = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
    render(
      <QueryClientProvider client={client}>
        <SecondFactorCard />
      </QueryClientProvider>,
    );
    // Required by the administrators: the card says so.
    expect(await screen.findByText(secondFactorMessages.setupRequired)).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Set up a second factor" }));

    const qr = await screen.findByRole("img", { name: "QR code for your authenticator app" });
    expect(qr).toHaveAttribute("src", enrolment.qrCode);
    expect(screen.getByText("JBSW Y3DP EHPK 3PXP JBSW Y3DP EHPK 3PXP")).toBeInTheDocument();

    await user.click(screen.getByRole("button", { name: "Turn on" }));
    expect(await screen.findByText("Code is required")).toBeInTheDocument();
    const field = screen.getByLabelText("Code from the app");
    await user.type(field, "654321");
    await user.click(screen.getByRole("button", { name: "Turn on" }));
    expect(await screen.findByText(secondFactorMessages.invalidCode)).toBeInTheDocument();
    expect(field).toHaveAttribute("aria-invalid", "true");
    expect(field).toHaveFocus();

    await user.clear(field);
    await user.type(field, "123456");
    await user.click(screen.getByRole("button", { name: "Turn on" }));
    const list = await screen.findByRole("list", { name: "Recovery codes" });
    expect(
      within(list)
        .getAllByRole("listitem")
        .map((item) => item.textContent),
    ).toEqual(recoveryCodes);

    await user.click(screen.getByRole("button", { name: "I have saved my recovery codes" }));
    expect(screen.queryByRole("list", { name: "Recovery codes" })).not.toBeInTheDocument();
    expect(await screen.findByText(/10 of 10\s+recovery codes left/)).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Turn off" })).toBeInTheDocument();
  });
});
