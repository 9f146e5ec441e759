/**
 * Writes public/media/icons.svg: one <symbol> per content icon (contracts/icons.ts),
 * drawn from lucide. Pages reference them with <use>, so content icons cost no JavaScript.
 * Run after changing the icon list: node --import tsx scripts/build-icon-sprite.tsx
 */
import { writeFileSync } from "node:fs";
import * as lucide from "lucide-react";
import { renderToStaticMarkup } from "react-dom/server";
import { iconNames } from "../contracts/icons";

const componentName = (name: string) =>
  name === "bar-chart" ? "BarChart3" : name.replace(/(^|-)(\w)/g, (_, __, c: string) => c.toUpperCase());

const symbols = iconNames.map((name) => {
  const Icon = (lucide as unknown as Record<string, lucide.LucideIcon>)[componentName(name)];
  if (!Icon) throw new Error(`lucide has no icon for ${name}`);
  const inner = renderToStaticMarkup(<Icon />)
    .replace(/^<svg[^>]*>/, "")
    .replace(/<\/svg>$/, "");
  return `<symbol id="${name}" viewBox="0 0 24 24">${inner}</symbol>`;
});

writeFileSync("public/media/icons.svg", `<svg xmlns="http://www.w3.org/2000/svg">${symbols.join("")}</svg>\n`);
console.log(`icons.svg: ${symbols.length} symbols`);
