// Storage can throw (private mode, blocked cookies); a preference is never worth a crash.

type Area = "local" | "session";

function area(which: Area): Storage | null {
  try {
    return which === "local" ? window.localStorage : window.sessionStorage;
  } catch {
    return null;
  }
}

export function readStored(key: string, which: Area = "local"): string | null {
  try {
    return area(which)?.getItem(key) ?? null;
  } catch {
    return null;
  }
}

export function writeStored(key: string, value: string, which: Area = "local"): void {
  try {
    area(which)?.setItem(key, value);
  } catch {
    /* not kept; the page still works */
  }
}

export function removeStored(key: string, which: Area = "local"): void {
  try {
    area(which)?.removeItem(key);
  } catch {
    /* nothing to remove */
  }
}
