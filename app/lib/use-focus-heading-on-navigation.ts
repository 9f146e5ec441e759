import { useEffect, useRef } from "react";

/**
 * After an in-app navigation to another page, focus moves to the new page's h1 (made focusable with
 * tabindex=-1), so a screen reader reads the page's name and the next Tab starts at its top (issue 17);
 * without an h1, to <main>. Not on the first load, where the browser starts at the top itself, and not
 * when only the query or hash changes (filters, in-page jumps).
 */
export function useFocusHeadingOnNavigation(pathname: string) {
  const shown = useRef(pathname);
  useEffect(() => {
    if (shown.current === pathname) return;
    shown.current = pathname;
    const main = document.getElementById("main");
    const heading = main?.querySelector<HTMLElement>("h1") ?? main;
    if (!heading) return;
    if (!heading.hasAttribute("tabindex")) heading.setAttribute("tabindex", "-1");
    heading.focus({ preventScroll: true });
  }, [pathname]);
}
