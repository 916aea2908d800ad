'use client';

import { Alert, Button, Drawer, Skeleton, Stack, Text } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import * as ru from '@/lib/i18n/ru';
import { useDialogLayer } from '@/lib/ui/dialog-layer';
import { useNarrowScreen } from '@/lib/ui/useNarrowScreen';
import { guestName } from '../model/format';
import { findCachedStay, stayQueries } from '../queries';
import { StayDetail } from './StayDetail';
import classes from './StayDrawer.module.css';

const { detail: t } = ru.stays;

function DetailSkeleton() {
  return (
    <Stack gap="lg" aria-busy="true">
      <Skeleton height={72} />
      <Skeleton height={36} />
      <Skeleton height={160} />
      <Skeleton height={160} />
    </Stack>
  );
}

/**
 * The stay of `?stay=<id>` in a drawer on the right (full width on phones): guest, dates, room, state and the
 * stay's service orders, and «Сменить номер». A row of a loaded list fills it at once while the stay loads.
 */
export function StayDrawer({
  stayId,
  onClose,
  assign = false,
  onAssignDone,
}: {
  stayId: number | null;
  onClose: () => void;
  /** `?assign=1`: the room dialog opens with the stay (the home's «Назначить номер»). */
  assign?: boolean;
  /** The room dialog opened by `assign` closed: the URL forgets it. */
  onAssignDone?: () => void;
}) {
  const queryClient = useQueryClient();
  const narrow = useNarrowScreen();
  // The last stay shown stays in the drawer while it slides out.
  const [shownId, setShownId] = useState(stayId);
  if (stayId !== null && stayId !== shownId) setShownId(stayId);

  const stay = useQuery({
    ...stayQueries.detail(shownId ?? 0),
    enabled: shownId !== null,
    placeholderData: () => (shownId === null ? undefined : findCachedStay(queryClient, shownId)),
  });

  let title: string = t.title;
  if (stay.data) title = guestName(stay.data.guest);

  let body;
  if (stay.data) {
    body = <StayDetail stay={stay.data} assign={assign && stayId !== null} onAssignDone={onAssignDone} />;
  } else if (stay.isError) {
    body = (
      <Alert
        color="alert"
        variant="light"
        icon={<IconAlertCircle size={16} stroke={1.8} aria-hidden />}
        title={t.loadError}
      >
        <Text fz="sm">{stay.error.status === 404 ? t.notFound : stay.error.message}</Text>
        {stay.error.status !== 404 && (
          <Button size="xs" variant="white" color="alert" mt="xs" px={0} onClick={() => void stay.refetch()}>
            {ru.common.retry}
          </Button>
        )}
      </Alert>
    );
  } else {
    body = <DetailSkeleton />;
  }

  const layer = useDialogLayer(stayId !== null);
  return (
    <Drawer
      opened={stayId !== null}
      {...layer}
      onClose={onClose}
      position="right"
      size={narrow ? '100%' : 'md'}
      title={title}
      closeButtonProps={{ 'aria-label': t.close }}
      classNames={{ title: classes.drawerTitle, header: classes.drawerHeader }}
    >
      {body}
    </Drawer>
  );
}
