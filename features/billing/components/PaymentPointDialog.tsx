'use client';

import { Modal } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useEffect, useState } from 'react';
import type { ApiError } from '@/lib/http/errors';
import * as ru from '@/lib/i18n/ru';
import { useDialogLayer } from '@/lib/ui/dialog-layer';
import { LazyConfirmDialog } from '@/lib/ui/LazyConfirmDialog';
import { useDiscardGuard } from '@/lib/ui/useDiscardGuard';
import { useNarrowScreen } from '@/lib/ui/useNarrowScreen';
import { settle } from '@/lib/ui/useSingleFlight';
import { useCreatePaymentPoint } from '../queries';
import type { PaymentPointValues } from '../schemas';
import classes from './PaymentPointDialog.module.css';
import { type GatewayOptions, PaymentPointForm } from './PaymentPointForm';

const f = ru.billing.form;

export interface PaymentPointDialogProps {
  opened: boolean;
  /** The hotel the point is for (the active one). */
  hotelId: number;
  gateways: GatewayOptions;
  onClose: () => void;
}

/**
 * «Новая точка оплаты» in a dialog — full screen on phones. A notification says when the point was added; closing
 * the dialog while something is typed (×, Escape, a click outside, Back) asks first; each opening starts a fresh
 * form.
 */
export function PaymentPointDialog({ opened, hotelId, gateways, onClose }: PaymentPointDialogProps) {
  const narrow = useNarrowScreen();
  const create = useCreatePaymentPoint();
  const guard = useDiscardGuard(onClose, ru.common.discard, { opened, closeOnBack: true });
  // A fresh form for each opening.
  const [formKey, setFormKey] = useState(0);
  const [wasOpened, setWasOpened] = useState(opened);
  if (opened !== wasOpened) {
    setWasOpened(opened);
    if (opened) {
      setFormKey((key) => key + 1);
    }
  }
  // A closed dialog forgets the last failure, however it was closed (also by a hotel switch).
  const reset = create.reset;
  useEffect(() => {
    if (!opened) reset();
  }, [opened, reset]);

  function submit(values: PaymentPointValues, onError: (error: ApiError) => void) {
    return settle((onSettled) =>
      create.mutate(
        { ...values, hotel: hotelId },
        {
          onSuccess: (point) => {
            notifications.show({ color: 'blue', message: f.created(point.name) });
            guard.closeSaved();
          },
          onError,
          onSettled,
        },
      ),
    );
  }

  const layer = useDialogLayer(opened);
  return (
    <>
      <Modal
        opened={opened}
        {...layer}
        onClose={guard.requestClose}
        title={f.title}
        size="md"
        radius="md"
        fullScreen={narrow}
        closeButtonProps={{ 'aria-label': f.close }}
        classNames={{ title: classes.title }}
      >
        <PaymentPointForm
          key={formKey}
          gateways={gateways}
          onSubmit={submit}
          pending={create.isPending}
          error={create.error}
          onCancel={guard.requestClose}
          onDirtyChange={guard.onDirtyChange}
        />
      </Modal>
      <LazyConfirmDialog {...guard.dialog} />
    </>
  );
}
