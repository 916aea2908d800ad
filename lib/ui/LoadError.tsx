import { Alert, Button, Text } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import * as ru from '@/lib/i18n/ru';

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
    <Alert
      color="alert"
      variant="light"
      icon={<IconAlertCircle size={20} stroke={1.8} aria-hidden />}
      title={title}
      role="alert"
    >
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
    </Alert>
  );
}
