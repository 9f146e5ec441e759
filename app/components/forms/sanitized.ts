import type { ChangeHandler, UseFormRegisterReturn } from "react-hook-form";

/**
 * A react-hook-form registration whose value is sanitised as the visitor
 * types (docs/product/product-spec.md §5): the field shows, and the form keeps, the cleaned text.
 */
export function sanitized<Name extends string>(
  registration: UseFormRegisterReturn<Name>,
  clean: (value: string) => string,
): UseFormRegisterReturn<Name> {
  return {
    ...registration,
    onChange: (event: Parameters<ChangeHandler>[0]) => {
      const target = event.target as HTMLInputElement | HTMLTextAreaElement;
      const value = clean(target.value);
      if (value !== target.value) {
        // Keep the caret where the visitor was typing, less what was removed.
        let caret: number | null = null;
        try {
          caret = target.selectionStart === null ? null : Math.max(0, target.selectionStart - (target.value.length - value.length));
        } catch {
          /* email inputs have no selection API */
        }
        target.value = value;
        if (caret !== null) target.setSelectionRange(caret, caret);
      }
      return registration.onChange(event);
    },
  };
}
