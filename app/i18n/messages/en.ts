/**
 * The English shell catalogue: every string of the shell (navigation, footer,
 * buttons, switchers, 404) is looked up here. Other languages must provide
 * every key (the Messages type makes a missing one a type error).
 * `{name}` placeholders are filled in by t().
 */
export const en = {
  "skip.toContent": "Skip to main content",
  "nav.label": "Main navigation",
  "nav.home": "Home",
  "nav.about": "About Us",
  "nav.services": "Services",
  "nav.industries": "Industries",
  "nav.blog": "Blog",
  "nav.achievements": "Achievements",
  "nav.careers": "Careers",
  "nav.contact": "Contact",
  "nav.quote": "Get a quote",
  "nav.openMenu": "Open menu",
  "nav.closeMenu": "Close menu",
  "nav.homeLink": "{name} home",
  "theme.toDark": "Switch to dark theme",
  "theme.toLight": "Switch to light theme",
  "lang.label": "Language",
  "lang.choose": "Choose language",
  "footer.about":
    "Since 2009 we have moved cargo for Indian exporters and importers: freight forwarding by sea and air, customs clearance, warehousing and road transport, run from our base in Navi Mumbai.",
  "footer.quickLinks": "Quick links",
  "footer.aboutUs": "About Us",
  "footer.contactUs": "Contact Us",
  "footer.followUs": "Follow us",
  "footer.newsletterHeading": "Newsletter",
  "footer.newsletterText": "Trade updates, customs changes and shipping advice, about once a month.",
  "footer.privacy": "Privacy",
  "footer.rights": "© {year} {name}. All rights reserved.",
  "footer.address": "Office address",
  "social.x": "{name} on X",
  "social.linkedin": "{name} on LinkedIn",
  "social.instagram": "{name} on Instagram",
  "chat.label": "Chat with us on WhatsApp",
  "side.green": "Green Logistics",
  "side.co2": "CO2 Emission",
  "home.getStarted": "Get Started",
  "cta.heading": "Ready to move your cargo?",
  "cta.text": "Tell us what you ship and where. A specialist replies within 24 hours with a plan and a quote.",
  "cta.button": "Contact Us",
  "notFound.code": "404",
  "notFound.title": "Oops! Page not found",
  "notFound.text": "The page you are looking for has moved or never existed.",
  "notFound.home": "Return to Home",
  "error.title": "Something went wrong",
  "error.text": "We could not show this page. Please try again in a moment.",
  "common.learnMore": "Learn More",
  "common.newTab": "(opens in a new tab)",
  "common.breadcrumb": "Breadcrumb",
} as const;

export type MessageKey = keyof typeof en;
export type Messages = Record<MessageKey, string>;
