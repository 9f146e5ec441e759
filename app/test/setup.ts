import "@testing-library/jest-dom/vitest";
import { cleanup } from "@testing-library/react";
import { toast } from "sonner";
import { afterEach } from "vitest";

// Each test starts on an empty page: no toasts left from the last one (sonner replays active toasts
// to a new toaster), no remembered cooldowns or session.
afterEach(() => {
  cleanup();
  toast.dismiss();
  localStorage.clear();
  sessionStorage.clear();
});
