import { lazy, Suspense, useEffect, useState } from "react";
import { onToasterMounted } from "#app/lib/notify";
import { useTheme } from "./theme-toggle";

const Toaster = lazy(() => import("sonner").then((m) => ({ default: m.Toaster })));

/**
 * docs/product/product-spec.md §9: toasts top-right, rich colours, 4 s by default, at most 3 visible.
 * Every toast answers something a visitor sent, so the library loads when a
 * form first takes focus (or a toast is asked for), never during the page
 * load: it injects its own stylesheet, which makes the browser restyle the
 * whole page, and most visits never send anything.
 */
export function Toasts() {
  const { theme } = useTheme();
  const [needed, setNeeded] = useState(false);
  useEffect(() => {
    const start = () => setNeeded(true);
    const onFocus = (event: FocusEvent) => {
      if (event.target instanceof Element && event.target.closest("form")) start();
    };
    window.addEventListener("toast:needed", start, { once: true });
    document.addEventListener("focusin", onFocus);
    return () => {
      window.removeEventListener("toast:needed", start);
      document.removeEventListener("focusin", onFocus);
    };
  }, []);
  if (!needed) return null;
  return (
    <Suspense fallback={null}>
      <Toaster position="top-right" richColors closeButton duration={4000} visibleToasts={3} theme={theme} />
      <ToasterMounted />
    </Suspense>
  );
}

/** Rendered after the toaster, so its effect runs once the toaster has subscribed to new toasts. */
function ToasterMounted() {
  useEffect(onToasterMounted, []);
  return null;
}
