import { useEffect, useRef } from "react";
import { useBlocker } from "react-router";

/**
 * Keeps an editor's unsaved changes: the browser asks before a reload or close, and `blocker` (shown
 * with components/leave-dialog.tsx) before in-app navigation. Set `leavingRef.current` once a save makes
 * the form clean and the editor navigates on its own (a new record's first save).
 */
export function useUnsavedGuard(isDirty: boolean) {
  const leavingRef = useRef(false);
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) => isDirty && !leavingRef.current && currentLocation.pathname !== nextLocation.pathname,
  );
  useEffect(() => {
    if (!isDirty) return;
    const warn = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener("beforeunload", warn);
    return () => window.removeEventListener("beforeunload", warn);
  }, [isDirty]);
  return { blocker, leavingRef };
}
