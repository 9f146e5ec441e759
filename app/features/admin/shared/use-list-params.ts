import { useCallback, useEffect, useRef } from "react";
import { useLocation, useNavigation, useSearchParams } from "react-router";

type Change = Record<string, string | number | null | undefined>;

/**
 * A list screen's page, search and filters live in the URL, so reload, back
 * and a shared link all show the same rows. Values outside `allowed` are
 * ignored rather than sent to the server.
 */
export function useListParams<F extends string>(allowed: { [K in F]: readonly string[] }, dateNames: readonly string[] = []) {
  const [params, setParams] = useSearchParams();
  const { pathname } = useLocation();
  const navigation = useNavigation();
  // True while the staff member is already on their way to another screen (a clicked row).
  const leaving = useRef(false);
  useEffect(() => {
    leaving.current = navigation.state !== "idle" && navigation.location?.pathname !== pathname;
  }, [navigation.state, navigation.location, pathname]);
  const page = Math.max(1, Math.floor(Number(params.get("page"))) || 1);
  const q = params.get("q") ?? "";
  const filters = {} as { [K in F]: string | undefined };
  for (const name of Object.keys(allowed) as F[]) {
    const value = params.get(name);
    filters[name] = value !== null && allowed[name].includes(value) ? value : undefined;
  }
  // Whole days (YYYY-MM-DD) such as a date range's bounds; anything else is ignored.
  const dates: Record<string, string | undefined> = {};
  for (const name of dateNames) {
    const value = params.get(name);
    dates[name] = value !== null && /^\d{4}-\d{2}-\d{2}$/.test(value) ? value : undefined;
  }
  // The URL the last change asked for. React Router's functional update reads the URL of the last render, so a
  // second change made while the first one's rows load (two filters chosen quickly) would drop the first.
  const latest = useRef(params);
  useEffect(() => {
    latest.current = params;
  }, [params]);
  const update = useCallback(
    (changes: Change) => {
      // A search that settles after a click must not pull the visitor back to the list.
      if (leaving.current) return;
      const next = new URLSearchParams(latest.current);
      for (const [key, value] of Object.entries(changes)) {
        if (value === undefined || value === null || value === "" || (key === "page" && value === 1)) next.delete(key);
        else next.set(key, String(value));
      }
      // A new search or filter starts from the first page.
      if (!("page" in changes)) next.delete("page");
      latest.current = next;
      setParams(next, { preventScrollReset: true });
    },
    [setParams],
  );
  return { page, q, filters, dates, update };
}
