import { Button, Text } from '@mantine/core';
import * as ru from '@/lib/i18n/ru';
import { ErrorAlert } from './ErrorAlert';

export interface LoadErrorProps {
  /** What did not load («Не удалось загрузить …»). */
  title: string;
  /** Why: the normalised error's message (lib/http/errors). */
  message: string | undefined;
  /** Absent when trying again cannot help (the thing is gone): then no button. */
  onRetry?: () => void;
  /** The retry is under way: the button spins instead of taking another click. */
  retrying?: boolean;
}

/** The one way a screen or panel says its data did not load: the reason and «Повторить», announced as an alert. */
export function LoadError({ title, message, onRetry, retrying = false }: LoadErrorProps) {
  return (
    <ErrorAlert title={title}>
      {message && (
        <Text fz="sm" mb="sm">
          {message}
        </Text>
      )}
      {onRetry && (
        <Button color="alert" variant="filled" size="xs" onClick={onRetry} loading={retrying}>
          {ru.common.retry}
        </Button>
      )}
    </ErrorAlert>
  );
}

/** A query of a screen, as far as its load error needs it (TanStack Query's result). */
interface LoadingQuery {
  isError: boolean;
  error: { message: string } | null;
  isFetching: boolean;
  refetch: () => unknown;
}

/**
 * The LoadError of a screen that needs several queries, null when none failed: the first failure's message;
 * «Повторить» asks each failed one again and spins while one of them is asked, not while another is still on its way.
 */
export function failedLoad(queries: readonly LoadingQuery[]): Omit<LoadErrorProps, 'title'> | null {
  const failed = queries.filter((query) => query.isError);
  if (failed.length === 0) return null;
  return {
    message: failed[0]!.error?.message,
    retrying: failed.some((query) => query.isFetching),
    onRetry: () => {
      for (const query of failed) void query.refetch();
    },
  };
}
