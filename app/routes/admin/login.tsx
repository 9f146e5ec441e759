import { useEffect } from "react";
import { useNavigate, useSearchParams } from "react-router";
import { adminMeta } from "#app/features/admin/shared/admin-meta";
import { SecondFactorForm } from "#app/features/admin/settings/second-factor-form";
import { SignInForm } from "#app/features/admin/sign-in/sign-in-form";
import { SignedOutFrame } from "#app/features/admin/sign-in/signed-out-frame";
import { safeNext } from "#app/features/admin/sign-in/safe-next";
import { useAuth } from "#app/features/admin/shared/use-auth";
import { site } from "#app/content/site";
import { staffMessages } from "#contracts/api/auth";

export const meta = () => adminMeta("Sign in");

export default function AdminLogin() {
  const { status, reason, challenge } = useAuth();
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const next = safeNext(params.get("next"));

  useEffect(() => {
    if (status === "signed-in") navigate(next, { replace: true });
  }, [status, next, navigate]);

  const notice = reason === "expired" ? staffMessages.sessionExpired : params.has("next") ? staffMessages.notSignedIn : undefined;

  return (
    <SignedOutFrame title="Staff sign-in">
      <p className="mt-1 mb-6 text-sm text-muted-foreground">
        For {site.shortName} staff only. Sign in to manage applications, messages and posts.
      </p>
      {challenge ? <SecondFactorForm /> : <SignInForm notice={notice} link={params.get("link") ?? undefined} />}
    </SignedOutFrame>
  );
}
