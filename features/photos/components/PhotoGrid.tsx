'use client';

import { ActionIcon, Badge, Button, Skeleton, Text } from '@mantine/core';
import { IconPhotoOff, IconStar, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import * as ru from '@/lib/i18n/ru';
import { formatBytes } from '@/lib/images';
import { DeferredTooltip } from '@/lib/ui/DeferredTooltip';
import type { Photo } from '../api';
import classes from './PhotoGrid.module.css';

const t = ru.photos;

/** Data attributes naming a card's controls by photo id, so the manager can move the focus to them. */
export const PHOTO_LINK = 'data-photo-link';
export const PHOTO_DELETE = 'data-photo-delete';

/** The name a photo goes by: the uploader's file name, or a placeholder for a nameless one. */
export function photoName(photo: Photo): string {
  return photo.originalName || t.untitled;
}

/** «1200 × 800 · 240 КБ», or as much of it as the backend gave (empty when nothing). */
function photoDetails(photo: Photo): string {
  const parts: string[] = [];
  if (photo.width !== null && photo.height !== null) parts.push(t.dimensions(photo.width, photo.height));
  if (photo.size !== null) parts.push(formatBytes(photo.size));
  return parts.join(' · ');
}

interface PhotoCardProps {
  photo: Photo;
  settingMain: boolean;
  /** Another photo is being made main: this one waits. */
  busy: boolean;
  onSetMain: (photo: Photo) => void;
  onDelete: (photo: Photo) => void;
}

function PhotoCard({ photo, settingMain, busy, onSetMain, onDelete }: PhotoCardProps) {
  const [state, setState] = useState<'loading' | 'loaded' | 'broken'>('loading');
  const name = photoName(photo);
  const details = photoDetails(photo);
  return (
    <li className={classes.item}>
      <figure className={classes.card} data-main={photo.isMain || undefined}>
        <a
          {...{ [PHOTO_LINK]: photo.id }}
          href={photo.url}
          target="_blank"
          rel="noopener noreferrer"
          className={classes.thumb}
          aria-label={t.openLabel(name)}
          data-state={state}
        >
          {/* The box has the photo's aspect ratio before it loads (width/height), so nothing moves when it does. */}
          <img
            src={photo.url}
            alt=""
            width={photo.width ?? undefined}
            height={photo.height ?? undefined}
            loading="lazy"
            decoding="async"
            className={classes.image}
            onLoad={() => setState('loaded')}
            onError={() => setState('broken')}
          />
          {state === 'broken' && (
            <span className={classes.broken}>
              <IconPhotoOff size={28} stroke={1.8} aria-hidden />
              <Text fz="xs">{t.broken}</Text>
            </span>
          )}
          {photo.isMain && (
            <Badge
              className={classes.mainBadge}
              color="yellow"
              variant="filled"
              autoContrast
              radius="sm"
              leftSection={<IconStar size={12} stroke={1.8} aria-hidden />}
            >
              {t.main}
            </Badge>
          )}
        </a>
        <figcaption className={classes.caption}>
          <Text fz="sm" fw={500} truncate="end" title={name}>
            {name}
          </Text>
          {details && (
            <Text fz="xs" c="dimmed">
              {details}
            </Text>
          )}
        </figcaption>
        <div className={classes.actions}>
          {!photo.isMain && (
            <Button
              size="compact-sm"
              variant="light"
              leftSection={<IconStar size={14} stroke={1.8} aria-hidden />}
              onClick={() => onSetMain(photo)}
              loading={settingMain}
              disabled={busy && !settingMain}
              aria-label={t.makeMainLabel(name)}
              classNames={{ section: classes.makeMainIcon }}
            >
              <span className={classes.makeMainText}>{t.makeMain}</span>
            </Button>
          )}
          <DeferredTooltip label={t.delete} withArrow openDelay={400}>
            <ActionIcon
              {...{ [PHOTO_DELETE]: photo.id }}
              variant="subtle"
              color="alert"
              size="lg"
              onClick={() => onDelete(photo)}
              aria-label={t.deleteLabel(name)}
              className={classes.delete}
            >
              <IconTrash size={18} stroke={1.8} aria-hidden />
            </ActionIcon>
          </DeferredTooltip>
        </div>
      </figure>
    </li>
  );
}

export interface PhotoGridProps {
  photos: Photo[];
  /** The photo being made main, if any. */
  settingMainId: number | null;
  onSetMain: (photo: Photo) => void;
  onDelete: (photo: Photo) => void;
}

/** The photos as a grid of cards, main first: thumbnail (opens the full size), name, size, actions. */
export function PhotoGrid({ photos, settingMainId, onSetMain, onDelete }: PhotoGridProps) {
  return (
    <ul className={classes.grid} aria-label={t.gallery}>
      {photos.map((photo) => (
        <PhotoCard
          key={photo.id}
          photo={photo}
          settingMain={settingMainId === photo.id}
          busy={settingMainId !== null}
          onSetMain={onSetMain}
          onDelete={onDelete}
        />
      ))}
    </ul>
  );
}

/** The grid while the photos load: cards of the final size. */
export function PhotoGridSkeleton({ count = 4 }: { count?: number }) {
  return (
    <ul className={classes.grid} aria-busy="true" aria-label={t.loading}>
      {Array.from({ length: count }, (_, index) => (
        <li key={index} className={classes.item}>
          <div className={classes.card}>
            <Skeleton className={classes.thumbSkeleton} radius={0} />
            <div className={classes.caption}>
              <Skeleton height={14} width="70%" mb={6} />
              <Skeleton height={10} width="45%" />
            </div>
            <div className={classes.actions}>
              <Skeleton height={26} width={140} />
            </div>
          </div>
        </li>
      ))}
    </ul>
  );
}
