'use client';

import { Alert, Button } from '@mantine/core';
import { IconLock, IconPlus } from '@tabler/icons-react';
import { useRef, useState } from 'react';
import * as ru from '@/lib/i18n/ru';
import { useAuthenticatedSession } from '@/lib/session';
import { DictionaryNotice } from '@/lib/ui/DictionaryNotice';
import { LazyOverlay } from '@/lib/ui/LazyOverlay';
import { lazyPart } from '@/lib/ui/lazy-part';
import { Screen, ScreenHeader } from '@/lib/ui/Screen';
import { useActiveHotelChange } from '@/lib/ui/useActiveHotelChange';
import classes from './BillingPage.module.css';
import { GatewaysSection, PaymentPointsSection } from './components/BillingSections';
import { useBilling } from './hooks/useBilling';

const t = ru.billing;

// The add dialog (Mantine's Modal, its focus trap and scroll lock) is for who opens it: its code arrives while the
// browser is idle, and it is put on the page when first opened (docs/decisions/190-first-load.md: 278.2 KiB at
// once, 229.4 so).
const PaymentPointDialog = lazyPart(
  () => import('./components/PaymentPointDialog').then((m) => m.PaymentPointDialog),
  'idle',
);

/**
 * «Оплата»: the active hotel's payment points (name, gateway, currency, whether it takes payments) and the
 * gateways on offer with their currencies (BillingSections; what they read, useBilling). The hotel's administrators
 * add a point in a dialog; a manager sees the same read-only, a notice saying why (the server refuses them a 403
 * anyway). Points and gateways load and fail independently, each with its own «Повторить».
 */
export function BillingPage() {
  const { activeHotel, isAdminedHotel } = useAuthenticatedSession();
  const hotelId = activeHotel!.id;
  const canAdd = isAdminedHotel;
  const billing = useBilling(hotelId);
  const { points, sent, needsCurrencies, currencies, offered } = billing;

  const [adding, setAdding] = useState(false);
  const returnFocus = useRef<HTMLElement | null>(null);
  // The dialog was for the previous hotel.
  useActiveHotelChange(() => setAdding(false));

  function openAdd(trigger: HTMLElement) {
    returnFocus.current = trigger;
    setAdding(true);
  }

  function closeAdd() {
    setAdding(false);
    // After the dialog's focus trap lets go; the empty state's button is gone once a point exists.
    const trigger = returnFocus.current;
    window.setTimeout(() => {
      if (trigger?.isConnected) trigger.focus();
    });
  }

  return (
    <Screen>
      <ScreenHeader
        title={t.title}
        subtitle={t.subtitle}
        status={points.data ? t.count(points.data.length) : ''}
        actions={
          canAdd && (
            <Button
              leftSection={<IconPlus size={16} stroke={1.8} aria-hidden />}
              onClick={(event) => openAdd(event.currentTarget)}
            >
              {t.add}
            </Button>
          )
        }
      />
      {needsCurrencies && currencies.isError && (
        <DictionaryNotice
          lists={[t.currencyList]}
          message={currencies.error.message}
          onRetry={() => void currencies.refetch()}
          retrying={currencies.isFetching}
        />
      )}
      {!canAdd && (
        <Alert color="blue" variant="light" icon={<IconLock size={18} stroke={1.8} aria-hidden />}>
          {t.readOnly}
        </Alert>
      )}
      <div className={classes.sections}>
        <PaymentPointsSection billing={billing} onAdd={canAdd ? openAdd : null} />
        <GatewaysSection billing={billing} />
      </div>
      {canAdd && (
        <LazyOverlay opened={adding}>
          {(opened) => (
            <PaymentPointDialog
              opened={opened}
              hotelId={hotelId}
              gateways={sent.isError ? null : offered}
              onClose={closeAdd}
            />
          )}
        </LazyOverlay>
      )}
    </Screen>
  );
}
