import type { ExternalToast } from "sonner";

type Kind = "success" | "error" | "info" | "warning";

/**
 * Shows a toast. The library is loaded on first use (see Toasts); the event
 * asks the shell to mount the toaster if it has not yet.
 */
export async function notify(kind: Kind, message: string, options?: ExternalToast) {
  window.dispatchEvent(new Event("toast:needed"));
  const { toast } = await import("sonner");
  return toast[kind](message, options);
}
