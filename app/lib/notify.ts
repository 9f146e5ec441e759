import type { ExternalToast } from "sonner";

type Kind = "success" | "error" | "info" | "warning";

let markToasterMounted = () => {};
const toasterMounted = new Promise<void>((resolve) => {
  markToasterMounted = resolve;
});

/** Called by the shell once its toaster listens: a toast sent before then would be dropped. */
export function onToasterMounted() {
  markToasterMounted();
}

/** Asks the shell to load and mount the toaster if it has not yet (see Toasts). */
export function requestToaster() {
  window.dispatchEvent(new Event("toast:needed"));
}

/** Shows a toast, once the toast library has loaded and its toaster is listening. */
export async function notify(kind: Kind, message: string, options?: ExternalToast) {
  requestToaster();
  const [{ toast }] = await Promise.all([import("sonner"), toasterMounted]);
  return toast[kind](message, options);
}

/** Shows a success toast after dismissing the toasts shown so far: an error answered earlier no longer holds. */
export async function notifySuccessAlone(message: string, options?: ExternalToast) {
  requestToaster();
  const [{ toast }] = await Promise.all([import("sonner"), toasterMounted]);
  toast.dismiss();
  return toast.success(message, options);
}
