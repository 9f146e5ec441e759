import { useCallback, useSyncExternalStore } from "react";

function isExpanded(button: Element | null) {
  return button?.getAttribute("aria-expanded") === "true";
}

/** What the boot script does on a click (boot-script.ts), for React's own closing: aria-expanded and the panel's hidden. */
function expand(button: Element, open: boolean) {
  button.setAttribute("aria-expanded", String(open));
  const panel = document.getElementById(button.getAttribute("aria-controls") ?? "");
  if (panel) panel.hidden = !open;
}

/**
 * The open state of a disclosure button (`bootControl.disclosure`), read from its aria-expanded: the boot
 * script flips that on every click, before hydration and after, so a menu opened before the scripts arrived
 * is open here too. False in the server HTML and while hydrating, so hydration matches the served page;
 * React then renders the real state. `setOpen` writes the attribute the same way (a route change, Escape).
 */
export function useDisclosure(buttonId: string): [open: boolean, setOpen: (open: boolean) => void] {
  const subscribe = useCallback(
    (onChange: () => void) => {
      const button = document.getElementById(buttonId);
      if (!button) return () => {};
      const observer = new MutationObserver(onChange);
      observer.observe(button, { attributes: true, attributeFilter: ["aria-expanded"] });
      return () => observer.disconnect();
    },
    [buttonId],
  );
  const open = useSyncExternalStore(
    subscribe,
    () => isExpanded(document.getElementById(buttonId)),
    () => false,
  );
  const setOpen = useCallback(
    (next: boolean) => {
      const button = document.getElementById(buttonId);
      if (button) expand(button, next);
    },
    [buttonId],
  );
  return [open, setOpen];
}
