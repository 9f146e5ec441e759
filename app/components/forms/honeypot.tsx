import type { ComponentProps } from "react";
import { HONEYPOT_FIELD } from "#contracts/forms/limits";

/**
 * A field people never see or reach (off-screen, out of the tab order, hidden
 * from assistive technology) but form-filling bots do. The server quietly
 * drops any submission that fills it.
 */
export function Honeypot({ label, ...props }: Omit<ComponentProps<"input">, "name" | "type"> & { label: string }) {
  const id = `${props.id ?? "form"}-${HONEYPOT_FIELD}`;
  return (
    <div aria-hidden="true" className="pointer-events-none absolute -start-[10000px] top-auto size-px overflow-hidden">
      <label htmlFor={id}>{label}</label>
      <input {...props} id={id} type="text" name={HONEYPOT_FIELD} tabIndex={-1} autoComplete="off" defaultValue="" />
    </div>
  );
}
