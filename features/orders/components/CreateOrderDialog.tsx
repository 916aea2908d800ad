'use client';

import { Modal } from '@mantine/core';
import { useState } from 'react';
import * as ru from '@/lib/i18n/ru';
import { useDialogLayer } from '@/lib/ui/dialog-layer';
import { LazyConfirmDialog } from '@/lib/ui/LazyConfirmDialog';
import { useDiscardGuard } from '@/lib/ui/useDiscardGuard';
import { CreateOrderForm } from './CreateOrderForm';

/**
 * «Новый заказ» in a dialog: the form (CreateOrderForm.tsx) — a stay, a service, quantity, time and a comment —
 * fresh for each opening, with `stayId` chosen when it was opened for a stay.
 */
export function CreateOrderDialog({
  opened,
  stayId = null,
  onClose,
  onOpenOrder,
}: {
  opened: boolean;
  stayId?: number | null;
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
        <CreateOrderForm
          key={formKey}
          stayId={stayId}
          onClose={guard.requestClose}
          onCreated={guard.closeSaved}
          onDirtyChange={guard.onDirtyChange}
          onOpenOrder={onOpenOrder}
        />
      </Modal>
      <LazyConfirmDialog {...guard.dialog} zIndex={400} />
    </>
  );
}
