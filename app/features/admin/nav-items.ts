import { Briefcase, Inbox, LayoutDashboard, Mail, MailExclamationPoint, Newspaper, Settings, type LucideIcon } from "lucide-react";

export interface AdminNavItem {
  to: string;
  label: string;
  icon: LucideIcon;
}

export const adminNavItems: AdminNavItem[] = [
  { to: "/admin/dashboard", label: "Dashboard", icon: LayoutDashboard },
  { to: "/admin/applications", label: "Applications", icon: Briefcase },
  { to: "/admin/messages", label: "Messages", icon: Inbox },
  { to: "/admin/subscribers", label: "Subscribers", icon: Mail },
  { to: "/admin/posts", label: "Posts", icon: Newspaper },
  { to: "/admin/mail", label: "Mail outbox", icon: MailExclamationPoint },
  { to: "/admin/settings", label: "Settings", icon: Settings },
];
