'use client';

import { Modal, Skeleton, Stack } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useEffect, useState } from 'react';
import type { ApiError } from '@/lib/http/errors';
import * as ru from '@/lib/i18n/ru';
import { ConfirmDialog } from '@/lib/ui/ConfirmDialog';
import { DialogSuspense } from '@/lib/ui/DialogSuspense';
import { lazyScreen } from '@/lib/ui/lazy-screen';
import { useDialogLayer } from '@/lib/ui/useDialogLayer';
import { useDiscardGuard } from '@/lib/ui/useDiscardGuard';
import { useNarrowScreen } from '@/lib/ui/useNarrowScreen';
import { settle } from '@/lib/ui/useSingleFlight';
import { useCreatePaymentPoint } from '../queries';
import type { PaymentPointValues } from '../schemas';
import classes from './PaymentPointDialog.module.css';
import type { GatewayOptions } from './PaymentPointForm';

const f = ru.billing.form;

// The form (react-hook-form and its rules) is only needed once the dialog is opened: it loads when the browser is
// idle after the screen, and a skeleton of its fields holds the place until then.
const PaymentPointForm = lazyScreen(() => import('./PaymentPointForm').then((m) => m.PaymentPointForm), 'idle');

/** The form's fields at their size: the name with its hint, gateway, currency, the switch, the buttons. */
function FormSkeleton() {
  return (
    <Stack gap="md" aria-busy="true" aria-label={ru.common.loading}>
      <Skeleton height={78} />
      <Skeleton height={58} />
      <Skeleton height={58} />
      <Skeleton height={40} />
      <Skeleton height={36} width="50%" ml="auto" mt="xs" />
    </Stack>
  );
}

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
        <DialogSuspense fallback={<FormSkeleton />}>
          <PaymentPointForm
            key={formKey}
            gateways={gateways}
            onSubmit={submit}
            pending={create.isPending}
            error={create.error}
            onCancel={guard.requestClose}
            onDirtyChange={guard.onDirtyChange}
          />
        </DialogSuspense>
      </Modal>
      <ConfirmDialog {...guard.dialog} />
    </>
  );
}
