'use client';

import { EmptyState, Stack } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconPhoto } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import * as ru from '@/lib/i18n/ru';
import { LoadError } from '@/lib/ui/LoadError';
import { settle, useSingleFlight } from '@/lib/ui/useSingleFlight';
import type { Photo, PhotoContentType } from '../api';
import { usePhotoUploads } from '../hooks/usePhotoUploads';
import { photoQueries, useDeletePhoto, useSetMainPhoto } from '../queries';
import { DeletePhotoDialog } from './DeletePhotoDialog';
import { PHOTO_DELETE, PHOTO_LINK, PhotoGrid, PhotoGridSkeleton } from './PhotoGrid';
import classes from './PhotoManager.module.css';
import { UploadArea } from './UploadArea';
import { UploadList } from './UploadList';

const t = ru.photos;

export interface PhotoManagerProps {
  contentType: PhotoContentType;
  objectId: number;
}

/**
 * Where the focus goes once the list has changed: a photo's open link (it moved first, or its neighbour is
 * gone), its delete button (a cancelled delete), or the upload area when no photo is left.
 */
type FocusTarget = { kind: 'photo'; id: number } | { kind: 'delete'; id: number } | { kind: 'upload' };

function PhotoManagerView({ contentType, objectId }: PhotoManagerProps) {
  const photos = useQuery(photoQueries.list(contentType, objectId));
  const { queue, items } = usePhotoUploads(contentType, objectId);
  const setMain = useSetMainPhoto(contentType, objectId);
  const remove = useDeletePhoto(contentType, objectId);
  const once = useSingleFlight();
  const [deleting, setDeleting] = useState<Photo | null>(null);
  // Where the focus goes after the next render; the counter makes that render happen.
  const pendingFocus = useRef<FocusTarget | null>(null);
  const [focusRequest, setFocusRequest] = useState(0);
  const rootRef = useRef<HTMLDivElement>(null);
  const uploadRef = useRef<HTMLDivElement>(null);

  function moveFocus(target: FocusTarget) {
    pendingFocus.current = target;
    setFocusRequest((count) => count + 1);
  }

  // After the list re-renders (a photo moved first, or one is gone), put the focus where the user expects it.
  useEffect(() => {
    const target = pendingFocus.current;
    if (!target) return;
    pendingFocus.current = null;
    const element =
      target.kind === 'upload'
        ? uploadRef.current
        : rootRef.current?.querySelector<HTMLElement>(
            `[${target.kind === 'photo' ? PHOTO_LINK : PHOTO_DELETE}="${target.id}"]`,
          );
    element?.focus();
  }, [focusRequest, photos.data]);

  function makeMain(photo: Photo) {
    return settle((onSettled) =>
      setMain.mutate(photo, {
        onSuccess: () => {
          notifications.show({ color: 'green', message: t.mainChanged });
          moveFocus({ kind: 'photo', id: photo.id });
        },
        onError: (error) => notifications.show({ color: 'alert', title: t.mainChangeFailed, message: error.message }),
        onSettled,
      }),
    );
  }

  function openDelete(photo: Photo) {
    remove.reset();
    setDeleting(photo);
  }

  function closeDelete() {
    if (deleting) moveFocus({ kind: 'delete', id: deleting.id });
    setDeleting(null);
  }

  function confirmDelete(photo: Photo) {
    const list = photos.data ?? [];
    const index = list.findIndex((item) => item.id === photo.id);
    const neighbour = list[index + 1] ?? list[index - 1];
    remove.mutate(photo, {
      onSuccess: () => {
        notifications.show({ color: 'green', message: photo.isMain && neighbour ? t.deletedMain : t.deleted });
        setDeleting(null);
        moveFocus(neighbour ? { kind: 'photo', id: neighbour.id } : { kind: 'upload' });
      },
      onError: (error) => {
        // Someone else deleted it first: the outcome the user wanted, and the list is being refetched.
        if (error.status !== 404) return;
        notifications.show({ color: 'blue', message: t.alreadyDeleted });
        setDeleting(null);
        moveFocus(neighbour ? { kind: 'photo', id: neighbour.id } : { kind: 'upload' });
      },
    });
  }

  let gallery;
  if (photos.isPending) {
    gallery = <PhotoGridSkeleton />;
  } else if (photos.isError) {
    gallery = (
      <LoadError
        title={t.loadError}
        message={photos.error.message}
        onRetry={() => void photos.refetch()}
        retrying={photos.isFetching}
      />
    );
  } else if (photos.data.length === 0) {
    gallery = (
      <div className={classes.empty}>
        <EmptyState
          icon={<IconPhoto size={28} stroke={1.8} aria-hidden />}
          variant="light"
          title={t.emptyTitle}
          description={t.emptyText}
        />
      </div>
    );
  } else {
    gallery = (
      <PhotoGrid
        photos={photos.data}
        settingMainId={setMain.isPending ? (setMain.variables?.id ?? null) : null}
        // Single-flight: a double click on «Сделать главным» (both clicks before the button spins) sends once. Wrapped
        // at the click, not in render: makeMain moves the focus through a ref.
        onSetMain={(photo) => once(makeMain)(photo)}
        onDelete={openDelete}
      />
    );
  }

  return (
    <Stack gap="md" className={classes.root} ref={rootRef}>
      <UploadArea rootRef={uploadRef} onFiles={(accepted, refused) => queue.add(accepted, refused)} />
      <UploadList items={items} onRetry={(key) => queue.retry(key)} onDismiss={(key) => queue.dismiss(key)} />
      {gallery}
      <DeletePhotoDialog
        photo={deleting}
        pending={remove.isPending}
        error={remove.isError ? remove.error.message : null}
        onConfirm={confirmDelete}
        onClose={closeDelete}
      />
    </Stack>
  );
}

/**
 * The photos of one object (a hotel, a service): the gallery, main first, with «Сделать главным» and delete
 * (confirmed), and an upload area taking several files, each uploaded on its own request with its own progress
 * and outcome. Every action ends in a notification; keyboard focus stays where the user works.
 *
 * Another object is another manager (the key): its upload queue and dialog never carry over, e.g. when a
 * services drawer switches from one service to the next.
 */
export function PhotoManager({ contentType, objectId }: PhotoManagerProps) {
  return <PhotoManagerView key={`${contentType}:${objectId}`} contentType={contentType} objectId={objectId} />;
}
