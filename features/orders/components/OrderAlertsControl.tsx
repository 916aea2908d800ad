'use client';

import { ActionIcon, Button, Divider, Group, NumberInput, Popover, Stack, Switch, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconBell, IconBellOff } from '@tabler/icons-react';
import { useState } from 'react';
import { MAX_RESPONSE_MINUTES } from '@/lib/hotel-services/api';
import * as ru from '@/lib/i18n/ru';
import { useAuthenticatedSession } from '@/lib/session';
import { unlockSound } from '../browser/chime';
import { askDesktopPermission, desktopSupport } from '../browser/desktop-notifications';
import { useDesktopChoice } from '../hooks/useDesktopChoice';
import { useDefaultResponseMinutes } from '../hooks/useLateRule';
import { useOrderSound } from '../hooks/useOrderSound';
import { useOrdersLive } from './OrdersLive';

/**
 * The hotel's default time to take an order (model/late.ts), for services that set none: administrators change it,
 * managers read it. Kept in this browser (SPEC lists no call to store it), as the hint says.
 */
function ResponseTimeSetting() {
  const { activeHotel, role } = useAuthenticatedSession();
  const [minutes, setMinutes] = useDefaultResponseMinutes(activeHotel?.id ?? null);
  const [draft, setDraft] = useState<string | number>(minutes);
  const valid = typeof draft === 'number' && Number.isInteger(draft) && draft >= 1 && draft <= MAX_RESPONSE_MINUTES;
  const t = ru.ordersLive.responseTime;
  if (role !== 'admin') {
    return (
      <div>
        <Text fw={600} size="sm">
          {t.title}
        </Text>
        <Text size="sm">{t.read(minutes)}</Text>
        <Text size="xs" c="dimmed">
          {t.hint}
        </Text>
      </div>
    );
  }
  const save = () => {
    if (!valid || draft === minutes) return;
    setMinutes(draft);
    notifications.show({ color: 'blue', message: t.saved(draft) });
  };
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        save();
      }}
    >
      <Text fw={600} size="sm" mb={4}>
        {t.title}
      </Text>
      <Group gap="xs" align="flex-end" wrap="nowrap">
        <NumberInput
          label={t.label}
          value={draft}
          onChange={setDraft}
          min={1}
          max={MAX_RESPONSE_MINUTES}
          allowDecimal={false}
          allowNegative={false}
          suffix={` ${ru.units.minutes}`}
          error={draft !== '' && !valid ? t.invalid : undefined}
          size="xs"
          flex={1}
        />
        <Button type="submit" size="xs" variant="light" disabled={!valid || draft === minutes}>
          {t.save}
        </Button>
      </Group>
      <Text size="xs" c="dimmed" mt={4}>
        {t.hint}
      </Text>
    </form>
  );
}

/**
 * The header's control of new-order alerts, on every screen: the sound (the same remembered switch as the desk's)
 * and desktop notifications, with the sentence saying why before the browser is asked, and the hotel's default time
 * to take an order, after which it is late. The bell is crossed out while the sound is muted.
 */
export function OrderAlertsControl() {
  const [soundEnabled, setSoundEnabled] = useOrderSound();
  const [choice, setChoice] = useDesktopChoice();
  const support = desktopSupport();
  const { state } = useOrdersLive();

  let desktop;
  if (support === 'unsupported')
    desktop = (
      <Text size="xs" c="dimmed">
        {ru.ordersLive.desktopUnsupported}
      </Text>
    );
  else if (support === 'denied')
    desktop = (
      <Text size="xs" c="dimmed">
        {ru.ordersLive.desktopDenied}
      </Text>
    );
  else if (support === 'default') {
    desktop = (
      <Stack gap={6} align="flex-start">
        <Text size="xs" c="dimmed">
          {ru.ordersLive.desktopWhy}
        </Text>
        <Button size="compact-sm" variant="light" onClick={() => void askDesktopPermission().then(setChoice)}>
          {ru.ordersLive.desktopAllow}
        </Button>
      </Stack>
    );
  } else {
    desktop = (
      <Stack gap={4}>
        <Switch
          label={ru.ordersLive.desktop}
          checked={choice !== 'off'}
          onChange={(event) => setChoice(event.currentTarget.checked ? 'on' : 'off')}
        />
        <Text size="xs" c="dimmed">
          {ru.ordersLive.desktopWhy}
        </Text>
      </Stack>
    );
  }

  return (
    <Popover position="bottom-end" shadow="md" width={300} withArrow trapFocus>
      <Popover.Target>
        <ActionIcon variant="subtle" color="dark" size="lg" aria-label={ru.ordersLive.control}>
          {soundEnabled ? (
            <IconBell size={20} stroke={1.8} aria-hidden />
          ) : (
            <IconBellOff size={20} stroke={1.8} aria-hidden />
          )}
        </ActionIcon>
      </Popover.Target>
      <Popover.Dropdown aria-label={ru.ordersLive.controlTitle}>
        <Stack gap="sm">
          <div>
            <Text fw={600} size="sm">
              {ru.ordersLive.controlTitle}
            </Text>
            <Text size="xs" c="dimmed">
              {ru.ordersLive.controlHint}
            </Text>
            <Text size="xs" mt={4} data-state={state}>
              {ru.orders.live.label}: {ru.orders.live[state]}
            </Text>
          </div>
          <Switch
            label={ru.orders.sound.label}
            checked={soundEnabled}
            onChange={(event) => {
              unlockSound();
              setSoundEnabled(event.currentTarget.checked);
            }}
          />
          {support === 'granted' ? (
            desktop
          ) : (
            <div>
              <Text size="sm" mb={4}>
                {ru.ordersLive.desktop}
              </Text>
              {desktop}
            </div>
          )}
          <Divider />
          <ResponseTimeSetting />
        </Stack>
      </Popover.Dropdown>
    </Popover>
  );
}
