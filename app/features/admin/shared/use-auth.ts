import { useSyncExternalStore } from "react";
import { authStore, type AuthState } from "./auth-store";

/** The session as React sees it: "restoring" on the server and during hydration, then the stored state. */
export function useAuth(): AuthState {
  return useSyncExternalStore(authStore.subscribe, authStore.getSnapshot, authStore.getServerSnapshot);
}
