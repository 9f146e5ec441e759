import { forwardRef } from "react";
import { Link as RouterLink, NavLink as RouterNavLink, type LinkProps, type NavLinkProps } from "react-router";
import { useI18n } from "./i18n-provider";

/**
 * React Router's Link and NavLink that stay in the page's language: `to="/contact"` on a Hindi page goes
 * to /hi/contact. Public pages import these, never react-router's (lint: no-restricted-imports).
 */
export const Link = forwardRef<HTMLAnchorElement, LinkProps>(function Link({ to, ...props }, ref) {
  const { localize } = useI18n();
  return <RouterLink ref={ref} to={typeof to === "string" ? localize(to) : to} {...props} />;
});

export const NavLink = forwardRef<HTMLAnchorElement, NavLinkProps>(function NavLink({ to, ...props }, ref) {
  const { localize } = useI18n();
  return <RouterNavLink ref={ref} to={typeof to === "string" ? localize(to) : to} {...props} />;
});
