import { redirect } from "react-router";
import { adminMeta } from "#app/features/admin/shared/admin-meta";

export const meta = () => adminMeta("Staff area");

/** /admin opens the dashboard; its guard sends a signed-out visitor on to the sign-in page. */
export function loader() {
  return redirect("/admin/dashboard");
}

export default function AdminIndex() {
  return null;
}
