import {
  Briefcase,
  Calculator,
  ClipboardList,
  Inbox,
  Languages,
  LayoutDashboard,
  Mail,
  MailExclamationPoint,
  Newspaper,
  Send,
  ScrollText,
  Settings,
  Ship,
  UserCog,
  UserSearch,
  type LucideIcon,
} from "lucide-react";
import { roleAllows, staffAreaRoles, type StaffRole } from "#contracts/api/staff-roles";

export interface AdminNavItem {
  to: string;
  label: string;
  icon: LucideIcon;
  /**
   * Who may use the screen: its area's roles (`staffAreaRoles`, contracts/api/staff-roles.ts), the same entry its API
   * routes declare, so a role is not offered a screen whose calls answer 403. Administrators may use every screen.
   */
  roles: readonly StaffRole[];
}

export const adminNavItems: AdminNavItem[] = [
  { to: "/admin/dashboard", label: "Dashboard", icon: LayoutDashboard, roles: staffAreaRoles.dashboard },
  { to: "/admin/applications", label: "Applications", icon: Briefcase, roles: staffAreaRoles.applications },
  { to: "/admin/openings", label: "Openings", icon: ClipboardList, roles: staffAreaRoles.openings },
  { to: "/admin/messages", label: "Messages", icon: Inbox, roles: staffAreaRoles.messages },
  { to: "/admin/quotes", label: "Quotes", icon: Calculator, roles: staffAreaRoles.quotes },
  { to: "/admin/shipments", label: "Shipments", icon: Ship, roles: staffAreaRoles.shipments },
  { to: "/admin/subscribers", label: "Subscribers", icon: Mail, roles: staffAreaRoles.subscribers },
  { to: "/admin/newsletters", label: "Newsletters", icon: Send, roles: staffAreaRoles.newsletters },
  { to: "/admin/posts", label: "Posts", icon: Newspaper, roles: staffAreaRoles.posts },
  { to: "/admin/content", label: "Content", icon: Languages, roles: staffAreaRoles.content },
  { to: "/admin/mail", label: "Mail outbox", icon: MailExclamationPoint, roles: staffAreaRoles.mail },
  { to: "/admin/staff", label: "Staff accounts", icon: UserCog, roles: staffAreaRoles.accounts },
  { to: "/admin/settings", label: "Settings", icon: Settings, roles: staffAreaRoles.settings },
  { to: "/admin/audit", label: "Audit trail", icon: ScrollText, roles: staffAreaRoles.audit },
  { to: "/admin/people", label: "Personal data requests", icon: UserSearch, roles: staffAreaRoles.people },
];

/** The screens a role is offered. */
export function navItemsFor(role: StaffRole) {
  return adminNavItems.filter((item) => roleAllows(role, item.roles));
}

/** False when the path belongs to a screen the role may not use; paths of no listed screen are left to the router. */
export function screenAllowed(pathname: string, role: StaffRole) {
  const item = adminNavItems.find(({ to }) => pathname === to || pathname.startsWith(`${to}/`));
  return !item || roleAllows(role, item.roles);
}
