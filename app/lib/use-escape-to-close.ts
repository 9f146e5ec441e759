import { useEffect, useEffectEvent, type RefObject } from "react";

/**
 * While a menu or panel is open, Escape closes it and gives focus back to the
 * control that opened it, so a keyboard user is not left on a hidden element.
 */
export function useEscapeToClose(open: boolean, close: () => void, returnFocusTo: RefObject<HTMLElement | null>) {
  const onEscape = useEffectEvent(() => {
    close();
    returnFocusTo.current?.focus();
  });
  useEffect(() => {
    if (!open) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === "Escape") onEscape();
    };
    document.addEventListener("keydown", onKey);
    return () => document.removeEventListener("keydown", onKey);
  }, [open]);
}
