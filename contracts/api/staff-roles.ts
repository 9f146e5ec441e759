/**
 * Staff roles (issue 16): what each member of staff may do. Each staff route
 * declares the roles it allows (`config: { roles }`, server/modules/auth/require-role.ts),
 * taken from its area's entry in `staffAreaRoles` below; `admin` is allowed everywhere,
 * and a route that declares nothing is refused to every other role (and fails the guard test).
 * The staff navigation (app/features/admin/nav-items.ts) reads the same entries, so a role is
 * not offered a screen whose calls would answer 403.
 */
import { z } from "zod/mini";

export const staffRoles = ["admin", "recruiter", "sales", "editor", "operations", "translator"] as const;
export const StaffRoleSchema = z.enum(staffRoles, { error: "Unknown role" });
export type StaffRole = z.infer<typeof StaffRoleSchema>;

/** Every role: for what any signed-in member of staff may call (their own session, the dashboard's counts). */
export const everyStaffRole: readonly StaffRole[] = staffRoles;

export const staffRoleLabels: Record<StaffRole, string> = {
  admin: "Administrator",
  recruiter: "Recruiter",
  sales: "Sales",
  editor: "Editor",
  operations: "Operations",
  translator: "Translator",
};

/** True when `role` may use something that allows `allowed`; an administrator may use everything. */
export function roleAllows(role: StaffRole, allowed: readonly StaffRole[]) {
  return role === "admin" || allowed.includes(role);
}

/**
 * Administrators only. An administrator is allowed everywhere (`roleAllows`), so no other role is named: the one way
 * "admin only" is written (issue 29).
 */
export const adminOnly: readonly StaffRole[] = [];

/**
 * Who works in each staff area (decision 020), declared once: every route of the area declares these roles
 * (`config: { roles }`), the staff navigation offers the area's screen to them, and the dashboard counts the area's
 * records for them (`statsSectionRoles`). server/modules/staff/staff-guard.test.ts checks the routes against it.
 */
export const staffAreaRoles = {
  dashboard: everyStaffRole,
  applications: ["recruiter"],
  openings: ["recruiter"],
  messages: ["sales"],
  quotes: ["sales"],
  subscribers: adminOnly,
  posts: ["editor"],
  /** Newsletter campaigns (issue 32): compose, preview, test, send, report. */
  newsletters: ["editor"],
  mail: adminOnly,
  accounts: adminOnly,
  /** Every role sets up its own second factor here; the retention setting and the requirement for all are `adminOnly`. */
  settings: everyStaffRole,
  audit: adminOnly,
  people: adminOnly,
  /** Shipments and their tracking (issue 31): milestones, exceptions, documents. */
  shipments: ["operations"],
  /**
   * The site's words (issue 30): editors change every page's words in every language and publish them; a translator
   * works only on the languages assigned to the account, never on English or structure.
   */
  content: ["editor", "translator"],
  /** The site's own images (issue 30): uploaded for blog posts and pages, re-encoded, served from this origin. */
  images: ["editor"],
} as const satisfies Record<string, readonly StaffRole[]>;
export type StaffArea = keyof typeof staffAreaRoles;
