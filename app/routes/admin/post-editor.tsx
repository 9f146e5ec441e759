import { useState } from "react";
import { useNavigate, useParams } from "react-router";
import { adminMeta } from "#app/features/admin/shared/admin-meta";
import { useStaffPost } from "#app/features/admin/posts/posts-api";
import { PageHeader } from "#app/features/admin/shared/page-header";
import { DeletePostButton } from "#app/features/admin/posts/post-actions";
import { PostForm } from "#app/features/admin/posts/post-form";
import { LoadError, Loading } from "#app/features/admin/shared/query-state";
import { StatusBadge } from "#app/features/admin/shared/status-badge";
import { ViewOnSiteLink } from "#app/features/admin/shared/view-on-site";
import { formatDateTime } from "#app/features/admin/shared/format";
import type { Route } from "./+types/post-editor";

export function meta({ params }: Route.MetaArgs) {
  return adminMeta(params.id ? "Edit post" : "New post");
}

const back = { to: "/admin/posts", label: "All posts" };

export default function PostEditor() {
  const params = useParams();
  const navigate = useNavigate();
  const id = params.id === undefined ? null : Number(params.id);
  const valid = id === null || (Number.isInteger(id) && id > 0);
  const [deleting, setDeleting] = useState(false);
  const { data: post, error, isPending, refetch } = useStaffPost(valid ? id : null, !deleting);

  if (!valid) return <PageHeader title="Post not found" back={back} />;
  if (id !== null && isPending) return <Loading label="Loading the post…" />;
  if (id !== null && (error || !post)) {
    return (
      <>
        <PageHeader title="Edit post" back={back} />
        <LoadError error={error} onRetry={() => void refetch()} />
      </>
    );
  }

  const reload = async () => (await refetch()).data;

  return (
    <>
      <PageHeader
        title={post ? "Edit post" : "New post"}
        description={
          post ? (
            <span className="inline-flex flex-wrap items-center gap-2">
              {post.title} · last saved {formatDateTime(post.updatedAt)} <StatusBadge status={post.published ? "published" : "draft"} />
            </span>
          ) : (
            "Write the post, then save it as a draft or publish it."
          )
        }
        back={back}
        actions={
          post && (
            <>
              {post.publicPaths[0] && <ViewOnSiteLink path={post.publicPaths[0]} />}
              <DeletePostButton post={post} onDeleting={setDeleting} onDeleted={() => navigate("/admin/posts", { replace: true })} />
            </>
          )
        }
      />
      <PostForm
        key={post?.id ?? "new"}
        post={post}
        onReload={reload}
        onSaved={(saved, created) => created && navigate(`/admin/posts/${saved.id}`, { replace: true })}
      />
    </>
  );
}
