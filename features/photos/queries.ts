import { type QueryClient, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { deletePhoto, fetchPhotos, type Photo, type PhotoContentType, setMainPhoto } from './api';

/**
 * Query keys and options of the photo manager, generic → specific (ARCHITECTURE rule 4). Photos belong to the
 * active hotel (the default `meta`): a hotel switch drops them.
 */
export const photoQueries = {
  all: () => ['photos'] as const,
  lists: () => [...photoQueries.all(), 'list'] as const,
  list: (contentType: PhotoContentType, objectId: number) =>
    queryOptions({
      queryKey: [...photoQueries.lists(), contentType, objectId] as const,
      queryFn: ({ signal }) => fetchPhotos(contentType, objectId, signal),
    }),
};

/** The server's order: main first, then by upload order (the server's `position`, which grows with the id). */
function mainFirst(photos: Photo[]): Photo[] {
  return [...photos].sort((a, b) => Number(b.isMain) - Number(a.isMain) || a.id - b.id);
}

/** Puts a just-uploaded photo at the end of its object's cached list (main first if it is the first one). */
export function addUploadedPhoto(
  queryClient: QueryClient,
  contentType: PhotoContentType,
  objectId: number,
  photo: Photo,
): void {
  queryClient.setQueryData(photoQueries.list(contentType, objectId).queryKey, (photos) =>
    photos ? mainFirst([...photos.filter((item) => item.id !== photo.id), photo]) : photos,
  );
}

/**
 * `DELETE /dashboard/images/{id}/`. The photo leaves the cached list at once and, if it was the main one, the next
 * becomes main as the server does; then the list is refetched to take the server's word for it.
 */
export function useDeletePhoto(contentType: PhotoContentType, objectId: number) {
  const queryClient = useQueryClient();
  const { queryKey } = photoQueries.list(contentType, objectId);
  return useMutation({
    mutationFn: (photo: Photo) => deletePhoto(photo.id),
    onSuccess: (_, deleted) => {
      queryClient.setQueryData(queryKey, (photos) => {
        if (!photos) return photos;
        const rest = photos.filter((photo) => photo.id !== deleted.id);
        if (!deleted.isMain || rest.length === 0 || rest.some((photo) => photo.isMain)) return rest;
        // The server promotes the next in upload order: the first of the rest, as they are sorted.
        return rest.map((photo, index) => (index === 0 ? { ...photo, isMain: true } : photo));
      });
      void queryClient.invalidateQueries({ queryKey });
    },
    // A 404 means the photo is gone already (another tab, a colleague): show the list as it is now.
    onError: () => void queryClient.invalidateQueries({ queryKey }),
  });
}

/** `POST /dashboard/images/{id}/set_main/`: the answer becomes the only main photo of the cached list, first in it. */
export function useSetMainPhoto(contentType: PhotoContentType, objectId: number) {
  const queryClient = useQueryClient();
  const { queryKey } = photoQueries.list(contentType, objectId);
  return useMutation({
    mutationFn: (photo: Photo) => setMainPhoto(photo.id),
    onSuccess: (main) => {
      queryClient.setQueryData(queryKey, (photos) =>
        photos ? mainFirst(photos.map((photo) => (photo.id === main.id ? main : { ...photo, isMain: false }))) : photos,
      );
    },
    onError: () => void queryClient.invalidateQueries({ queryKey }),
  });
}
