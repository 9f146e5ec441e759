import { ArrowDown, ArrowUp, Plus, Trash2 } from "lucide-react";
import { useId, useRef } from "react";
import { get, useFieldArray, useFormContext, useWatch, type FieldErrors } from "react-hook-form";
import { Button } from "#app/components/ui/button";
import { ContentIcon } from "#app/components/ui/content-icon";
import { cn } from "#app/lib/cn";
import { formattingHint } from "#contracts/formatting/check-formatting";
import { iconNames, type IconName } from "#contracts/icons";
import { emptySection, type SectionsFormValues } from "./section-form-values";
import { inputClass } from "./field-styles";
import { FormField } from "./form-field";

const iconLabel = (name: string) => name.replace(/-/g, " ");

type Direction = "up" | "down";
const directions: Direction[] = ["up", "down"];
const moves = { up: { step: -1, Icon: ArrowUp, label: "Up" }, down: { step: 1, Icon: ArrowDown, label: "Down" } } as const;

/**
 * Where a list of sections sits in the form: a record's own, or those of its version in another language (an
 * opening's, issue 28). Typed as the record's own: react-hook-form checks paths, and both lists have one shape.
 */
/** How many sections a record may have (the contract's limits). */
export interface SectionLimits {
  sectionsMin: number;
  sectionsMax: number;
}

export type SectionsPath = "sections" | `translations.${number}.sections`;
const at = (path: SectionsPath, index: number, field: "title" | "icon" | "content") =>
  `${path}.${index}.${field}` as `sections.${number}.${typeof field}`;

function IconPreview({ path, index }: { path: SectionsPath; index: number }) {
  const icon = useWatch<SectionsFormValues, `sections.${number}.icon`>({ name: at(path, index, "icon") as `sections.${number}.icon` });
  return (
    <span className="flex size-10 shrink-0 items-center justify-center rounded-md border border-border bg-muted text-foreground">
      {icon ? <ContentIcon name={icon as IconName} className="size-5" /> : null}
    </span>
  );
}

/**
 * The ordered sections of a post or an opening (the blog's safe section model: heading, plain text,
 * optional icon). Each can be moved up or down or removed; focus stays with the section that moved so
 * a keyboard user keeps their place. `limits` and `noun` are those of the record being edited.
 */
export function SectionsEditor({ limits, noun, path = "sections" }: { limits: SectionLimits; noun: string; path?: SectionsPath }) {
  const baseId = useId();
  const list = useRef<HTMLOListElement>(null);
  const {
    register,
    control,
    formState: { errors },
  } = useFormContext<SectionsFormValues>();
  const { fields, append, remove, move } = useFieldArray({ control, name: path as "sections" });
  const listErrors = get(errors, path) as FieldErrors<SectionsFormValues>["sections"];

  const focusLater = (selector: string) => requestAnimationFrame(() => list.current?.querySelector<HTMLElement>(selector)?.focus());

  const moveSection = (from: number, to: number, direction: Direction) => {
    move(from, to);
    const key = fields[from]?.id;
    const atEdge = (direction === "up" && to === 0) || (direction === "down" && to === fields.length - 1);
    focusLater(`[data-section="${key}"] [data-action="${atEdge ? (direction === "up" ? "down" : "up") : direction}"]`);
  };

  const removeSection = (index: number) => {
    remove(index);
    const neighbour = fields[index + 1] ?? fields[index - 1];
    if (neighbour) focusLater(`[data-section="${neighbour.id}"] input`);
  };

  return (
    <div>
      <ol ref={list} className="grid gap-4">
        {fields.map((field, index) => {
          const sectionErrors = listErrors?.[index];
          const id = `${baseId}-${field.id}`;
          const number = index + 1;
          return (
            <li key={field.id} data-section={field.id}>
              <fieldset className="rounded-lg border border-border bg-background p-4">
                <legend className="px-1 text-sm font-semibold">Section {number}</legend>
                <div className="grid gap-4">
                  <div className="grid gap-4 sm:grid-cols-[minmax(0,1fr)_14rem]">
                    <FormField id={`${id}-title`} label="Heading" error={sectionErrors?.title?.message}>
                      {(aria) => <input {...aria} {...register(at(path, index, "title"))} className={inputClass} />}
                    </FormField>
                    <FormField id={`${id}-icon`} label="Icon">
                      {(aria) => (
                        <div className="flex items-center gap-2">
                          <select {...aria} {...register(at(path, index, "icon") as `sections.${number}.icon`)} className={inputClass}>
                            <option value="">No icon</option>
                            {iconNames.map((name) => (
                              <option key={name} value={name}>
                                {iconLabel(name)}
                              </option>
                            ))}
                          </select>
                          <IconPreview path={path} index={index} />
                        </div>
                      )}
                    </FormField>
                  </div>
                  <FormField id={`${id}-content`} label="Text" hint={formattingHint} error={sectionErrors?.content?.message}>
                    {(aria) => (
                      <textarea
                        {...aria}
                        rows={6}
                        {...register(at(path, index, "content") as `sections.${number}.content`)}
                        className={cn(inputClass, "max-h-[36rem] min-h-36 field-sizing-content")}
                      />
                    )}
                  </FormField>
                  <div className="flex flex-wrap gap-2">
                    {directions.map((direction) => {
                      const { step, Icon, label } = moves[direction];
                      const to = index + step;
                      return (
                        <Button
                          key={direction}
                          type="button"
                          variant="outline"
                          size="sm"
                          data-action={direction}
                          disabled={to < 0 || to >= fields.length}
                          onClick={() => moveSection(index, to, direction)}
                          aria-label={`Move section ${number} ${direction}`}
                        >
                          <Icon aria-hidden="true" /> {label}
                        </Button>
                      );
                    })}
                    <Button
                      type="button"
                      variant="ghost"
                      size="sm"
                      disabled={fields.length <= limits.sectionsMin}
                      onClick={() => removeSection(index)}
                      aria-label={`Remove section ${number}`}
                    >
                      <Trash2 aria-hidden="true" /> Remove
                    </Button>
                  </div>
                </div>
              </fieldset>
            </li>
          );
        })}
      </ol>
      {listErrors?.root?.message && <p className="mt-2 text-sm font-medium text-destructive">{listErrors.root.message}</p>}
      <Button
        type="button"
        variant="outline"
        size="sm"
        className="mt-4"
        disabled={fields.length >= limits.sectionsMax}
        onClick={() => append(emptySection())}
      >
        <Plus aria-hidden="true" /> Add section
      </Button>
      {fields.length >= limits.sectionsMax && (
        <p className="mt-2 text-xs text-muted-foreground">
          A {noun} can have at most {limits.sectionsMax} sections.
        </p>
      )}
    </div>
  );
}
