import { site } from "./site";
import type { PageMeta } from "./types";

/** The accessibility statement (/accessibility, issue 17). Kept true to how the site is actually tested. */
export const accessibilityMeta: PageMeta = {
  title: `Accessibility Statement | ${site.name}`,
  description: `How ${site.name} builds and tests this website for WCAG 2.2 level AA, what is known not to work yet, and how to tell us about a barrier.`,
  keywords: ["accessibility statement", "WCAG 2.2", "AA", "keyboard", "screen reader", "logistics"],
};

export const accessibilityUpdated = { iso: "2026-11-24", display: "24 November 2026" };

export const accessibilityIntro: string =
  "We want everyone who ships with us, or might, to be able to read this site, find what they need and send us a message, whatever device, browser or assistive technology they use.";

export const accessibilityTarget: string =
  "Our target is the Web Content Accessibility Guidelines (WCAG) 2.2 at level AA, on every public page and on the staff sign-in. Where we fall short we say so below, and we treat it as a bug to fix.";

/** How each release is checked: the automated browser tests run on every change before it is published. */
export const accessibilityTesting = [
  {
    title: "Automated checks in a real browser",
    text: "Every public page is opened in Chromium and scanned with axe for WCAG A and AA failures, in the light and the dark theme.",
  },
  {
    title: "Keyboard",
    text: "Browser tests move through the navigation, the mobile menu and the forms with the keyboard alone, and check that focus is visible and lands where it should.",
  },
  {
    title: "Contrast measured from pixels",
    text: "Text over photographs is checked against the rendered pixels behind it, at phone and desktop widths, in both themes and in right-to-left Arabic, and must hold 4.5:1. Form field borders must hold 3:1.",
  },
  {
    title: "Screenshots and layout",
    text: "We look at screenshots of the pages at 360 and 1440 pixels wide in both themes, and a test checks that no page scrolls sideways at 320 pixels.",
  },
  {
    title: "Without JavaScript, and in print",
    text: "The pages are served as complete HTML before any script runs (a test reads them before the scripts start), and a print stylesheet prints the content alone, dark on white, with link addresses written out.",
  },
  {
    title: "Motion",
    text: "The background film and the slideshows pause on request and stay still for anyone who asks their system for reduced motion.",
  },
];

/** Honest about what is not there yet. */
export const accessibilityLimits = [
  "Blog articles are shown in the language they were written in.",
  "Photographs and illustrations that only decorate a page have no text description; those that carry information describe it in the text beside them.",
  "The staff area behind the sign-in is scanned with axe, but tested less thoroughly than the public pages.",
];

export const accessibilityContact = {
  lead: "If something on this site stops you, or makes a task harder than it should be, please tell us: what page, what you were trying to do, and the browser or assistive technology you use, if you are comfortable sharing it.",
  email: site.email,
  answer:
    "A person reads every message; until the barrier is fixed we will give you the information or take your request by e-mail or phone instead.",
};
