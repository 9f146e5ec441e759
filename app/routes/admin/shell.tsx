import { useEffect } from "react";
import { Link, Outlet, useLocation, useNavigate } from "react-router";
import { AdminLayout } from "#app/features/admin/shared/admin-layout";
import { LoadingScreen } from "#app/features/admin/shared/query-state";
import { screenAllowed } from "#app/features/admin/shared/nav-items";
import { useAuth } from "#app/features/admin/shared/use-auth";
import { PageHeader } from "#app/features/admin/shared/page-header";

const secondFactorSetupPath = "/admin/settings";

/**
 * The guard of every staff screen but sign-in. The server cannot see the
 * session (it lives in localStorage), so it renders only the loading state;
 * in the browser a signed-out visitor goes to /admin/login, with ?next= to
 * come back unless they signed out on purpose. A screen the account's role
 * may not use (docs/decisions/020-staff-roles.md) says so instead of
 * calling an API that would answer 403. An account that must set up its
 * second factor is kept to Settings until it has.
 */
export default function StaffShell() {
  const { status, user, reason, secondFactorSetupRequired } = useAuth();
  const navigate = useNavigate();
  const location = useLocation();

  useEffect(() => {
    if (status !== "signed-out") return;
    const here = `${location.pathname}${location.search}`;
    navigate(reason === "logout" ? "/admin/login" : `/admin/login?next=${encodeURIComponent(here)}`, { replace: true });
  }, [status, reason, navigate, location.pathname, location.search]);

  // Everyone must have a second factor and this account has none: Settings, where it is set up, is the one
  // screen whose calls the server answers (decision 023).
  const mustSetUp = status === "signed-in" && secondFactorSetupRequired && location.pathname !== secondFactorSetupPath;
  useEffect(() => {
    if (mustSetUp) navigate(secondFactorSetupPath, { replace: true });
  }, [mustSetUp, navigate]);

  if (status !== "signed-in" || !user || mustSetUp) return <LoadingScreen />;
  return (
    <AdminLayout user={user}>
      {screenAllowed(location.pathname, user.role) ? (
        <Outlet />
      ) : (
        <>
          <PageHeader title="Not available" description="Your role does not give access to this screen." />
          <Link to="/admin/dashboard" className="text-primary underline underline-offset-4">
            Back to the dashboard
          </Link>
        </>
      )}
    </AdminLayout>
  );
}
