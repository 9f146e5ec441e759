import type { MouseEvent } from "react";

/**
 * Scrolls to a section (smoothly, unless the visitor asked for less motion) and
 * moves focus to its heading, so keyboard and screen-reader users land where
 * sighted users look. Returns false when the section is not on the page.
 */
export function scrollToSection(id: string): boolean {
  const section = document.getElementById(id);
  if (!section) return false;
  const reduceMotion = window.matchMedia("(prefers-reduced-motion: reduce)").matches;
  section.scrollIntoView({ behavior: reduceMotion ? "auto" : "smooth", block: "start" });
  const heading = section.querySelector<HTMLElement>("h2") ?? section;
  if (!heading.hasAttribute("tabindex")) heading.setAttribute("tabindex", "-1");
  heading.focus({ preventScroll: true });
  return true;
}

/** A click handler for a link that jumps to a section; modified clicks keep the link's own behaviour. */
export function jumpTo(id: string) {
  return (event: MouseEvent<HTMLElement>) => {
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    if (scrollToSection(id)) event.preventDefault();
  };
}
