import type { Page } from "@playwright/test";
import { hydrated } from "./fixtures";

/** A shipment's first step as a buyer fills it: by air from Nhava Sheva to Frankfurt, both picked from the list. */
export const shipment = {
  mode: "air",
  direction: "export",
  origin: "Jawaharlal Nehru Port (Nhava Sheva)",
  originCode: "INNSA",
  destination: "Frankfurt am Main",
  destinationCode: "DEFRA",
  incoterm: "FCA",
};

/** Two pallets of 120 × 80 × 100 cm, 150 kg each. */
export const pallets = [{ count: "2", type: "pallet", lengthCm: "120", widthCm: "80", heightCm: "100", weightKg: "150" }];

/**
 * Opens the quote page at `step` (0-3) with `draft` filled in, the way the form keeps its draft in sessionStorage
 * (app/features/quote/quote-draft.ts): it reads it once it has hydrated.
 */
export async function openQuoteDraft(page: Page, path: string, step: number, draft: Record<string, unknown>) {
  if (new URL(page.url(), "http://x").pathname !== path) await page.goto(path);
  await page.evaluate((saved) => sessionStorage.setItem("quote:draft", JSON.stringify(saved)), { step, draft });
  await page.reload();
  await hydrated(page.locator("form").first());
}
