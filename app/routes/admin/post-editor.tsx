import { adminMeta } from "#app/features/admin/shared/admin-meta";
import { useStaffPost } from "#app/features/admin/posts/posts-api";
import { DeletePostButton } from "#app/features/admin/posts/post-actions";
import { PostEditorBody } from "#app/features/admin/posts/post-editor-body";
import { EditorPage } from "#app/features/admin/shared/editor-page";
import { StatusBadge } from "#app/features/admin/shared/status-badge";
import { ViewOnSiteLink } from "#app/features/admin/shared/view-on-site";
import type { Route } from "./+types/post-editor";

export function meta({ params }: Route.MetaArgs) {
  return adminMeta(params.id ? "Edit post" : "New post");
}

export default function PostEditor() {
  return (
    <EditorPage
      noun="post"
      list={{ to: "/admin/posts", label: "All posts" }}
      useRecord={useStaffPost}
      newDescription="Write the post, then save it as a draft or publish it."
      status={(post) => <StatusBadge status={post.published ? "published" : post.publishAt ? "scheduled" : "draft"} />}
      actions={(post, { onDeleting, onDeleted }) => (
        <>
          {post.publicPaths[0] && <ViewOnSiteLink path={post.publicPaths[0]} />}
          <DeletePostButton post={post} onDeleting={onDeleting} onDeleted={onDeleted} />
        </>
      )}
      form={(post, { reload, onSaved }) => <PostEditorBody post={post} reload={reload} onSaved={onSaved} />}
    />
  );
}
