import { Alert, Button, Text } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import * as ru from '@/lib/i18n/ru';
import type { LoadErrorProps } from './LoadError';

export interface DictionaryNoticeProps extends Omit<LoadErrorProps, 'title'> {
  /** What did not load, in the words of the form («список валют»). */
  lists: readonly string[];
  /** What the screen does without them, when not a form's fields typed by hand (the default text). */
  without?: string;
}

/**
 * A form that works without some of its dictionaries (a currency list, a service's types) says which did not load,
 * that their fields take a typed value meanwhile, why, and offers «Повторить». A warning, not the screen's error: the rest of the form saves
 * (the dictionaries are secondary; the record itself loaded).
 */
export function DictionaryNotice({ lists, without, message, onRetry, retrying = false }: DictionaryNoticeProps) {
  return (
    <Alert
      color="orange"
      variant="light"
      role="status"
      title={ru.common.dictionaries.title}
      icon={<IconAlertTriangle size={20} stroke={1.8} aria-hidden />}
    >
      <Text fz="sm">{ru.common.dictionaries.text(lists.join(', '), without)}</Text>
      {message && (
        <Text fz="sm" c="dimmed" mb="sm">
          {message}
        </Text>
      )}
      {onRetry && (
        <Button color="orange" variant="light" size="xs" onClick={onRetry} loading={retrying}>
          {ru.common.retry}
        </Button>
      )}
    </Alert>
  );
}
