import { createElement, type SVGProps } from "react";

/** One lucide icon's drawing: its elements and their attributes (lucide-react's `__iconData.node`). */
export type IconNode = readonly (readonly [string, Readonly<Record<string, string>>])[];

export type IconProps = SVGProps<SVGSVGElement>;

/**
 * A lucide icon as a plain component: `import { Mail } from "lucide-react"` in app/ becomes
 * `const Mail = lucideIcon([...])` at build time (scripts/vite-lucide-icons.ts), so a page carries only
 * the drawings it uses, inline in its own chunk, and this function instead of lucide's component
 * factory, context and attribute builder. Like lucide's, the icon is hidden from assistive technology
 * unless it is given a name (an aria- attribute, a role or a title).
 */
export function lucideIcon(node: IconNode) {
  return function LucideIcon(props: IconProps) {
    const named = Object.keys(props).some((key) => key.startsWith("aria-") || key === "role" || key === "title");
    return createElement(
      "svg",
      {
        xmlns: "http://www.w3.org/2000/svg",
        width: 24,
        height: 24,
        viewBox: "0 0 24 24",
        fill: "none",
        stroke: "currentColor",
        strokeWidth: 2,
        strokeLinecap: "round",
        strokeLinejoin: "round",
        "aria-hidden": named ? undefined : true,
        ...props,
      },
      ...node.map(([tag, attributes]) => createElement(tag, attributes)),
    );
  };
}
