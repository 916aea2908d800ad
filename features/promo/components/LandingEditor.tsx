'use client';

import { Modal, Skeleton, Stack } from '@mantine/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import * as ru from '@/lib/i18n/ru';
import { useDialogLayer } from '@/lib/ui/dialog-layer';
import { LazyConfirmDialog } from '@/lib/ui/LazyConfirmDialog';
import { LoadError } from '@/lib/ui/LoadError';
import { useDiscardGuard } from '@/lib/ui/useDiscardGuard';
import { useNarrowScreen } from '@/lib/ui/useNarrowScreen';
import type { Landing } from '../api';
import type { OpenLanding } from '../model/filters';
import type { Zone } from '../model/zone';
import { findCachedLanding, promoQueries } from '../queries';
import classes from './LandingEditor.module.css';
import { LandingForm } from './LandingForm';

const e = ru.promo.editor;

/** The editor while the landing loads: the two columns at their size, so nothing jumps when it arrives. */
function EditorSkeleton() {
  return (
    <div className={classes.skeleton} aria-busy="true" aria-label={ru.common.loading}>
      <Stack gap="md" className={classes.skeletonFields}>
        <Skeleton height={20} width="30%" />
        <Skeleton height={58} />
        <Skeleton height={58} />
        <Skeleton height={160} />
        <Skeleton height={96} />
      </Stack>
      <div className={classes.skeletonPreview}>
        <Skeleton height={560} radius={36} />
      </div>
    </div>
  );
}

export interface LandingEditorProps {
  open: OpenLanding;
  /** The hotel's time zone, the window's wall clock; the form waits until it is `zoneReady`. */
  zone: Zone;
  zoneReady: boolean;
  onClose: () => void;
  /** Asks to delete the open landing (the page confirms, and closes the editor once it is gone). */
  onDelete: (landing: Landing) => void;
}

/**
 * The landing of `?landing=<id>` (or the form of `?landing=new`) in a full-height dialog — the form and its live
 * preview side by side, full screen with tabs on phones. Closing a form with unsaved changes asks first.
 */
export function LandingEditor({ open, zone, zoneReady, onClose, onDelete }: LandingEditorProps) {
  const queryClient = useQueryClient();
  const narrow = useNarrowScreen();
  // The last landing shown stays in the dialog while it closes.
  const [shown, setShown] = useState<OpenLanding>(open);
  if (
    open !== null &&
    (open.kind !== shown?.kind || (open.kind === 'existing' && shown.kind === 'existing' && open.id !== shown.id))
  ) {
    setShown(open);
  }
  const id = shown?.kind === 'existing' ? shown.id : null;

  const landing = useQuery({
    ...promoQueries.detail(id ?? 0),
    enabled: open?.kind === 'existing',
    placeholderData: () => (id === null ? undefined : findCachedLanding(queryClient, id)),
  });

  const { onDirtyChange, requestClose, closeSaved, dialog } = useDiscardGuard(onClose, e, { opened: open !== null });

  let title: string = e.title;
  let body: ReactNode = <EditorSkeleton />;
  if (shown?.kind === 'new') {
    title = e.newTitle;
    if (zoneReady)
      body = (
        <LandingForm key="new" zone={zone} onSaved={closeSaved} onCancel={requestClose} onDirtyChange={onDirtyChange} />
      );
  } else if (landing.data) {
    title = landing.data.title;
    const saved = landing.data;
    // The form starts from the server's current copy, not from a list row that may be older.
    if (!landing.isPlaceholderData && zoneReady) {
      body = (
        <LandingForm
          key={saved.id}
          landing={saved}
          zone={zone}
          onSaved={closeSaved}
          onCancel={requestClose}
          onDelete={() => onDelete(saved)}
          onDirtyChange={onDirtyChange}
        />
      );
    }
  } else if (landing.isError) {
    const missing = landing.error.status === 404;
    body = (
      <div className={classes.error}>
        <LoadError
          title={e.loadError}
          message={missing ? e.notFound : landing.error.message}
          onRetry={missing ? undefined : () => void landing.refetch()}
          retrying={landing.isFetching}
        />
      </div>
    );
  }

  const layer = useDialogLayer(open !== null);
  return (
    <>
      <Modal
        opened={open !== null}
        {...layer}
        onClose={requestClose}
        fullScreen={narrow}
        size="80rem"
        yOffset="1.5rem"
        title={title}
        closeButtonProps={{ 'aria-label': e.close }}
        classNames={{ content: classes.content, header: classes.header, title: classes.title, body: classes.body }}
      >
        {body}
      </Modal>
      <LazyConfirmDialog {...dialog} />
    </>
  );
}
