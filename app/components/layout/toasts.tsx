import { lazy, Suspense, useEffect, useState } from "react";
import { useTheme } from "./theme-toggle";

const Toaster = lazy(() => import("sonner").then((m) => ({ default: m.Toaster })));

/**
 * Spec 9: toasts top-right, rich colours, 4 s by default, at most 3 visible.
 * The toast library loads once the page is idle (or on the first toast), so
 * it never weighs on the first render.
 */
export function Toasts() {
  const { theme } = useTheme();
  const [ready, setReady] = useState(false);
  useEffect(() => {
    const start = () => setReady(true);
    const idle = window.requestIdleCallback?.(start, { timeout: 2000 });
    const timer = idle === undefined ? setTimeout(start, 1) : undefined;
    window.addEventListener("toast:needed", start, { once: true });
    return () => {
      if (idle !== undefined) window.cancelIdleCallback(idle);
      clearTimeout(timer);
      window.removeEventListener("toast:needed", start);
    };
  }, []);
  if (!ready) return null;
  return (
    <Suspense fallback={null}>
      <Toaster position="top-right" richColors closeButton duration={4000} visibleToasts={3} theme={theme} />
    </Suspense>
  );
}
