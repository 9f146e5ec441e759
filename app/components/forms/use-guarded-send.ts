import { useRef, useState } from "react";
import { coolingDown, startCooldown } from "#app/lib/cooldown";
import { FORM_RATE_LIMIT_MS } from "#contracts/forms/limits";

/**
 * A form's sending rules (docs/product/product-spec.md §5): one request at a time, none within a minute of the
 * last success (kept under `cooldownKey`, across reloads), and `busy` while it runs.
 * `send` answers undefined when it did not send.
 */
export function useGuardedSend(cooldownKey: string, onCoolingDown: () => void) {
  const [busy, setBusy] = useState(false);
  // Two clicks in one frame both see busy === false; the ref does not.
  const sending = useRef(false);

  async function send<Outcome extends { ok: boolean }>(request: () => Promise<Outcome>): Promise<Outcome | undefined> {
    if (sending.current) return undefined;
    if (coolingDown(cooldownKey, FORM_RATE_LIMIT_MS)) {
      onCoolingDown();
      return undefined;
    }
    sending.current = true;
    setBusy(true);
    try {
      const outcome = await request();
      if (outcome.ok) startCooldown(cooldownKey);
      return outcome;
    } finally {
      sending.current = false;
      setBusy(false);
    }
  }

  return { busy, send };
}
