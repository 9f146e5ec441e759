import { useEffect } from "react";
import { Link, useNavigate, useSearchParams } from "react-router";
import { Logo } from "#app/components/layout/logo";
import { ThemeToggle } from "#app/components/layout/theme-toggle";
import { adminMeta } from "#app/features/admin/admin-meta";
import { SignInForm } from "#app/features/admin/components/sign-in-form";
import { safeNext } from "#app/features/admin/safe-next";
import { useAuth } from "#app/features/admin/use-auth";
import { site } from "#app/content/site";
import { staffMessages } from "#contracts/api/auth";

export const meta = () => adminMeta("Sign in");

export default function AdminLogin() {
  const { status, reason } = useAuth();
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const next = safeNext(params.get("next"));

  useEffect(() => {
    if (status === "signed-in") navigate(next, { replace: true });
  }, [status, next, navigate]);

  const notice = reason === "expired" ? staffMessages.sessionExpired : params.has("next") ? staffMessages.notSignedIn : undefined;

  return (
    <div className="flex min-h-dvh flex-col bg-background text-foreground">
      <header className="flex items-center justify-between px-4 py-4 sm:px-6">
        <Link to="/" className="flex h-9 items-center" aria-label="Back to the public website">
          <Logo className="h-9" eager />
        </Link>
        <ThemeToggle />
      </header>
      <main id="admin-main" className="flex flex-1 items-start justify-center px-4 pt-8 pb-16 sm:items-center sm:pt-0">
        <div className="w-full max-w-sm rounded-lg border border-border bg-card p-6 shadow-sm sm:p-8">
          <h1 className="text-2xl font-bold tracking-tight">Staff sign-in</h1>
          <p className="mt-1 mb-6 text-sm text-muted-foreground">
            For {site.shortName} staff only. Sign in to manage applications, messages and posts.
          </p>
          <SignInForm notice={notice} />
        </div>
      </main>
    </div>
  );
}
