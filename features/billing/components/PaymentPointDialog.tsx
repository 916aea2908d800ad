'use client';

import { useCallback, useEffect, useState } from 'react';
import { Modal } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import type { ApiError } from '@/lib/http/errors';
import { ru } from '@/lib/i18n/ru';
import { useNarrowScreen } from '@/lib/ui/useNarrowScreen';
import { useCreatePaymentPoint } from '../queries';
import type { PaymentPointValues } from '../schemas';
import { PaymentPointForm, type GatewayOptions } from './PaymentPointForm';
import classes from './PaymentPointDialog.module.css';

const f = ru.billing.form;

export interface PaymentPointDialogProps {
  opened: boolean;
  /** The hotel the point is for (the active one). */
  hotelId: number;
  gateways: GatewayOptions;
  onClose: () => void;
}

/**
 * «Новая точка оплаты» in a dialog — full screen on phones. A notification says when the point was added; the
 * dialog does not close on a stray click outside while something is typed; each opening starts a fresh form.
 */
export function PaymentPointDialog({ opened, hotelId, gateways, onClose }: PaymentPointDialogProps) {
  const narrow = useNarrowScreen();
  const create = useCreatePaymentPoint();
  const [dirty, setDirty] = useState(false);
  const onDirtyChange = useCallback((value: boolean) => setDirty(value), []);
  // A fresh form for each opening.
  const [formKey, setFormKey] = useState(0);
  const [wasOpened, setWasOpened] = useState(opened);
  if (opened !== wasOpened) {
    setWasOpened(opened);
    if (opened) {
      setFormKey((key) => key + 1);
      setDirty(false);
    }
  }
  // A closed dialog forgets the last failure, however it was closed (also by a hotel switch).
  const reset = create.reset;
  useEffect(() => {
    if (!opened) reset();
  }, [opened, reset]);

  function submit(values: PaymentPointValues, onError: (error: ApiError) => void) {
    create.mutate(
      { ...values, hotel: hotelId },
      {
        onSuccess: (point) => {
          notifications.show({ color: 'blue', message: f.created(point.name) });
          onClose();
        },
        onError,
      },
    );
  }

  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={f.title}
      size="md"
      radius="md"
      fullScreen={narrow}
      closeOnClickOutside={!dirty}
      closeButtonProps={{ 'aria-label': f.close }}
      classNames={{ title: classes.title }}
    >
      <PaymentPointForm
        key={formKey}
        gateways={gateways}
        onSubmit={submit}
        pending={create.isPending}
        error={create.error}
        onCancel={onClose}
        onDirtyChange={onDirtyChange}
      />
    </Modal>
  );
}
