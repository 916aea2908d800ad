'use client';

import { Alert, Button, EmptyState, Stack, Text, Title } from '@mantine/core';
import { IconLock, IconPlus, IconWallet } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { type ReactNode, useMemo, useRef, useState } from 'react';
import { dictionaryQueries } from '@/lib/dictionaries/queries';
import * as ru from '@/lib/i18n/ru';
import { useAuthenticatedSession } from '@/lib/session';
import { DictionaryNotice } from '@/lib/ui/DictionaryNotice';
import { LazyOverlay } from '@/lib/ui/LazyOverlay';
import { LoadError } from '@/lib/ui/LoadError';
import { lazyScreen } from '@/lib/ui/lazy-screen';
import { Screen, ScreenHeader, ScreenPanel } from '@/lib/ui/Screen';
import { useActiveHotelChange } from '@/lib/ui/useActiveHotelChange';
import classes from './BillingPage.module.css';
import { GatewayCards, GatewayCardsSkeleton } from './components/GatewayCards';
import { PaymentPointsSkeleton, PaymentPointsTable } from './components/PaymentPointsTable';
import { billingQueries } from './queries';
import { offeredGateways } from './schemas';

const t = ru.billing;

// The add dialog (Mantine's Modal, its focus trap and scroll lock) is for who opens it: its code arrives while the
// browser is idle, and it is put on the page when first opened (docs/decisions/155-deferred-confirmation-and-menu.md).
const PaymentPointDialog = lazyScreen(
  () => import('./components/PaymentPointDialog').then((m) => m.PaymentPointDialog),
  'idle',
);

function Section({
  id,
  title,
  subtitle,
  children,
}: {
  id: string;
  title: string;
  subtitle?: string;
  children: ReactNode;
}) {
  return (
    <Stack gap="sm" component="section" aria-labelledby={id}>
      <div>
        <Title id={id} order={2} size="h4">
          {title}
        </Title>
        {subtitle && (
          <Text c="dimmed" fz="sm" mt={2}>
            {subtitle}
          </Text>
        )}
      </div>
      {children}
    </Stack>
  );
}

/**
 * «Оплата»: the active hotel's payment points (name, gateway, currency, whether it takes payments) and the
 * gateways on offer with their currencies. The hotel's administrators add a point in a dialog; a manager sees
 * the same read-only, a notice saying why (the server refuses them a 403 anyway). Points and gateways load and
 * fail independently, each with its own «Повторить».
 */
export function BillingPage() {
  const { activeHotel, isAdminedHotel } = useAuthenticatedSession();
  const hotelId = activeHotel!.id;
  const canAdd = isAdminedHotel;
  const points = useQuery(billingQueries.points(hotelId));
  const sent = useQuery(billingQueries.gateways());
  // Asked for only when a gateway does not say which currencies it takes: it is then offered in the hotel's.
  const needsCurrencies = sent.data?.some((gateway) => gateway.currencies === null) ?? false;
  const currencies = useQuery({ ...dictionaryQueries.hotelCurrencies(), enabled: needsCurrencies });
  const offered = useMemo(
    () =>
      sent.data &&
      offeredGateways(
        sent.data,
        (currencies.data ?? []).map((currency) => currency.code),
      ),
    [sent.data, currencies.data],
  );

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

  const gatewayNames = useMemo(
    () => new Map((sent.data ?? []).map((gateway) => [gateway.code, gateway.name])),
    [sent.data],
  );
  const usage = useMemo(() => {
    if (!points.data) return undefined;
    const counts = new Map<string, number>();
    for (const point of points.data) counts.set(point.gateway, (counts.get(point.gateway) ?? 0) + 1);
    return counts;
  }, [points.data]);

  let pointsContent: ReactNode;
  // The rows wait for the gateways too (they load side by side), so a gateway's code never flashes before its
  // name; gateways that failed leave the codes.
  if (points.isPending || sent.isPending) {
    pointsContent = <PaymentPointsSkeleton />;
  } else if (points.isError) {
    pointsContent = (
      <LoadError
        title={t.points.loadError}
        message={points.error.message}
        onRetry={() => void points.refetch()}
        retrying={points.isFetching}
      />
    );
  } else if (points.data.length === 0) {
    pointsContent = (
      <ScreenPanel>
        <EmptyState
          icon={<IconWallet size={28} stroke={1.8} aria-hidden />}
          variant="light"
          title={t.empty.title}
          description={canAdd ? t.empty.text : t.empty.readOnlyText}
        >
          {canAdd && (
            <EmptyState.Actions>
              <Button
                leftSection={<IconPlus size={16} stroke={1.8} aria-hidden />}
                onClick={(event) => openAdd(event.currentTarget)}
              >
                {t.add}
              </Button>
            </EmptyState.Actions>
          )}
        </EmptyState>
      </ScreenPanel>
    );
  } else {
    pointsContent = <PaymentPointsTable points={points.data} gatewayNames={gatewayNames} />;
  }

  let gatewaysContent: ReactNode;
  if (sent.isPending || (needsCurrencies && currencies.isPending)) {
    gatewaysContent = <GatewayCardsSkeleton />;
  } else if (sent.isError) {
    gatewaysContent = (
      <LoadError
        title={t.gateways.loadError}
        message={sent.error.message}
        onRetry={() => void sent.refetch()}
        retrying={sent.isFetching}
      />
    );
  } else if (!offered || offered.length === 0) {
    gatewaysContent = (
      <Text c="dimmed" fz="sm">
        {t.gateways.empty}
      </Text>
    );
  } else {
    gatewaysContent = <GatewayCards gateways={offered} usage={usage} />;
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
        <Section id="billing-points" title={t.points.title}>
          {pointsContent}
        </Section>
        <Section id="billing-gateways" title={t.gateways.title} subtitle={t.gateways.subtitle}>
          {gatewaysContent}
        </Section>
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
