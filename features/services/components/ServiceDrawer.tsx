'use client';

import { Badge, Drawer, Group, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { type ReactNode, useId, useState } from 'react';
import { dictionaryQueries } from '@/lib/dictionaries/queries';
import * as ru from '@/lib/i18n/ru';
import { DictionaryNotice } from '@/lib/ui/DictionaryNotice';
import { useDialogLayer } from '@/lib/ui/dialog-layer';
import { LazyConfirmDialog } from '@/lib/ui/LazyConfirmDialog';
import { failedLoad, LoadError } from '@/lib/ui/LoadError';
import { useDiscardGuard } from '@/lib/ui/useDiscardGuard';
import { useNarrowScreen } from '@/lib/ui/useNarrowScreen';
import type { Service } from '../api';
import type { OpenService } from '../model/filters';
import { findCachedService, serviceQueries } from '../queries';
import classes from './ServiceDrawer.module.css';
import { type ServiceDictionaries, ServiceForm } from './ServiceForm';

const d = ru.services.drawer;
const f = ru.services.form;

/**
 * The form's six dictionaries, loaded once per session. The form waits until each has loaded or failed: one that
 * failed leaves its field typed by hand (the notice names it and offers «Повторить»), so a missing list never keeps
 * a service from being saved.
 */
function useDictionaries(enabled: boolean) {
  const named = [
    [f.serviceType, useQuery({ ...dictionaryQueries.itemTypes(), enabled })],
    [f.approveType, useQuery({ ...dictionaryQueries.approveTypes(), enabled })],
    [f.bookingType, useQuery({ ...dictionaryQueries.bookingTypes(), enabled })],
    [f.geoLevel, useQuery({ ...dictionaryQueries.geoLevels(), enabled })],
    [f.feedbackVariant, useQuery({ ...dictionaryQueries.feedbackVariants(), enabled })],
  ] as const;
  const currencies = useQuery({ ...dictionaryQueries.hotelCurrencies(), enabled });
  const queries = [...named.map(([, query]) => query), currencies];
  const [types, approveTypes, bookingTypes, geoLevels, feedbackVariants] = named.map(([, query]) => query.data ?? null);
  const data: ServiceDictionaries | null = queries.some((query) => query.isPending)
    ? null
    : {
        types: types ?? null,
        approveTypes: approveTypes ?? null,
        bookingTypes: bookingTypes ?? null,
        geoLevels: geoLevels ?? null,
        feedbackVariants: feedbackVariants ?? null,
        currencies: currencies.data ?? null,
      };
  const failedLists = [
    ...named.filter(([, query]) => query.isError).map(([label]) => label.toLowerCase()),
    ...(currencies.isError ? [f.currency.toLowerCase()] : []),
  ];
  return { data, failed: failedLoad(queries), failedLists };
}

function FormSkeleton() {
  return (
    <Stack gap="md" aria-busy="true" aria-label={ru.common.loading}>
      <Skeleton height={20} width="30%" />
      <Skeleton height={58} />
      <Skeleton height={84} />
      <Skeleton height={58} />
      <Skeleton height={58} />
      <Skeleton height={20} width="30%" mt="md" />
      <Skeleton height={128} />
      <Skeleton height={20} width="30%" mt="md" />
      <Skeleton height={96} />
    </Stack>
  );
}

function ServiceMeta({ service }: { service: Service }) {
  return (
    <Group gap="sm" className={classes.meta}>
      <Badge
        variant={service.isActive ? 'light' : 'outline'}
        color={service.isActive ? 'teal' : 'gray'}
        radius="sm"
        className={classes.badge}
      >
        {service.isActive ? ru.services.active : ru.services.inactive}
      </Badge>
      {service.ordersCount !== null && (
        <Text fz="sm" c="dimmed">
          {ru.services.orders(service.ordersCount)}
        </Text>
      )}
    </Group>
  );
}

export interface ServiceDrawerProps {
  open: OpenService;
  onClose: () => void;
  /** Opens a service by id (after creating it, so its photos can be added). */
  onOpenService: (id: number) => void;
  renderPhotos: (serviceId: number) => ReactNode;
}

/**
 * The service of `?service=<id>` (or the form of `?service=new`) in a drawer on the right, full width on phones:
 * the form, the delete button, and under the form of a saved service its photos (`renderPhotos`). Closing a form
 * with unsaved changes asks first.
 */
export function ServiceDrawer({ open, onClose, onOpenService, renderPhotos }: ServiceDrawerProps) {
  const queryClient = useQueryClient();
  const narrow = useNarrowScreen();
  const photosId = useId();
  // The last service shown stays in the drawer while it slides out.
  const [shown, setShown] = useState<OpenService>(open);
  if (
    open !== null &&
    (open.kind !== shown?.kind || (open.kind === 'existing' && shown.kind === 'existing' && open.id !== shown.id))
  ) {
    setShown(open);
  }
  const id = shown?.kind === 'existing' ? shown.id : null;

  const service = useQuery({
    ...serviceQueries.detail(id ?? 0),
    enabled: open?.kind === 'existing',
    placeholderData: () => (id === null ? undefined : findCachedService(queryClient, id)),
  });
  const dictionaries = useDictionaries(open !== null);

  const { onDirtyChange, requestClose, markClean, closeSaved, dialog } = useDiscardGuard(onClose, d, {
    opened: open !== null,
  });

  let title: string = d.title;
  let body: ReactNode;
  if (shown?.kind === 'new') {
    title = d.newTitle;
    body = dictionaries.data ? (
      <ServiceForm
        key="new"
        dictionaries={dictionaries.data}
        onCreated={(created) => {
          markClean();
          onOpenService(created.id);
        }}
        onCancel={requestClose}
        onDeleted={closeSaved}
        onDirtyChange={onDirtyChange}
      />
    ) : null;
  } else if (service.data) {
    title = service.data.name;
    // The form starts from the server's current copy, not from a list row that may be older.
    const ready = dictionaries.data && !service.isPlaceholderData;
    body = (
      <Stack gap="lg">
        <ServiceMeta service={service.data} />
        {ready ? (
          <ServiceForm
            key={service.data.id}
            service={service.data}
            dictionaries={dictionaries.data!}
            onCreated={() => {}}
            onCancel={requestClose}
            onDeleted={closeSaved}
            onDirtyChange={onDirtyChange}
          />
        ) : (
          <FormSkeleton />
        )}
        <section aria-labelledby={photosId} className={classes.photos}>
          <div>
            <Title order={3} id={photosId} className={classes.photosTitle}>
              {d.photos}
            </Title>
            <Text fz="xs" c="dimmed">
              {d.photosHint}
            </Text>
          </div>
          {renderPhotos(service.data.id)}
        </section>
      </Stack>
    );
  } else if (service.isError) {
    const missing = service.error.status === 404;
    body = (
      <LoadError
        title={d.loadError}
        message={missing ? d.notFound : service.error.message}
        onRetry={missing ? undefined : () => void service.refetch()}
        retrying={service.isFetching}
      />
    );
  }

  const layer = useDialogLayer(open !== null);
  return (
    <>
      <Drawer
        opened={open !== null}
        {...layer}
        onClose={requestClose}
        position="right"
        size={narrow ? '100%' : 'lg'}
        title={title}
        closeButtonProps={{ 'aria-label': d.close }}
        classNames={{ title: classes.drawerTitle, header: classes.drawerHeader }}
      >
        <Stack gap="lg">
          {dictionaries.failed && <DictionaryNotice lists={dictionaries.failedLists} {...dictionaries.failed} />}
          {body ?? <FormSkeleton />}
        </Stack>
      </Drawer>
      <LazyConfirmDialog {...dialog} />
    </>
  );
}
