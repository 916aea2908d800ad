import { Alert } from '@mantine/core';
import { IconUsers } from '@tabler/icons-react';
import * as ru from '@/lib/i18n/ru';
import classes from './RemoteChangeNotice.module.css';

/**
 * «Изменено другим сотрудником» over an edit form's buttons, naming the fields a colleague saved while this user
 * had them changed too (lib/forms/useRemoteChanges). The live region is always there, so a screen reader hears
 * the notice when it appears; empty, it takes no room.
 */
export function RemoteChangeNotice({ labels }: { labels: readonly string[] }) {
  return (
    <div role="status" className={classes.notice}>
      {labels.length > 0 && (
        <Alert
          color="orange"
          variant="light"
          py="xs"
          icon={<IconUsers size={18} stroke={1.8} aria-hidden />}
          title={ru.common.remoteChange.title}
        >
          {ru.common.remoteChange.fields(labels.join(', '))}
        </Alert>
      )}
    </div>
  );
}
