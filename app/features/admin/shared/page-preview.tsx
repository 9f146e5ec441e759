import { useId } from "react";
import { previewThemes, type PreviewTheme } from "#contracts/api/content-preview";

/**
 * What the staff's previews of public pages share (issue 30): the Content area's page preview and the post editor's.
 * The page's HTML comes without scripts, fetched with the staff session (it holds what is not yet public), and is
 * shown in a sandboxed frame: its styles and images apply, nothing in it runs (no `allow-scripts`).
 */

/** Light or dark, as the page's own theme switch would set it. */
export function ThemeChoice({ value, onChange }: { value: PreviewTheme; onChange: (theme: PreviewTheme) => void }) {
  const id = useId();
  return (
    <fieldset className="flex flex-wrap items-center gap-3 text-sm">
      <legend className="mb-1.5 text-sm font-medium">Colours</legend>
      {previewThemes.map((option) => (
        <label key={option} className="inline-flex items-center gap-1.5">
          <input type="radio" name={`${id}-theme`} value={option} checked={value === option} onChange={() => onChange(option)} />
          {option === "light" ? "Light" : "Dark"}
        </label>
      ))}
    </fieldset>
  );
}

/** The page's HTML in a frame where nothing runs; `title` names it for screen readers. */
export function PreviewFrame({ html, title }: { html: string; title: string }) {
  return (
    <iframe title={title} sandbox="allow-same-origin" srcDoc={html} className="h-[40rem] w-full rounded-md border border-border bg-white" />
  );
}
