'use client';

import { Button, EmptyState, Stack, Text, Title } from '@mantine/core';
import { IconPlus, IconWallet } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import * as ru from '@/lib/i18n/ru';
import { LoadError } from '@/lib/ui/LoadError';
import { ScreenPanel } from '@/lib/ui/Screen';
import type { useBilling } from '../hooks/useBilling';
import { GatewayCards, GatewayCardsSkeleton } from './GatewayCards';
import { PaymentPointsSkeleton, PaymentPointsTable } from './PaymentPointsTable';

const t = ru.billing;

type Billing = ReturnType<typeof useBilling>;

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

/** The points' table; its empty state offers the first point to those who may add one. */
function PointsContent({ billing, onAdd }: { billing: Billing; onAdd: ((trigger: HTMLElement) => void) | null }) {
  const { points, sent } = billing;
  // The rows wait for the gateways too (they load side by side), so a gateway's code never flashes before its
  // name; gateways that failed leave the codes.
  if (points.isPending || sent.isPending) return <PaymentPointsSkeleton />;
  if (points.isError)
    return (
      <LoadError
        title={t.points.loadError}
        message={points.error.message}
        onRetry={() => void points.refetch()}
        retrying={points.isFetching}
      />
    );
  if (points.data.length === 0)
    return (
      <ScreenPanel>
        <EmptyState
          icon={<IconWallet size={28} stroke={1.8} aria-hidden />}
          variant="light"
          title={t.empty.title}
          description={onAdd ? t.empty.text : t.empty.readOnlyText}
        >
          {onAdd && (
            <EmptyState.Actions>
              <Button
                leftSection={<IconPlus size={16} stroke={1.8} aria-hidden />}
                onClick={(event) => onAdd(event.currentTarget)}
              >
                {t.add}
              </Button>
            </EmptyState.Actions>
          )}
        </EmptyState>
      </ScreenPanel>
    );
  return <PaymentPointsTable points={points.data} gatewayNames={billing.gatewayNames} />;
}

/** The gateways on offer as cards, each with the points using it. */
function GatewaysContent({ billing }: { billing: Billing }) {
  const { sent, needsCurrencies, currencies, offered } = billing;
  if (sent.isPending || (needsCurrencies && currencies.isPending)) return <GatewayCardsSkeleton />;
  if (sent.isError)
    return (
      <LoadError
        title={t.gateways.loadError}
        message={sent.error.message}
        onRetry={() => void sent.refetch()}
        retrying={sent.isFetching}
      />
    );
  if (!offered || offered.length === 0)
    return (
      <Text c="dimmed" fz="sm">
        {t.gateways.empty}
      </Text>
    );
  return <GatewayCards gateways={offered} usage={billing.usage} />;
}

/** «Точки оплаты»: the hotel's payment points; `onAdd` null for who may not add one. */
export function PaymentPointsSection({
  billing,
  onAdd,
}: {
  billing: Billing;
  onAdd: ((trigger: HTMLElement) => void) | null;
}) {
  return (
    <Section id="billing-points" title={t.points.title}>
      <PointsContent billing={billing} onAdd={onAdd} />
    </Section>
  );
}

/** The gateways on offer with their currencies. */
export function GatewaysSection({ billing }: { billing: Billing }) {
  return (
    <Section id="billing-gateways" title={t.gateways.title} subtitle={t.gateways.subtitle}>
      <GatewaysContent billing={billing} />
    </Section>
  );
}
