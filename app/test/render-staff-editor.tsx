import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import type { ReactNode } from "react";
import { createMemoryRouter, RouterProvider } from "react-router";
import { vi } from "vitest";
import { Toasts } from "#app/components/layout/toasts";

/**
 * Renders a staff editor (`editor` given its onSaved and onReload spies) as its page does: in a data router
 * (useBlocker needs one; MemoryRouter is not), with a query client that does not retry, beside the toaster.
 */
export function renderStaffEditor<R>(
  editor: (props: { onSaved: (record: R, created: boolean) => void; onReload: () => Promise<R | undefined> }) => ReactNode,
  userOptions: Parameters<typeof userEvent.setup>[0] = {},
) {
  const user = userEvent.setup({ delay: null, ...userOptions });
  const onSaved = vi.fn<(record: R, created: boolean) => void>();
  const onReload = vi.fn<() => Promise<R | undefined>>();
  const client = new QueryClient({ defaultOptions: { mutations: { retry: false }, queries: { retry: false } } });
  const router = createMemoryRouter([{ path: "/", element: editor({ onSaved, onReload }) }]);
  render(
    <QueryClientProvider client={client}>
      <RouterProvider router={router} />
      <Toasts />
    </QueryClientProvider>,
  );
  return { user, onSaved, onReload, field: (label: string) => screen.getByLabelText(label) };
}
