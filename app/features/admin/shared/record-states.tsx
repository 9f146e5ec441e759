import { capitalise } from "./format";
import { PageHeader } from "./page-header";
import { LoadError, Loading } from "./query-state";

/**
 * What the page of one record (`<list>/:id`) shows while its query has no record to show: "not found" for an id
 * that cannot be one (its query never runs), the loading line, or the failure with a way to try again.
 */
export function RecordStates({
  id,
  noun,
  back,
  query,
  title = capitalise(noun),
}: {
  id: number;
  /** "quote request", "post" */
  noun: string;
  back: { to: string; label: string };
  query: { error: unknown; isPending: boolean; refetch: () => unknown };
  /** The header over a failure: the noun unless said otherwise ("Edit post"). */
  title?: string;
}) {
  if (!Number.isInteger(id) || id < 1) return <PageHeader title={`${capitalise(noun)} not found`} back={back} />;
  if (query.isPending) return <Loading label={`Loading the ${noun}…`} />;
  return (
    <>
      <PageHeader title={title} back={back} />
      <LoadError error={query.error} onRetry={() => void query.refetch()} />
    </>
  );
}
