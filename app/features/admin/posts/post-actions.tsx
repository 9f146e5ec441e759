import { Button } from "#app/components/ui/button";
import { notify } from "#app/lib/notify";
import type { StaffPostSummary } from "#contracts/api/posts";
import { useDeletePost, usePublishPost } from "./posts-api";
import { DeleteButton } from "../shared/delete-button";

/** Publish or unpublish from a list row; the row's version guards against a concurrent edit. */
export function PublishToggle({ post }: { post: StaffPostSummary }) {
  const publish = usePublishPost();
  const toggle = async () => {
    try {
      await publish.mutateAsync({ id: post.id, published: !post.published, version: post.version });
      void notify("success", post.published ? `“${post.title}” is now a draft` : `“${post.title}” is published`);
    } catch (failure) {
      void notify("error", failure instanceof Error ? failure.message : "The post could not be changed.");
    }
  };
  const action = post.published ? "Unpublish" : post.publishAt ? "Publish now" : "Publish";
  return (
    <Button type="button" variant="outline" size="sm" disabled={publish.isPending} onClick={toggle} aria-label={`${action} ${post.title}`}>
      {publish.isPending ? "Saving…" : action}
    </Button>
  );
}

export function DeletePostButton({
  post,
  onDeleted,
  onDeleting,
  label = "Delete",
}: {
  post: Pick<StaffPostSummary, "id" | "title">;
  onDeleted?: () => void;
  /** Told when the deletion starts (true) or fails (false), so the screen stops reading the post. */
  onDeleting?: (deleting: boolean) => void;
  label?: string;
}) {
  const remove = useDeletePost();
  return (
    <DeleteButton
      noun="post"
      name={post.title}
      label={label}
      consequence="will disappear from the blog and every page that shows it. To take it down for now, unpublish it instead."
      remove={() => remove.mutateAsync(post.id)}
      onDeleted={onDeleted}
      onDeleting={onDeleting}
    />
  );
}
