import { createContext, useContext } from "react";

/** The CSP nonce of a server-rendered request; undefined in the browser and when prerendering. */
export const NonceContext = createContext<string | undefined>(undefined);

export function useNonce() {
  return useContext(NonceContext);
}
