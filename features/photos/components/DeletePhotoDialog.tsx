'use client';

import { Alert, Button, Group, Modal, Stack, Text } from '@mantine/core';
import { ru } from '@/lib/i18n/ru';
import { AlertIcon } from '@/lib/ui/icons';
import type { Photo } from '../api';
import { photoName } from './PhotoGrid';
import classes from './DeletePhotoDialog.module.css';

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
    <Modal opened={photo !== null} onClose={onClose} title={t.title} centered size="sm" returnFocus={false} closeOnClickOutside={!pending} closeOnEscape={!pending}>
      {photo && (
        <Stack gap="md">
          <div className={classes.preview}>
            <img src={photo.url} alt="" width={photo.width} height={photo.height} className={classes.image} />
          </div>
          <Text fz="sm">
            {t.text(photoName(photo))}
            {photo.isMain && ` ${t.main}`}
          </Text>
          {error && (
            <Alert color="alert" variant="light" icon={<AlertIcon />} role="alert">
              {error}
            </Alert>
          )}
          <Group justify="flex-end" gap="sm">
            {/* The safe choice has the focus: Enter right after opening does not delete. */}
            <Button variant="default" onClick={onClose} disabled={pending} data-autofocus>
              {t.cancel}
            </Button>
            <Button color="alert" onClick={() => onConfirm(photo)} loading={pending}>
              {t.confirm}
            </Button>
          </Group>
        </Stack>
      )}
    </Modal>
  );
}
