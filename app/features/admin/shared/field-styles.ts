/** Shared look of staff form controls: tokens only, so light and dark both hold AA contrast. */
export const inputClass =
  "block w-full rounded-md border border-input bg-card px-3 py-2 text-sm text-foreground placeholder:text-muted-foreground aria-[invalid=true]:border-destructive disabled:opacity-60";
export const labelClass = "mb-1.5 block text-sm font-medium text-foreground";
export const fieldErrorClass = "mt-1.5 text-sm font-medium text-destructive";
export const hintClass = "mt-1.5 text-xs text-muted-foreground";
export const cardClass = "rounded-lg border border-border bg-card text-card-foreground shadow-sm";
