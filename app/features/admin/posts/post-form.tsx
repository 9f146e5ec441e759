import { useId, type FormEvent } from "react";
import { FormProvider, useForm } from "react-hook-form";
import { notify } from "#app/lib/notify";
import { postColorSchemes, postLimits, postMessages, type PostInputData, type StaffPost } from "#contracts/api/posts";
import { useSavePost } from "./posts-api";
import { capitalise } from "../shared/format";
import { postFormResolver, toFormValues, type PostFormValues } from "./post-form-values";
import { useVersionedEditor } from "../shared/use-versioned-editor";
import { useSlugFromTitle } from "../shared/use-slug-from-title";
import { useUnsavedGuard } from "../shared/use-unsaved-guard";
import { EditorAlert } from "../shared/editor-alert";
import { EditorFooter } from "../shared/editor-footer";
import { inputClass } from "../shared/field-styles";
import { FormField } from "../shared/form-field";
import { LeaveDialog } from "../shared/leave-dialog";
import { SectionsEditor } from "../shared/sections-editor";
import { SectionCard } from "../shared/section-card";

/**
 * Create or edit a post. Saving sends the version the edit started from; if
 * someone else saved in between (409) the form keeps every word typed here
 * and offers to load their version instead.
 */
export function PostForm({
  post,
  onSaved,
  onReload,
}: {
  post?: StaffPost;
  onSaved: (post: StaffPost, created: boolean) => void;
  onReload: () => Promise<StaffPost | undefined>;
}) {
  const id = useId();
  const form = useForm<PostFormValues, unknown, PostInputData>({
    defaultValues: toFormValues(post),
    mode: "onTouched",
    resolver: postFormResolver,
  });
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors, isDirty, isSubmitting },
  } = form;
  const save = useSavePost(post?.id ?? null);
  const { blocker, leavingRef } = useUnsavedGuard(isDirty);
  const { titleField, slugField } = useSlugFromTitle(form, Boolean(post));
  const { conflict, formError, run, loadTheirs } = useVersionedEditor({
    record: post,
    form,
    toValues: toFormValues,
    noun: "post",
    messages: postMessages,
    onReload,
  });

  const saveValues = async (values: PostInputData) => {
    const saved = await run((version) => save.mutateAsync({ input: values, version }), values);
    if (!saved) return;
    reset(toFormValues(saved));
    void notify("success", post ? "Post saved" : "Post created");
    // The just-saved form is clean, whatever the blocker's last render saw.
    leavingRef.current = !post;
    onSaved(saved, !post);
  };
  // handleSubmit is called as the form is sent, not while rendering: saving reads and writes refs.
  const submit = (event: FormEvent<HTMLFormElement>) => void handleSubmit(saveValues)(event);

  return (
    <FormProvider {...form}>
      <form onSubmit={submit} noValidate aria-describedby={conflict || formError ? `${id}-alert` : undefined} className="grid gap-6">
        <EditorAlert id={`${id}-alert`} conflict={conflict} formError={formError} onLoadTheirs={() => void loadTheirs()} />

        <SectionCard title="Post details">
          <div className="grid gap-5">
            <FormField id={`${id}-title`} label="Title" error={errors.title?.message}>
              {(aria) => <input {...aria} {...titleField} className={inputClass} />}
            </FormField>
            <div className="grid gap-5 sm:grid-cols-2">
              <FormField
                id={`${id}-slug`}
                label="Slug"
                hint="The address: /blog/your-slug. Lower-case letters, digits and hyphens."
                error={errors.slug?.message}
              >
                {(aria) => <input {...aria} {...slugField} spellCheck={false} autoCapitalize="none" className={inputClass} />}
              </FormField>
              <FormField id={`${id}-date`} label="Date" error={errors.date?.message}>
                {(aria) => <input {...aria} type="date" {...register("date")} className={inputClass} />}
              </FormField>
            </div>
            <FormField
              id={`${id}-excerpt`}
              label="Excerpt"
              hint={`Shown on the blog cards; at most ${postLimits.excerptMax} characters.`}
              error={errors.excerpt?.message}
            >
              {(aria) => <textarea {...aria} rows={3} {...register("excerpt")} className={inputClass} />}
            </FormField>
            <div className="grid gap-5 sm:grid-cols-2">
              <FormField
                id={`${id}-image`}
                label="Image path"
                hint="A file on this site, such as /media/blog/default.svg"
                error={errors.image?.message}
              >
                {(aria) => <input {...aria} {...register("image")} spellCheck={false} className={inputClass} />}
              </FormField>
              <FormField id={`${id}-scheme`} label="Colour scheme" hint="Colours of the article layout at /blog1 … /blog9.">
                {(aria) => (
                  <select {...aria} {...register("colorScheme")} className={inputClass}>
                    <option value="">Default</option>
                    {postColorSchemes.map((scheme) => (
                      <option key={scheme} value={scheme}>
                        {capitalise(scheme)}
                      </option>
                    ))}
                  </select>
                )}
              </FormField>
            </div>
            <fieldset>
              <legend className="mb-2 text-sm font-medium">Visibility</legend>
              <div className="flex flex-wrap gap-x-6 gap-y-2 text-sm">
                <label className="inline-flex items-center gap-2">
                  <input type="radio" value="false" {...register("published")} className="size-4 accent-[var(--primary)]" />
                  Draft (staff only)
                </label>
                <label className="inline-flex items-center gap-2">
                  <input type="radio" value="true" {...register("published")} className="size-4 accent-[var(--primary)]" />
                  Published (on the blog)
                </label>
              </div>
            </fieldset>
          </div>
        </SectionCard>

        <SectionCard title="Sections">
          <SectionsEditor limits={postLimits} noun="post" />
        </SectionCard>

        <EditorFooter isDirty={isDirty} isSubmitting={isSubmitting} editing={Boolean(post)} noun="post" />
      </form>
      <LeaveDialog blocker={blocker} />
    </FormProvider>
  );
}
