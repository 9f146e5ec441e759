import { useRef } from "react";
import type { FieldValues, Path, PathValue, UseFormReturn } from "react-hook-form";
import { slugify } from "./slugify";

/**
 * The title and slug fields' registrations: a new record's slug follows its title until the slug is
 * edited by hand; an existing record's never does (its public address must not move).
 */
export function useSlugFromTitle<V extends FieldValues & { title: string; slug: string }>(
  { register, setValue, getFieldState }: Pick<UseFormReturn<V>, "register" | "setValue" | "getFieldState">,
  existing: boolean,
) {
  const slugEditedRef = useRef(existing);
  const title = register("title" as Path<V>);
  const titleField = {
    ...title,
    onChange: (event: { target: { value: string } }) => {
      void title.onChange(event);
      if (!slugEditedRef.current)
        setValue("slug" as Path<V>, slugify(event.target.value) as PathValue<V, Path<V>>, {
          shouldDirty: true,
          shouldValidate: getFieldState("slug" as Path<V>).isTouched,
        });
    },
  };
  const slug = register("slug" as Path<V>);
  const slugField = {
    ...slug,
    onChange: (event: { target: { value: string } }) => {
      slugEditedRef.current = true;
      return slug.onChange(event);
    },
  };
  return { titleField, slugField };
}
