import { ExternalLink, Plus } from "lucide-react";
import { Link } from "react-router";
import { Button } from "#app/components/ui/button";
import { adminMeta } from "#app/features/admin/admin-meta";
import { useStaffPosts } from "#app/features/admin/api/posts-api";
import { DataTable, EmptyRows, Td, Th } from "#app/features/admin/components/data-table";
import { FilterSelect, ListToolbar, Pagination, ResultCount, SearchField } from "#app/features/admin/components/list-controls";
import { PageHeader } from "#app/features/admin/components/page-header";
import { DeletePostButton, PublishToggle } from "#app/features/admin/components/post-actions";
import { LoadError, Loading } from "#app/features/admin/components/query-state";
import { StatusBadge } from "#app/features/admin/components/status-badge";
import { formatPlainDate } from "#app/features/admin/format";
import { useListParams } from "#app/features/admin/use-list-params";

export const meta = () => adminMeta("Posts");

const publishedValues = ["true", "false"] as const;

export default function Posts() {
  const { page, q, filters, update } = useListParams({ published: publishedValues });
  const published = filters.published as (typeof publishedValues)[number] | undefined;
  const { data, error, isPending, isFetching, refetch } = useStaffPosts({ page, q: q || undefined, published });

  return (
    <>
      <PageHeader
        title="Blog posts"
        description="Published posts appear on /blog, /bloglist and their own page."
        actions={
          <Button asChild size="sm">
            <Link to="/admin/posts/new">
              <Plus aria-hidden="true" /> New post
            </Link>
          </Button>
        }
      />
      <ListToolbar>
        <SearchField value={q} onSearch={(value) => update({ q: value })} label="Search by title or slug" />
        <FilterSelect label="State" value={published} options={publishedValues} optionLabels={{ true: "Published", false: "Draft" }} onChange={(value) => update({ published: value })} allLabel="All posts" />
      </ListToolbar>
      {error && <LoadError error={error} onRetry={() => void refetch()} />}
      {isPending && !error && <Loading label="Loading posts…" />}
      {data && (
        <>
          <ResultCount total={data.pagination.total} noun={["post", "posts"]} fetching={isFetching} />
          <DataTable
            caption="Blog posts"
            head={
              <>
                <Th>Title</Th>
                <Th>Date</Th>
                <Th>State</Th>
                <Th>
                  <span className="sr-only">Actions</span>
                </Th>
              </>
            }
            empty={<EmptyRows show={data.data.length === 0}>{q || published ? "No posts match these filters." : "No posts yet."}</EmptyRows>}
          >
            {data.data.map((post) => (
              <tr key={post.id} className="hover:bg-muted/50">
                <Td className="max-w-md">
                  <Link to={`/admin/posts/${post.id}`} className="font-semibold text-primary underline-offset-4 hover:underline">
                    {post.title}
                  </Link>
                  <span className="block break-all text-muted-foreground">/blog/{post.slug}</span>
                </Td>
                <Td className="whitespace-nowrap">{formatPlainDate(post.date)}</Td>
                <Td>
                  <StatusBadge status={post.published ? "published" : "draft"} />
                </Td>
                <Td>
                  <div className="flex items-center justify-end gap-1">
                    {post.published && (
                      <Button asChild variant="ghost" size="sm">
                        <a href={`/blog/${post.slug}`} target="_blank" rel="noopener" aria-label={`View ${post.title} on the site (opens in a new tab)`}>
                          <ExternalLink aria-hidden="true" />
                          <span aria-hidden="true" className="hidden sm:inline">
                            View
                          </span>
                        </a>
                      </Button>
                    )}
                    <PublishToggle post={post} />
                    <DeletePostButton post={post} />
                  </div>
                </Td>
              </tr>
            ))}
          </DataTable>
          <Pagination label="Post pages" paging={data.pagination} onPage={(next) => update({ page: next })} />
        </>
      )}
    </>
  );
}
