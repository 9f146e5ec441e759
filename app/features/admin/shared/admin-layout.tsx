import { LogOut, Menu, X } from "lucide-react";
import { useEffect, useRef, useState, type ReactNode } from "react";
import { Link, NavLink, useLocation } from "react-router";
import { Logo } from "#app/components/layout/logo";
import { ThemeToggle } from "#app/components/layout/theme-toggle";
import { Button } from "#app/components/ui/button";
import { cn } from "#app/lib/cn";
import { notify } from "#app/lib/notify";
import { useEscapeToClose } from "#app/lib/use-escape-to-close";
import type { StaffUser } from "#contracts/api/auth";
import { authStore } from "./auth-store";
import { navItemsFor } from "./nav-items";

function NavList({ role, onNavigate }: { role: StaffUser["role"]; onNavigate?: () => void }) {
  return (
    <ul className="grid gap-1">
      {navItemsFor(role).map(({ to, label, icon: Icon }) => (
        <li key={to}>
          <NavLink
            to={to}
            onClick={onNavigate}
            className={({ isActive }) =>
              cn(
                "flex items-center gap-3 rounded-md px-3 py-2.5 text-sm font-medium transition-colors",
                isActive ? "bg-primary text-primary-foreground" : "text-foreground hover:bg-muted",
              )
            }
          >
            <Icon aria-hidden="true" className="size-4 shrink-0" />
            {label}
          </NavLink>
        </li>
      ))}
    </ul>
  );
}

function SignOutButton() {
  const [busy, setBusy] = useState(false);
  const signOut = async () => {
    setBusy(true);
    await authStore.logout();
    void notify("success", "Signed out");
  };
  return (
    <Button type="button" variant="outline" size="sm" onClick={signOut} disabled={busy}>
      <LogOut aria-hidden="true" />
      {busy ? "Signing out…" : "Sign out"}
    </Button>
  );
}

/**
 * The staff area's own frame: side navigation on wide screens, a menu button
 * on narrow ones, and on every screen who is signed in, the theme and 'Sign out'.
 */
export function AdminLayout({ user, children }: { user: StaffUser; children: ReactNode }) {
  const { pathname } = useLocation();
  const [menuOpen, setMenuOpen] = useState(false);
  const [menuPath, setMenuPath] = useState(pathname);
  const menuButton = useRef<HTMLButtonElement>(null);
  const main = useRef<HTMLElement>(null);
  const firstPath = useRef(pathname);

  // Another screen closes the menu, in the same render rather than one painted later with the menu still open.
  if (menuPath !== pathname) {
    setMenuPath(pathname);
    setMenuOpen(false);
  }

  // After a client-side navigation, move focus to the new screen so screen readers start there.
  useEffect(() => {
    if (pathname === firstPath.current) return;
    firstPath.current = pathname;
    main.current?.focus({ preventScroll: true });
  }, [pathname]);

  useEscapeToClose(menuOpen, () => setMenuOpen(false), menuButton);

  return (
    <div className="min-h-dvh bg-background text-foreground lg:grid lg:grid-cols-[15rem_minmax(0,1fr)]">
      <a
        href="#admin-main"
        className="sr-only z-[70] rounded-md bg-card px-4 py-2 text-foreground focus:not-sr-only focus:fixed focus:start-4 focus:top-4"
      >
        Skip to main content
      </a>
      <aside className="sticky top-0 hidden h-dvh flex-col gap-6 border-e border-border bg-card px-3 py-5 lg:flex">
        <Link to="/admin/dashboard" className="flex h-9 items-center px-2" aria-label="Staff area home">
          <Logo className="h-8" eager />
        </Link>
        <nav aria-label="Staff area">
          <NavList role={user.role} />
        </nav>
        <Link to="/" className="mt-auto rounded-sm px-3 text-sm text-muted-foreground underline-offset-4 hover:underline">
          View the public site
        </Link>
      </aside>
      <div className="flex min-h-dvh min-w-0 flex-col">
        <header className="sticky top-0 z-40 border-b border-border bg-card/95 backdrop-blur">
          <div className="flex h-16 items-center gap-2 px-4 sm:px-6">
            <button
              ref={menuButton}
              type="button"
              className="inline-flex size-10 items-center justify-center rounded-md hover:bg-muted lg:hidden"
              aria-expanded={menuOpen}
              aria-controls="admin-mobile-nav"
              aria-label={menuOpen ? "Close menu" : "Open menu"}
              onClick={() => setMenuOpen((open) => !open)}
            >
              {menuOpen ? <X aria-hidden="true" className="size-6" /> : <Menu aria-hidden="true" className="size-6" />}
            </button>
            <Link to="/admin/dashboard" className="flex h-8 items-center lg:hidden" aria-label="Staff area home">
              <Logo className="h-7" eager />
            </Link>
            <div className="ms-auto flex min-w-0 items-center gap-2">
              <p className="hidden min-w-0 truncate text-sm text-muted-foreground sm:block" title={user.email}>
                <span className="sr-only">Signed in as </span>
                <span data-testid="admin-user-email">{user.email}</span>
              </p>
              <ThemeToggle />
              <SignOutButton />
            </div>
          </div>
          <nav
            id="admin-mobile-nav"
            hidden={!menuOpen}
            aria-label="Staff area"
            className="max-h-[calc(100dvh-4rem)] overflow-y-auto border-t border-border px-4 py-3 lg:hidden"
          >
            <p className="mb-2 truncate px-3 text-sm text-muted-foreground sm:hidden">Signed in as {user.email}</p>
            <NavList role={user.role} onNavigate={() => setMenuOpen(false)} />
          </nav>
        </header>
        <main
          id="admin-main"
          ref={main}
          tabIndex={-1}
          className="mx-auto w-full max-w-6xl flex-1 px-4 py-6 outline-none sm:px-6 lg:px-8 lg:py-8"
        >
          {children}
        </main>
      </div>
    </div>
  );
}
