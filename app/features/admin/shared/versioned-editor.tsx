import { createContext, useContext, useId, type FormEvent, type ReactNode } from "react";
import { FormProvider, useForm, type DefaultValues, type FieldValues, type Resolver } from "react-hook-form";
import { notify } from "#app/lib/notify";
import { EditorAlert } from "./editor-alert";
import { EditorFooter } from "./editor-footer";
import { inputClass } from "./field-styles";
import { FormField } from "./form-field";
import { LeaveDialog } from "./leave-dialog";
import { SectionCard } from "./section-card";
import { SectionsEditor, type SectionLimits } from "./sections-editor";
import { useSlugFromTitle } from "./use-slug-from-title";
import { useUnsavedGuard } from "./use-unsaved-guard";
import { useVersionedEditor } from "./use-versioned-editor";

type SlugFields = ReturnType<typeof useSlugFromTitle>;

/** What the editor's own field components read: the form's id prefix and the title and slug registrations. */
const EditorFieldsContext = createContext<({ id: string } & SlugFields) | null>(null);

/** The id prefix of the editor's fields (`${id}-date`), for a record's own fields inside a VersionedEditor. */
export function useEditorFieldId() {
  const fields = useContext(EditorFieldsContext);
  if (!fields) throw new Error("useEditorFieldId is used inside a VersionedEditor");
  return fields.id;
}

/** The title field; on a new record the slug follows it until the slug is edited by hand. */
export function TitleField({ error }: { error?: string }) {
  const fields = useContext(EditorFieldsContext);
  if (!fields) throw new Error("TitleField is used inside a VersionedEditor");
  return (
    <FormField id={`${fields.id}-title`} label="Title" error={error}>
      {(aria) => <input {...aria} {...fields.titleField} className={inputClass} />}
    </FormField>
  );
}

/** The slug field; `address` shows where the record lives ("/blog/your-slug"). */
export function SlugField({ address, error }: { address: string; error?: string }) {
  const fields = useContext(EditorFieldsContext);
  if (!fields) throw new Error("SlugField is used inside a VersionedEditor");
  return (
    <FormField
      id={`${fields.id}-slug`}
      label="Slug"
      hint={`The address: ${address}. Lower-case letters, digits and hyphens.`}
      error={error}
    >
      {(aria) => <input {...aria} {...fields.slugField} spellCheck={false} autoCapitalize="none" className={inputClass} />}
    </FormField>
  );
}

/** What a record's own footer buttons may use: one more versioned write, and whether a save is under way. */
export interface EditorActions<R> {
  run: (write: (version: number | undefined) => Promise<R>) => Promise<R | undefined>;
  isSubmitting: boolean;
}

/**
 * The one staff editor of a versioned record with a title, a slug and sections (posts, openings). Saving sends
 * the version the edit started from; if someone else saved in between (409) the form keeps every word typed
 * and offers to load their version instead (useVersionedEditor). A new record's slug follows its title; leaving
 * with unsaved changes asks first. The record's own fields come as `children` (cards that read the form through
 * useFormContext, with TitleField and SlugField); the sections card, the footer and the leave dialog are here.
 */
export function VersionedEditor<R extends { id: number; version: number }, V extends FieldValues & { title: string; slug: string }, O>({
  record,
  noun,
  toValues,
  resolver,
  messages,
  save,
  savedNote,
  onSaved,
  onReload,
  sections,
  idleNote,
  footerActions,
  children,
}: {
  record: R | undefined;
  /** The record's name in messages: "post", "opening". */
  noun: string;
  toValues: (record?: R) => V;
  resolver: Resolver<V, unknown, O>;
  messages: { slugTaken: string; staleVersion: string };
  /** The create-or-save call (versionedApi's useSave). */
  save: (request: { input: O; version?: number }) => Promise<R>;
  /** The notice after a save, by whether the record existed before it. */
  savedNote: (existed: boolean) => string;
  onSaved: (record: R, created: boolean) => void;
  onReload: () => Promise<R | undefined>;
  /** The sections card: its title, and the contract's limits; `after` comes below it. */
  sections: { title: string; limits: SectionLimits; after?: ReactNode };
  idleNote?: string;
  footerActions?: (actions: EditorActions<R>) => ReactNode;
  children: ReactNode;
}) {
  const id = useId();
  const form = useForm<V, unknown, O>({ defaultValues: toValues(record) as DefaultValues<V>, mode: "onTouched", resolver });
  const {
    handleSubmit,
    reset,
    formState: { isDirty, isSubmitting },
  } = form;
  const { blocker, leavingRef } = useUnsavedGuard(isDirty);
  const slugFields = useSlugFromTitle(form, Boolean(record));
  const { conflict, formError, run, loadTheirs } = useVersionedEditor({ record, form, toValues, noun, messages, onReload });

  const saveValues = async (values: O) => {
    const saved = await run((version) => save({ input: values, version }), values as object);
    if (!saved) return;
    reset(toValues(saved));
    void notify("success", savedNote(Boolean(record)));
    // The just-saved form is clean, whatever the blocker's last render saw.
    leavingRef.current = !record;
    onSaved(saved, !record);
  };
  // handleSubmit is called as the form is sent, not while rendering: saving reads and writes refs.
  const submit = (event: FormEvent<HTMLFormElement>) => void handleSubmit(saveValues)(event);

  return (
    <FormProvider {...form}>
      <form onSubmit={submit} noValidate aria-describedby={conflict || formError ? `${id}-alert` : undefined} className="grid gap-6">
        <EditorAlert id={`${id}-alert`} conflict={conflict} formError={formError} onLoadTheirs={() => void loadTheirs()} />
        <EditorFieldsContext.Provider value={{ id, ...slugFields }}>{children}</EditorFieldsContext.Provider>
        <SectionCard title={sections.title}>
          <SectionsEditor limits={sections.limits} noun={noun} />
        </SectionCard>
        {sections.after}
        <EditorFooter isDirty={isDirty} isSubmitting={isSubmitting} editing={Boolean(record)} noun={noun} idleNote={idleNote}>
          {footerActions?.({ run, isSubmitting })}
        </EditorFooter>
      </form>
      <LeaveDialog blocker={blocker} noun={noun} />
    </FormProvider>
  );
}
