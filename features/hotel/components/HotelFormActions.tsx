'use client';

import { Button, Group, Text } from '@mantine/core';
import { useState } from 'react';
import * as ru from '@/lib/i18n/ru';
import { LazyConfirmDialog } from '@/lib/ui/LazyConfirmDialog';
import { RemoteChangeNotice } from '@/lib/ui/RemoteChangeNotice';
import type { HotelField } from '../api';
import classes from './HotelForm.module.css';

interface HotelFormActionsProps {
  dirty: boolean;
  saving: boolean;
  /** Fields a colleague changed that were changed here too. */
  conflicts: readonly HotelField[];
  /** Drops the unsaved changes (after «Отменить изменения» is confirmed). */
  onRevert: () => void;
}

/**
 * The bar that stays at the bottom of the viewport: the clash notice, whether anything is unsaved, «Отменить
 * изменения» (confirmed first) and «Сохранить».
 */
export function HotelFormActions({ dirty, saving, conflicts, onRevert }: HotelFormActionsProps) {
  const [confirmingRevert, setConfirmingRevert] = useState(false);
  return (
    <>
      <div className={classes.actions}>
        <RemoteChangeNotice labels={conflicts.map((field) => ru.hotel.fields[field])} />
        <Text fz="sm" c="dimmed" className={classes.status} aria-live="polite">
          {dirty ? ru.hotel.unsaved : ''}
        </Text>
        <Group gap="sm" justify="flex-end" wrap="nowrap">
          <Button variant="default" onClick={() => setConfirmingRevert(true)} disabled={!dirty || saving}>
            {ru.hotel.reset}
          </Button>
          <Button type="submit" disabled={!dirty} loading={saving}>
            {ru.hotel.save}
          </Button>
        </Group>
      </div>

      <LazyConfirmDialog
        opened={confirmingRevert}
        title={ru.hotel.revert.title}
        cancelLabel={ru.hotel.revert.keep}
        onClose={() => setConfirmingRevert(false)}
        confirmLabel={ru.hotel.revert.confirm}
        onConfirm={() => {
          setConfirmingRevert(false);
          onRevert();
        }}
      >
        {ru.hotel.revert.text}
      </LazyConfirmDialog>
    </>
  );
}
