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
