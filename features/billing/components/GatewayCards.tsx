'use client';

import { Badge, Group, Skeleton, Text } from '@mantine/core';
import * as ru from '@/lib/i18n/ru';
import { DeferredTooltip } from '@/lib/ui/DeferredTooltip';
import type { Gateway } from '../api';
import { currencyName } from '../model/format';
import classes from './GatewayCards.module.css';

const t = ru.billing.gateways;

/** A cash desk takes every currency of the hotel list: past this many the card shows «+N». */
const SHOWN_CURRENCIES = 6;

export interface GatewayCardsProps {
  gateways: Gateway[];
  /** How many of the hotel's points use each gateway (by code); absent while the points load. */
  usage?: ReadonlyMap<string, number>;
}

function CurrencyBadge({ code }: { code: string }) {
  const name = currencyName(code);
  const badge = (
    <Badge variant="default" radius="sm" size="sm" className={classes.currency}>
      {code}
    </Badge>
  );
  return name ? (
    <DeferredTooltip label={name} withArrow openDelay={300}>
      {badge}
    </DeferredTooltip>
  ) : (
    badge
  );
}

/** The gateways on offer as small cards: the name, how many of the hotel's points use it, and its currencies. */
export function GatewayCards({ gateways, usage }: GatewayCardsProps) {
  return (
    <ul className={classes.list} aria-label={t.title}>
      {gateways.map((gateway) => {
        const shown = gateway.currencies.slice(0, SHOWN_CURRENCIES);
        const rest = gateway.currencies.slice(SHOWN_CURRENCIES);
        return (
          <li key={gateway.code} className={classes.card}>
            <div className={classes.top}>
              <Text fw={600} className={classes.name}>
                {gateway.name}
              </Text>
              {usage && (
                <Text fz="xs" c="dimmed" className={classes.usage}>
                  {t.used(usage.get(gateway.code) ?? 0)}
                </Text>
              )}
            </div>
            <Group gap={4} aria-label={t.currencies} role="list">
              {shown.map((code) => (
                <span role="listitem" key={code}>
                  <CurrencyBadge code={code} />
                </span>
              ))}
              {rest.length > 0 && (
                <span role="listitem">
                  <DeferredTooltip label={rest.join(', ')} withArrow multiline maw={240}>
                    <Badge variant="default" radius="sm" size="sm" className={classes.currency} tabIndex={0}>
                      +{rest.length}
                    </Badge>
                  </DeferredTooltip>
                </span>
              )}
            </Group>
          </li>
        );
      })}
    </ul>
  );
}

/** The cards while the gateways load, at their size. */
export function GatewayCardsSkeleton() {
  return (
    <div className={classes.list} aria-busy="true" aria-label={ru.common.loading}>
      {Array.from({ length: 5 }, (_, index) => (
        <Skeleton key={index} height={88} radius="md" />
      ))}
    </div>
  );
}
