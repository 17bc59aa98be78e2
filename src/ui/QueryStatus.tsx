import type { ReactNode } from 'react';
import { Loading } from './Spinner';
import { EmptyState, ErrorMessage } from './StatusMessage';

/** What QueryStatus reads of a query (a TanStack `UseQueryResult` fits). */
export interface QueryLike<T> {
  isPending: boolean;
  isError: boolean;
  error: unknown;
  data: T | undefined;
  refetch: () => unknown;
}

export interface QueryStatusProps<T> {
  query: QueryLike<T>;
  /** Whether the loaded data counts as empty; never by default. */
  isEmpty?: (data: T) => boolean;
  /** The empty state's text. */
  empty?: ReactNode;
  /** The loaded, non-empty data's view. */
  children: (data: T) => ReactNode;
  /** What stands in while pending: a spinner by default; a skeleton of the data's size keeps the page still. */
  pending?: ReactNode;
}

/** A query's states: a spinner while pending, the error with Retry, an empty state, else `children(data)`. */
export function QueryStatus<T>({ query, isEmpty, empty, children, pending }: QueryStatusProps<T>) {
  if (query.isPending) return pending ?? <Loading />;
  if (query.isError) return <ErrorMessage error={query.error} onRetry={() => void query.refetch()} />;
  const data = query.data as T;
  if (isEmpty?.(data)) return <EmptyState>{empty}</EmptyState>;
  return <>{children(data)}</>;
}
