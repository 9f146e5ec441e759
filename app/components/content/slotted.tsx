import { Fragment, type ReactNode } from "react";

/**
 * A sentence from the copy with an element in it: `{slot}` in `template` ("Through {link}.") is where
 * `children` goes, so the translated sentence keeps its own word order around the link or date.
 */
export function Slotted({ template, slot, children }: { template: string; slot: string; children: ReactNode }) {
  const marker = `{${slot}}`;
  const at = template.indexOf(marker);
  if (at < 0) return <>{template}</>;
  return (
    <Fragment>
      {template.slice(0, at)}
      {children}
      {template.slice(at + marker.length)}
    </Fragment>
  );
}
