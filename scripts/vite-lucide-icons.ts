/**
 * A Vite plugin: `import { Mail, X as Close } from "lucide-react"` in app/ becomes
 * `const Mail = lucideIcon([...drawing...])` (app/components/ui/icon.tsx). Each chunk carries only the
 * drawings it uses, inline (an icon of its own would be a chunk of its own, about 250 bytes of first-render
 * JavaScript each), and lucide's component factory, context and attribute builder never ship
 * (issue 18, docs/performance.md). Type-only imports (`type LucideIcon`) are left to TypeScript.
 */
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import type { Plugin } from "vite";

const require = createRequire(import.meta.url);
const esmDir = path.join(path.dirname(require.resolve("lucide-react/package.json")), "dist", "esm");

let exportFiles: Map<string, string> | undefined;

/** Every name lucide-react exports (aliases included) → the file of its icon, read from its index. */
function iconFileOf(name: string): string {
  exportFiles ??= new Map(
    [
      ...readFileSync(path.join(esmDir, "lucide-react.mjs"), "utf8").matchAll(/export \{([^}]*)\} from '\.\/icons\/([\w-]+)\.mjs'/g),
    ].flatMap(([, names, file]) => names!.split(",").map((entry) => [entry.trim().replace(/^default as /, ""), file!] as const)),
  );
  const file = exportFiles.get(name);
  if (!file) throw new Error(`lucide-react has no icon ${name}`);
  return file;
}

/** The icon's elements as a JavaScript literal, without lucide's React keys (the elements are static children). */
function drawingOf(file: string): string {
  const source = readFileSync(path.join(esmDir, "icons", `${file}.mjs`), "utf8");
  const literal = /const __iconData = (\{[\s\S]*?\n\});/.exec(source)?.[1];
  const data = literal && (new Function(`return ${literal}`)() as { size?: number; node: [string, Record<string, string>][] });
  // The component draws in lucide's 24 × 24 box.
  if (!data || data.size !== 24) throw new Error(`no 24 × 24 drawing in lucide-react's ${file}.mjs`);
  const elements = data.node;
  return JSON.stringify(elements.map(([tag, { key: _key, ...attributes }]) => [tag, attributes]));
}

const lucideImport = /^import\s*\{([^}]*)\}\s*from\s*["']lucide-react["'];?[ \t]*$/gm;

export function lucideIcons(): Plugin {
  return {
    name: "lucide-icons",
    enforce: "pre",
    transform: {
      filter: { id: /\/app\/[^?]*\.tsx?(\?|$)/, code: "lucide-react" },
      handler(code) {
        let helperImported = false;
        const result = code.replace(lucideImport, (statement, specifiers: string) => {
          const names = specifiers
            .split(",")
            .map((specifier) => specifier.trim())
            .filter(Boolean);
          const types = names.filter((name) => name.startsWith("type "));
          const icons = names
            .filter((name) => !name.startsWith("type "))
            .map((name) => {
              const [imported, local = imported] = name.split(/\s+as\s+/) as [string, string?];
              return `const ${local} = /* @__PURE__ */ __lucideIcon(${drawingOf(iconFileOf(imported))});`;
            });
          const helper = icons.length && !helperImported ? [`import { lucideIcon as __lucideIcon } from "#app/components/ui/icon";`] : [];
          helperImported ||= icons.length > 0;
          return (
            [
              // Erased entirely, where `import { type X }` would leave an import of the package behind.
              ...(types.length
                ? [`import type { ${types.map((name) => name.slice("type ".length)).join(", ")} } from "lucide-react";`]
                : []),
              ...helper,
              ...icons,
            ]
              .join(" ")
              // As many lines as the import had, so the module's other lines stay where they were.
              .concat("\n".repeat(statement.split("\n").length - 1))
          );
        });
        // Lines stay where they were (above), so the source map needs no change.
        return result === code ? undefined : { code: result, map: null };
      },
    },
  };
}
