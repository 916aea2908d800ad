'use client';

import { Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { ru } from '@/lib/i18n/ru';
import { useAuthenticatedSession } from '@/lib/session';
import { PhotoManager } from './PhotoManager';
import { photoQueries } from './queries';
import classes from './HotelPhotosPage.module.css';

const t = ru.photos;

/** «Фотографии»: the active hotel's photos (Settings → Photos). */
export function HotelPhotosPage() {
  const hotel = useAuthenticatedSession().activeHotel;
  // The manager's own query; read here only for the count next to the title.
  const photos = useQuery({ ...photoQueries.list('hotel', hotel?.id ?? 0), enabled: hotel !== null });
  return (
    <div className={classes.page}>
      <div className={classes.header}>
        <Title order={1}>{t.title}</Title>
        <Text c="dimmed" fz="sm" aria-live="polite" aria-atomic="true" className={classes.count}>
          {photos.data ? t.count(photos.data.length) : ''}
        </Text>
      </div>
      <Text c="dimmed" fz="sm" className={classes.intro}>
        {t.intro}
      </Text>
      {hotel && <PhotoManager contentType="hotel" objectId={hotel.id} />}
    </div>
  );
}
