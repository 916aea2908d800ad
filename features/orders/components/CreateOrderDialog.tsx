'use client';

import { Group, Modal, SimpleGrid, Skeleton, Stack } from '@mantine/core';
import { useState } from 'react';
import * as ru from '@/lib/i18n/ru';
import { ConfirmDialog } from '@/lib/ui/ConfirmDialog';
import { DialogSuspense } from '@/lib/ui/DialogSuspense';
import { lazyScreen } from '@/lib/ui/lazy-screen';
import { useDialogLayer } from '@/lib/ui/useDialogLayer';
import { useDiscardGuard } from '@/lib/ui/useDiscardGuard';

// The form (react-hook-form, the number and time inputs, the stay search) is for who creates an order, not for
// every look at the desk: its code arrives while the browser is idle, and the dialog itself opens at once.
const CreateOrderForm = lazyScreen(() => import('./CreateOrderForm').then((m) => m.CreateOrderForm), 'idle');

/** The form's place while its code arrives: its fields' heights, so the dialog does not jump when it comes. */
function FormSkeleton() {
  return (
    <Stack gap="md" aria-busy="true" aria-label={ru.common.loading}>
      <Skeleton height={58} />
      <Skeleton height={58} />
      <SimpleGrid cols={2} spacing="md">
        <Skeleton height={58} />
        <Skeleton height={58} />
      </SimpleGrid>
      <Skeleton height={82} />
      <Group justify="flex-end" gap="sm">
        <Skeleton height={36} width={90} />
        <Skeleton height={36} width={110} />
      </Group>
    </Stack>
  );
}

/**
 * «Новый заказ» in a dialog: the form (CreateOrderForm.tsx) — a stay, a service, quantity, time and a comment —
 * fresh for each opening.
 */
export function CreateOrderDialog({
  opened,
  onClose,
  onOpenOrder,
}: {
  opened: boolean;
  onClose: () => void;
  onOpenOrder: (id: number) => void;
}) {
  // Each opening gets an empty form, even one that reopens the dialog while it still fades out.
  const [formKey, setFormKey] = useState(0);
  const [wasOpened, setWasOpened] = useState(opened);
  if (opened !== wasOpened) {
    setWasOpened(opened);
    if (opened) setFormKey((key) => key + 1);
  }

  // An outside click, Escape, ×, «Отмена» and Back ask before dropping what was typed; Back closes the dialog.
  const guard = useDiscardGuard(onClose, ru.common.discard, { opened, closeOnBack: true });
  const layer = useDialogLayer(opened);
  return (
    <>
      <Modal
        opened={opened}
        {...layer}
        onClose={guard.requestClose}
        title={ru.orders.create.title}
        size="lg"
        radius="md"
        zIndex={300}
      >
        <DialogSuspense fallback={<FormSkeleton />}>
          <CreateOrderForm
            key={formKey}
            onClose={guard.requestClose}
            onCreated={guard.closeSaved}
            onDirtyChange={guard.onDirtyChange}
            onOpenOrder={onOpenOrder}
          />
        </DialogSuspense>
      </Modal>
      <ConfirmDialog {...guard.dialog} zIndex={400} />
    </>
  );
}
