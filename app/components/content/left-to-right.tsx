import type { ReactNode } from "react";

/**
 * A phone number, e-mail address or code inside running text: `dir="ltr"` isolates it, so Arabic
 * text around it cannot reorder its digits or symbols, and `nowrap` keeps a phone number on one
 * line. E-mail addresses may still break (long ones overflow narrow cards otherwise).
 */
export function LeftToRight({ children, wrap = false }: { children: ReactNode; wrap?: boolean }) {
  return (
    <span dir="ltr" className={wrap ? undefined : "whitespace-nowrap"}>
      {children}
    </span>
  );
}
