import { QueryClientProvider } from "@tanstack/react-query";
import { useEffect, useState } from "react";
import { isRouteErrorResponse, Link, Outlet } from "react-router";
import { Button } from "#app/components/ui/button";
import { adminMeta } from "#app/features/admin/shared/admin-meta";
import { shouldRetry } from "#app/features/admin/shared/api-client";
import { authStore } from "#app/features/admin/shared/auth-store";
import { useAuth } from "#app/features/admin/shared/use-auth";
import { createQueryClient } from "#app/lib/query-client";
import type { Route } from "./+types/root";

export const meta = () => adminMeta("Staff area");

/** Staff data goes stale fast (new applications arrive); the 5-minute cache lifetime of docs/product/product-spec.md §7 stays. */
function createAdminQueryClient() {
  const client = createQueryClient();
  const queries = client.getDefaultOptions().queries;
  client.setDefaultOptions({ queries: { ...queries, staleTime: 30_000, retry: shouldRetry }, mutations: { retry: false } });
  return client;
}

let verified = false;

/** Providers of the staff area only: the public pages never load the query library. */
export default function AdminRoot() {
  const [client] = useState(createAdminQueryClient);
  const { status } = useAuth();

  useEffect(() => {
    // On start, a stored token the server no longer accepts is dropped at once.
    if (!verified) {
      verified = true;
      void authStore.verify();
    }
    const onStorage = (event: StorageEvent) => authStore.syncFromStorage(event);
    window.addEventListener("storage", onStorage);
    return () => window.removeEventListener("storage", onStorage);
  }, []);

  useEffect(() => {
    if (status === "signed-out") client.clear();
  }, [status, client]);

  return (
    <QueryClientProvider client={client}>
      <Outlet />
    </QueryClientProvider>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  return (
    <main className="flex min-h-dvh items-center justify-center bg-background px-4 text-center text-foreground">
      <div className="max-w-md">
        <h1 className="text-2xl font-bold">{notFound ? "Page not found" : "Something went wrong"}</h1>
        <p className="mt-2 text-muted-foreground">
          {notFound ? "This staff page does not exist." : "The staff area hit an unexpected error. Please reload the page."}
        </p>
        <Button asChild className="mt-6">
          <Link to="/admin/dashboard">Go to the dashboard</Link>
        </Button>
      </div>
    </main>
  );
}
