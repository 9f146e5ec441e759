import { keepPreviousData, useQuery, type QueryKey } from "@tanstack/react-query";
import { Plus } from "lucide-react";
import type { ReactNode } from "react";
import { Link } from "react-router";
import { Button } from "#app/components/ui/button";
import { cn } from "#app/lib/cn";
import type { ApiPage } from "#contracts/api/responses";
import { useListParams } from "./use-list-params";
import { DataTable, EmptyRows, Td } from "./data-table";
import { ExportButton } from "./export-button";
import { DateFilter, FilterSelect, ListToolbar, Pagination, ResultCount, SearchField } from "./list-controls";
import { PageHeader } from "./page-header";
import { LoadError, Loading } from "./query-state";

export interface ListColumn<Row> {
  header: ReactNode;
  cell: (row: Row) => ReactNode;
  className?: string;
}

export interface ListFilter<Value extends string = string> {
  label: string;
  options: readonly Value[];
  allLabel: string;
  optionLabels?: Record<string, string>;
}

type Filters = Record<string, ListFilter>;

/** What a list screen asks its API for: the page, the search text, one value (or none) per filter and its date bounds. */
export type ListQuery<F extends Filters> = { page: number; q: string | undefined; from?: string; to?: string } & {
  [K in keyof F]: F[K]["options"][number] | undefined;
};

/** The query options of one page of rows (the `list` queries of features/admin/api). */
export interface ListQueryOptions<Row> {
  queryKey: QueryKey;
  queryFn: (context: { signal: AbortSignal }) => Promise<ApiPage<Row>>;
  /** How often to read the page again while it shows something about to change; false to stop. */
  refetchInterval?: (query: { state: { data?: ApiPage<Row> } }) => number | false;
}

/**
 * A list's first cell: the record's name, linked to its page, over a muted line that tells it apart (an address,
 * a route, a slug).
 */
export function RecordCell({
  to,
  name,
  detail,
  detailClassName,
}: {
  to: string;
  name: ReactNode;
  detail: ReactNode;
  detailClassName?: string;
}) {
  return (
    <>
      <Link to={to} className="font-semibold text-primary underline-offset-4 hover:underline">
        {name}
      </Link>
      <span className={cn("block text-muted-foreground", detailClassName)}>{detail}</span>
    </>
  );
}

/**
 * A staff list: header with 'Export CSV' (or other actions), search and
 * filters kept in the URL, the result count, the table and its pages. While
 * the next page loads the current rows stay on screen.
 */
export function ListScreen<Row extends { id: number }, F extends Filters>({
  title,
  description,
  actions,
  create,
  onExport,
  searchLabel,
  filters,
  query,
  noun,
  loadingLabel = `Loading ${noun[1]}…`,
  columns,
  empty = { none: `No ${noun[1]} yet.`, filtered: `No ${noun[1]} match these filters.` },
  pagesLabel = `${noun[0].charAt(0).toUpperCase()}${noun[0].slice(1)} pages`,
  dates = {},
}: {
  /** The page's h1 and the table's caption. */
  title: string;
  description: string;
  actions?: ReactNode;
  /** The "New …" button of a list whose records staff create here: where it leads and what it says. */
  create?: { to: string; label: string };
  onExport?: (query: Omit<ListQuery<F>, "page">) => Promise<string>;
  searchLabel: string;
  filters: F;
  query: (query: ListQuery<F>) => ListQueryOptions<Row>;
  /** What the rows are; the loading line, the empty table and the pages are named after it unless said otherwise. */
  noun: [singular: string, plural: string];
  /** "Loading <plural>…" */
  loadingLabel?: string;
  columns: readonly ListColumn<Row>[];
  /** "No <plural> yet." and "No <plural> match these filters." */
  empty?: { none: string; filtered: string };
  /** "<Singular> pages" */
  pagesLabel?: string;
  /** Whole-day filters kept in the URL and sent with the query, by name: `{ from: "From", to: "To" }`. */
  dates?: Record<string, string>;
}) {
  const names = Object.keys(filters) as (keyof F & string)[];
  const dateNames = Object.keys(dates);
  const {
    page,
    q,
    filters: values,
    dates: dateValues,
    update,
  } = useListParams(Object.fromEntries(names.map((name) => [name, filters[name].options])), dateNames);
  const search = { q: q || undefined, ...values, ...dateValues } as Omit<ListQuery<F>, "page">;
  const { data, error, isPending, isFetching, refetch } = useQuery({
    ...query({ page, ...search } as ListQuery<F>),
    placeholderData: keepPreviousData,
  });
  const filtered = q !== "" || names.some((name) => values[name] !== undefined) || dateNames.some((name) => dateValues[name] !== undefined);

  return (
    <>
      <PageHeader
        title={title}
        description={description}
        actions={
          actions || create || onExport ? (
            <>
              {create && (
                <Button asChild size="sm">
                  <Link to={create.to}>
                    <Plus aria-hidden="true" /> {create.label}
                  </Link>
                </Button>
              )}
              {actions}
              {onExport && <ExportButton onExport={() => onExport(search)} />}
            </>
          ) : undefined
        }
      />
      <ListToolbar>
        <SearchField value={q} onSearch={(value) => update({ q: value })} label={searchLabel} />
        {names.map((name) => (
          <FilterSelect
            key={name}
            label={filters[name].label}
            value={values[name]}
            options={filters[name].options}
            optionLabels={filters[name].optionLabels}
            onChange={(value) => update({ [name]: value })}
            allLabel={filters[name].allLabel}
          />
        ))}
        {dateNames.map((name) => (
          <DateFilter key={name} label={dates[name]!} value={dateValues[name]} onChange={(value) => update({ [name]: value })} />
        ))}
      </ListToolbar>
      {error && <LoadError error={error} onRetry={() => void refetch()} />}
      {isPending && !error && <Loading label={loadingLabel} />}
      {data && (
        <>
          <ResultCount total={data.pagination.total} noun={noun} fetching={isFetching} />
          <DataTable
            caption={title}
            headers={columns.map((column) => column.header)}
            empty={<EmptyRows show={data.data.length === 0}>{filtered ? empty.filtered : empty.none}</EmptyRows>}
          >
            {data.data.map((row) => (
              <tr key={row.id} className="hover:bg-muted/50">
                {columns.map((column, i) => (
                  <Td key={i} className={column.className}>
                    {column.cell(row)}
                  </Td>
                ))}
              </tr>
            ))}
          </DataTable>
          <Pagination label={pagesLabel} paging={data.pagination} onPage={(next) => update({ page: next })} />
        </>
      )}
    </>
  );
}
