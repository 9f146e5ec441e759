import { adminMeta } from "#app/features/admin/shared/admin-meta";
import { staffPostListQuery } from "#app/features/admin/posts/posts-api";
import { ListScreen, RecordCell, type ListColumn } from "#app/features/admin/shared/list-screen";
import { DeletePostButton, PublishToggle } from "#app/features/admin/posts/post-actions";
import { StatusBadge } from "#app/features/admin/shared/status-badge";
import { ViewOnSiteButton } from "#app/features/admin/shared/view-on-site";
import { formatDateTime, formatPlainDate } from "#app/features/admin/shared/format";
import type { StaffPostSummary } from "#contracts/api/posts";

export const meta = () => adminMeta("Posts");

const filters = {
  published: {
    label: "State",
    options: ["true", "false"] as const,
    optionLabels: { true: "Published", false: "Draft" },
    allLabel: "All posts",
  },
};

const columns: ListColumn<StaffPostSummary>[] = [
  {
    header: "Title",
    className: "max-w-md",
    cell: (post) => (
      <RecordCell to={`/admin/posts/${post.id}`} name={post.title} detail={`/blog/${post.slug}`} detailClassName="break-all" />
    ),
  },
  { header: "Date", cell: (post) => formatPlainDate(post.date), className: "whitespace-nowrap" },
  {
    header: "State",
    cell: (post) =>
      post.publishAt ? (
        <>
          <StatusBadge status="scheduled" />
          <span className="block whitespace-nowrap text-muted-foreground">{formatDateTime(post.publishAt)}</span>
        </>
      ) : (
        <StatusBadge status={post.published ? "published" : "draft"} />
      ),
  },
  {
    header: <span className="sr-only">Actions</span>,
    cell: (post) => (
      <div className="flex items-center justify-end gap-1">
        {post.published && <ViewOnSiteButton title={post.title} path={`/blog/${post.slug}`} />}
        <PublishToggle post={post} />
        <DeletePostButton post={post} />
      </div>
    ),
  },
];

export default function Posts() {
  return (
    <ListScreen
      title="Blog posts"
      description="Published posts appear on /blog, /bloglist and their own page."
      create={{ to: "/admin/posts/new", label: "New post" }}
      searchLabel="Search by title or slug"
      filters={filters}
      query={staffPostListQuery}
      noun={["post", "posts"]}
      columns={columns}
    />
  );
}
