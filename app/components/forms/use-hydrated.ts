import { useSyncExternalStore } from "react";

const subscribe = () => () => {};

/**
 * False in the server (or prerendered) HTML, true once React runs. Forms keep
 * their submit button disabled until then, so a click before hydration does
 * not post the visitor's details as a plain HTML form.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
