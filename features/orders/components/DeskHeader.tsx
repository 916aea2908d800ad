'use client';

import { ActionIcon, Button, Title } from '@mantine/core';
import { IconDownload, IconPlus, IconVolume, IconVolumeOff } from '@tabler/icons-react';
import * as ru from '@/lib/i18n/ru';
import { DeferredTooltip } from '@/lib/ui/DeferredTooltip';
import { HotelTimeNote } from '@/lib/ui/HotelTimeNote';
import type { LiveState } from '../api';
import { unlockSound } from '../browser/chime';
import classes from './DeskHeader.module.css';

/** The connection state in a few quiet words; screen readers hear changes politely. */
function LiveIndicator({ state }: { state: LiveState }) {
  return (
    <div className={classes.live} data-state={state} role="status" aria-live="polite">
      <span className={classes.dot} aria-hidden />
      <span>{ru.orders.live[state]}</span>
    </div>
  );
}

/** The desk's header: title, connection state, the new-order sound toggle, the open tab's CSV, «Новый заказ». */
export function DeskHeader({
  liveState,
  soundEnabled,
  onSoundChange,
  onDownload,
  downloading = false,
  onCreate,
}: {
  liveState: LiveState;
  soundEnabled: boolean;
  onSoundChange: (enabled: boolean) => void;
  /** Downloads the open tab's orders; absent while they load. */
  onDownload?: () => void;
  /** The file is being made (the rest of a long list is being read). */
  downloading?: boolean;
  onCreate: () => void;
}) {
  const soundState = soundEnabled ? ru.orders.sound.on : ru.orders.sound.off;
  return (
    <header className={classes.header}>
      <div className={classes.titleGroup}>
        <Title order={1}>{ru.orders.title}</Title>
        <LiveIndicator state={liveState} />
        <HotelTimeNote />
      </div>
      <div className={classes.tools}>
        <DeferredTooltip label={soundState} withArrow>
          <ActionIcon
            variant={soundEnabled ? 'light' : 'default'}
            size="lg"
            aria-label={ru.orders.sound.label}
            aria-pressed={soundEnabled}
            onClick={() => {
              unlockSound();
              onSoundChange(!soundEnabled);
            }}
          >
            {soundEnabled ? (
              <IconVolume size={18} stroke={1.8} aria-hidden />
            ) : (
              <IconVolumeOff size={18} stroke={1.8} aria-hidden />
            )}
          </ActionIcon>
        </DeferredTooltip>
        <DeferredTooltip label={ru.orders.download} withArrow>
          <ActionIcon
            variant="default"
            size="lg"
            aria-label={ru.orders.downloadLabel}
            disabled={onDownload === undefined}
            loading={downloading}
            onClick={onDownload}
          >
            <IconDownload size={18} stroke={1.8} aria-hidden />
          </ActionIcon>
        </DeferredTooltip>
        <Button leftSection={<IconPlus size={16} stroke={1.8} aria-hidden />} onClick={onCreate}>
          {ru.orders.newOrder}
        </Button>
      </div>
    </header>
  );
}
