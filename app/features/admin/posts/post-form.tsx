import { useFormContext } from "react-hook-form";
import { postColorSchemes, postLimits, postMessages, type PostInputData, type StaffPost } from "#contracts/api/posts";
import { PostImageUpload } from "./post-image-upload";
import { PostPreviewPanel } from "./post-preview-panel";
import { useSavePost } from "./posts-api";
import { capitalise } from "../shared/format";
import { postFormResolver, toFormValues, type PostFormValues } from "./post-form-values";
import { inputClass } from "../shared/field-styles";
import { FormField } from "../shared/form-field";
import { SectionCard } from "../shared/section-card";
import { SlugField, TitleField, useEditorFieldId, VersionedEditor } from "../shared/versioned-editor";

/**
 * Create or edit a post, in the shared versioned editor: saving sends the version the edit started from; if
 * someone else saved in between (409) the form keeps every word typed here and offers to load their version.
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
  const save = useSavePost(post?.id ?? null);
  return (
    <VersionedEditor<StaffPost, PostFormValues, PostInputData>
      record={post}
      noun="post"
      toValues={toFormValues}
      resolver={postFormResolver}
      messages={postMessages}
      save={save.mutateAsync}
      savedNote={(existed) => (existed ? "Post saved" : "Post created")}
      onSaved={onSaved}
      onReload={onReload}
      sections={{
        title: "Sections",
        limits: postLimits,
        after: (
          <SectionCard title="Preview">
            <PostPreviewPanel postId={post?.id} />
          </SectionCard>
        ),
      }}
    >
      <PostDetails />
    </VersionedEditor>
  );
}

function PostDetails() {
  const id = useEditorFieldId();
  const {
    register,
    formState: { errors },
  } = useFormContext<PostFormValues>();
  return (
    <SectionCard title="Post details">
      <div className="grid gap-5">
        <TitleField error={errors.title?.message} />
        <div className="grid gap-5 sm:grid-cols-2">
          <SlugField address="/blog/your-slug" error={errors.slug?.message} />
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
            hint="A file on this site, such as /media/blog/default.svg, or upload one below"
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
        <PostImageUpload />
        <Visibility />
      </div>
    </SectionCard>
  );
}

const visibilities = [
  ["draft", "Draft (staff only)"],
  ["published", "Published (on the blog)"],
  ["scheduled", "Scheduled (published at a set time)"],
] as const;

/** Draft, published, or a draft that goes live by itself: the time is asked only for the last. */
function Visibility() {
  const id = useEditorFieldId();
  const {
    register,
    watch,
    formState: { errors },
  } = useFormContext<PostFormValues>();
  return (
    <fieldset>
      <legend className="mb-2 text-sm font-medium">Visibility</legend>
      <div className="flex flex-wrap gap-x-6 gap-y-2 text-sm">
        {visibilities.map(([value, label]) => (
          <label key={value} className="inline-flex items-center gap-2">
            <input type="radio" value={value} {...register("visibility")} className="size-4 accent-[var(--primary)]" />
            {label}
          </label>
        ))}
      </div>
      {watch("visibility") === "scheduled" && (
        <FormField
          id={`${id}-publish-at`}
          label="Goes live at"
          hint="Your own time. The post is published within 15 seconds of it."
          error={errors.publishAt?.message}
          className="mt-4 max-w-xs"
        >
          {(aria) => <input {...aria} type="datetime-local" {...register("publishAt")} className={inputClass} />}
        </FormField>
      )}
    </fieldset>
  );
}
