import { useEffect } from "react";
import { Outlet, useLocation, useNavigate } from "react-router";
import { AdminLayout } from "#app/features/admin/components/admin-layout";
import { LoadingScreen } from "#app/features/admin/components/query-state";
import { useAuth } from "#app/features/admin/use-auth";

/**
 * The guard of every staff screen but sign-in. The server cannot see the
 * session (it lives in localStorage), so it renders only the loading state;
 * in the browser a signed-out visitor goes to /admin/login, with ?next= to
 * come back unless they signed out on purpose.
 */
export default function StaffShell() {
  const { status, user, reason } = useAuth();
  const navigate = useNavigate();
  const location = useLocation();

  useEffect(() => {
    if (status !== "signed-out") return;
    const here = `${location.pathname}${location.search}`;
    navigate(reason === "logout" ? "/admin/login" : `/admin/login?next=${encodeURIComponent(here)}`, { replace: true });
  }, [status, reason, navigate, location.pathname, location.search]);

  if (status !== "signed-in" || !user) return <LoadingScreen />;
  return (
    <AdminLayout user={user}>
      <Outlet />
    </AdminLayout>
  );
}
