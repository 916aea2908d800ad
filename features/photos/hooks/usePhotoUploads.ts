'use client';

import { notifications } from '@mantine/notifications';
import { useQueryClient } from '@tanstack/react-query';
import { useState, useSyncExternalStore } from 'react';
import { ApiError } from '@/lib/http/errors';
import * as ru from '@/lib/i18n/ru';
import { type PhotoContentType, uploadPhoto } from '../api';
import { type UploadFailure, UploadQueue } from '../model/upload-queue';
import { addUploadedPhoto, photoQueries } from '../queries';

const t = ru.photos;

/** The server's reason for refusing an upload: its message on a field, else the error's own message. */
function describeError(error: unknown): UploadFailure {
  if (!(error instanceof ApiError)) return { message: ru.common.error, retryable: true };
  // A proxy in front of the API may have a lower body limit than the API itself, and answers in its own words.
  if (error.status === 413) return { message: t.errors.tooLargeForServer, retryable: false };
  const { fieldErrors } = error;
  const message = fieldErrors.file?.[0] ?? fieldErrors.objectId?.[0] ?? fieldErrors.contentType?.[0] ?? error.message;
  // No answer or a server failure may pass; a 4xx says something about this file or object that a retry won't change.
  return { message, retryable: error.status === 0 || error.status >= 500 };
}

/**
 * The upload queue of one object's photos: each file on its own request, with progress and an outcome; a
 * notification per drop; uploaded photos go into the cached list as they arrive and the list is refetched when
 * a drop is done.
 */
export function usePhotoUploads(contentType: PhotoContentType, objectId: number) {
  const queryClient = useQueryClient();
  const [queue] = useState(
    () =>
      new UploadQueue({
        upload: (file, onProgress) => uploadPhoto({ contentType, objectId, file }, { onProgress }),
        describeError,
        onUploaded: (photo) => addUploadedPhoto(queryClient, contentType, objectId, photo),
        onBatchDone: ({ uploaded, failed }) => {
          if (uploaded > 0)
            void queryClient.invalidateQueries({ queryKey: photoQueries.list(contentType, objectId).queryKey });
          if (failed === 0) {
            notifications.show({ color: 'green', message: t.uploaded(uploaded) });
          } else {
            notifications.show({
              color: 'alert',
              title: t.notUploaded(failed),
              message: uploaded > 0 ? `${t.uploaded(uploaded)}. ${t.seeReasons}` : t.seeReasons,
            });
          }
        },
      }),
  );
  const items = useSyncExternalStore(queue.subscribe, queue.getSnapshot, queue.getSnapshot);
  return { queue, items };
}
