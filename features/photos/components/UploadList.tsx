'use client';

import { ActionIcon, Button, Progress, Text } from '@mantine/core';
import { IconPhoto, IconRefresh, IconX } from '@tabler/icons-react';
import * as ru from '@/lib/i18n/ru';
import { formatBytes } from '@/lib/images';
import { DeferredTooltip } from '@/lib/ui/DeferredTooltip';
import type { UploadItem } from '../model/upload-queue';
import classes from './UploadList.module.css';

const t = ru.photos;

function statusText(item: UploadItem): string {
  switch (item.status) {
    case 'waiting':
      return t.status.waiting;
    case 'uploading':
      return item.progress === null ? t.status.uploading : t.status.uploadingPercent(Math.floor(item.progress * 100));
    case 'done':
      return t.status.done;
    default:
      return item.error ?? ru.common.error;
  }
}

function UploadRow({
  item,
  onRetry,
  onDismiss,
}: {
  item: UploadItem;
  onRetry: (key: string) => void;
  onDismiss: (key: string) => void;
}) {
  const failed = item.status === 'failed' || item.status === 'refused';
  const active = item.status === 'waiting' || item.status === 'uploading';
  // Until the first progress event (or when the browser reports no total) the bar runs striped.
  const indeterminate = item.status === 'uploading' && item.progress === null;
  const value = item.status === 'waiting' ? 0 : indeterminate ? 100 : (item.progress ?? 0) * 100;
  return (
    <li className={classes.row} data-status={item.status}>
      <IconPhoto size={20} className={classes.fileIcon} stroke={1.8} aria-hidden />
      <div className={classes.body}>
        <div className={classes.line}>
          <Text fz="sm" fw={500} truncate="end" title={item.file.name} className={classes.name}>
            {item.file.name}
          </Text>
          <Text fz="xs" c="dimmed" className={classes.size}>
            {formatBytes(item.file.size)}
          </Text>
        </div>
        <Text fz="xs" c={failed ? 'alert' : 'dimmed'} className={classes.status}>
          {statusText(item)}
        </Text>
        {active && (
          <Progress
            size="sm"
            mt={6}
            value={value}
            striped={indeterminate}
            animated={indeterminate}
            aria-label={t.progressLabel(item.file.name)}
          />
        )}
      </div>
      {failed && (
        <div className={classes.actions}>
          {item.retryable && (
            <Button
              size="compact-sm"
              variant="light"
              leftSection={<IconRefresh size={14} stroke={1.8} aria-hidden />}
              onClick={() => onRetry(item.key)}
              aria-label={t.retryLabel(item.file.name)}
            >
              {ru.common.retry}
            </Button>
          )}
          <DeferredTooltip label={t.dismiss} withArrow openDelay={400}>
            <ActionIcon
              variant="subtle"
              color="gray"
              onClick={() => onDismiss(item.key)}
              aria-label={t.dismissLabel(item.file.name)}
            >
              <IconX size={16} stroke={1.8} aria-hidden />
            </ActionIcon>
          </DeferredTooltip>
        </div>
      )}
    </li>
  );
}

/**
 * The files being uploaded or refused, one row each: name, size, progress or the reason it failed, and
 * «Повторить» where trying again can help. Uploaded files leave the list once their drop is done.
 */
export function UploadList({
  items,
  onRetry,
  onDismiss,
}: {
  items: readonly UploadItem[];
  onRetry: (key: string) => void;
  onDismiss: (key: string) => void;
}) {
  if (items.length === 0) return null;
  return (
    <section aria-label={t.uploads} className={classes.section}>
      <ul className={classes.list}>
        {items.map((item) => (
          <UploadRow key={item.key} item={item} onRetry={onRetry} onDismiss={onDismiss} />
        ))}
      </ul>
    </section>
  );
}
