import { useState } from "react";
import type { StaffPost } from "#contracts/api/posts";
import { PostForm } from "./post-form";
import { PostVersionsPanel } from "./post-versions-panel";

/**
 * The post's form and, for a saved post, its versions. A restored version is the post's newest save: the form starts
 * again from it (a new form, as when the page is opened).
 */
export function PostEditorBody({
  post,
  reload,
  onSaved,
}: {
  post: StaffPost | undefined;
  reload: () => Promise<StaffPost | undefined>;
  onSaved: (post: StaffPost, created: boolean) => void;
}) {
  const [restores, setRestores] = useState(0);
  return (
    <>
      <PostForm key={`${post?.id ?? "new"}-${restores}`} post={post} onReload={reload} onSaved={onSaved} />
      {post && <PostVersionsPanel post={post} onRestored={() => setRestores((count) => count + 1)} />}
    </>
  );
}
