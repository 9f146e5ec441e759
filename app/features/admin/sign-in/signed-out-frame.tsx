import type { ReactNode } from "react";
import { Link } from "react-router";
import { Logo } from "#app/components/layout/logo";
import { ThemeToggle } from "#app/components/layout/theme-toggle";

/** The frame of the staff pages used before signing in (sign-in, accepting an invitation): logo, theme and one card. */
export function SignedOutFrame({ title, children }: { title: string; children: ReactNode }) {
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
          <h1 className="text-2xl font-bold tracking-tight">{title}</h1>
          {children}
        </div>
      </main>
    </div>
  );
}
