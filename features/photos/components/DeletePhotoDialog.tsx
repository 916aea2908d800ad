'use client';

import { Text } from '@mantine/core';
import * as ru from '@/lib/i18n/ru';
import { LazyConfirmDialog } from '@/lib/ui/LazyConfirmDialog';
import type { Photo } from '../api';
import classes from './DeletePhotoDialog.module.css';
import { photoName } from './PhotoGrid';

const t = ru.photos.deleteDialog;

export interface DeletePhotoDialogProps {
  /** The photo to delete; null keeps the dialog closed. */
  photo: Photo | null;
  pending: boolean;
  /** The server's message of a failed attempt, shown in the dialog (which stays open to try again). */
  error: string | null;
  onConfirm: (photo: Photo) => void;
  onClose: () => void;
}

/**
 * «Удалить фотографию?» with the photo itself, so nobody deletes the wrong one. Deleting is final; the main
 * photo's successor is named. Focus is returned by the caller (the card may be gone).
 */
export function DeletePhotoDialog({ photo, pending, error, onConfirm, onClose }: DeletePhotoDialogProps) {
  return (
    <LazyConfirmDialog
      opened={photo !== null}
      title={t.title}
      cancelLabel={t.cancel}
      onClose={onClose}
      confirmLabel={t.confirm}
      onConfirm={() => photo && onConfirm(photo)}
      loading={pending}
      error={error}
      size="sm"
      returnFocus={false}
    >
      {photo && (
        <>
          <div className={classes.preview}>
            <img
              src={photo.url}
              alt=""
              width={photo.width ?? undefined}
              height={photo.height ?? undefined}
              className={classes.image}
            />
          </div>
          <Text fz="sm">
            {t.text(photoName(photo))}
            {photo.isMain && ` ${t.main}`}
          </Text>
        </>
      )}
    </LazyConfirmDialog>
  );
}
