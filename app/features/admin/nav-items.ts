import {
  Briefcase,
  Calculator,
  ClipboardList,
  Inbox,
  LayoutDashboard,
  Mail,
  MailExclamationPoint,
  Newspaper,
  ScrollText,
  Settings,
  UserCog,
  UserSearch,
  type LucideIcon,
} from "lucide-react";
import { roleAllows, type StaffRole } from "#contracts/api/staff-roles";

export interface AdminNavItem {
  to: string;
  label: string;
  icon: LucideIcon;
  /**
   * Who may use the screen: the roles its API routes declare (server/modules/auth/require-role.ts,
   * docs/decisions/020-staff-roles.md), so a role is not offered a screen whose calls answer 403.
   * Administrators may use every screen.
   */
  roles: readonly StaffRole[];
}

export const adminNavItems: AdminNavItem[] = [
  { to: "/admin/dashboard", label: "Dashboard", icon: LayoutDashboard, roles: ["recruiter", "sales", "editor"] },
  { to: "/admin/applications", label: "Applications", icon: Briefcase, roles: ["recruiter"] },
  { to: "/admin/openings", label: "Openings", icon: ClipboardList, roles: ["recruiter"] },
  { to: "/admin/messages", label: "Messages", icon: Inbox, roles: ["sales"] },
  { to: "/admin/quotes", label: "Quotes", icon: Calculator, roles: ["sales"] },
  { to: "/admin/subscribers", label: "Subscribers", icon: Mail, roles: [] },
  { to: "/admin/posts", label: "Posts", icon: Newspaper, roles: ["editor"] },
  { to: "/admin/mail", label: "Mail outbox", icon: MailExclamationPoint, roles: [] },
  { to: "/admin/staff", label: "Staff accounts", icon: UserCog, roles: [] },
  // Every role sets up its own second factor here; retention and the requirement are for administrators.
  { to: "/admin/settings", label: "Settings", icon: Settings, roles: ["recruiter", "sales", "editor"] },
  { to: "/admin/audit", label: "Audit trail", icon: ScrollText, roles: [] },
  { to: "/admin/people", label: "Personal data requests", icon: UserSearch, roles: [] },
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
