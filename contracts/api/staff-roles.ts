/**
 * Staff roles (issue 16): what each member of staff may do. Each staff route
 * declares the roles it allows (`config: { roles }`, server/modules/auth/require-role.ts);
 * `admin` is allowed everywhere, and a route that declares nothing is admin-only.
 * The screens use the same declarations through `staffScreens` so a role is not
 * offered a screen whose calls would answer 403.
 */
import { z } from "zod/mini";

export const staffRoles = ["admin", "recruiter", "sales", "editor"] as const;
export const StaffRoleSchema = z.enum(staffRoles, { error: "Unknown role" });
export type StaffRole = z.infer<typeof StaffRoleSchema>;

/** Every role: for what any signed-in member of staff may call (their own session, the dashboard's counts). */
export const everyStaffRole: readonly StaffRole[] = staffRoles;

export const staffRoleLabels: Record<StaffRole, string> = {
  admin: "Administrator",
  recruiter: "Recruiter",
  sales: "Sales",
  editor: "Editor",
};

/** True when `role` may use something that allows `allowed`; an administrator may use everything. */
export function roleAllows(role: StaffRole, allowed: readonly StaffRole[]) {
  return role === "admin" || allowed.includes(role);
}
