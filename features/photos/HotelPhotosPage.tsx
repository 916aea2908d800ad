'use client';

import { Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import * as ru from '@/lib/i18n/ru';
import { useAuthenticatedSession } from '@/lib/session';
import { Screen, ScreenHeader } from '@/lib/ui/Screen';
import { PhotoManager } from './components/PhotoManager';
import classes from './HotelPhotosPage.module.css';
import { photoQueries } from './queries';

const t = ru.photos;

/** «Фотографии»: the active hotel's photos (Settings → Photos). */
export function HotelPhotosPage() {
  const hotel = useAuthenticatedSession().activeHotel;
  // The manager's own query; read here only for the count next to the title.
  const photos = useQuery({ ...photoQueries.list('hotel', hotel?.id ?? 0), enabled: hotel !== null });
  return (
    <Screen>
      <ScreenHeader title={t.title} status={photos.data ? t.count(photos.data.length) : ''} />
      <Text c="dimmed" fz="sm" className={classes.intro}>
        {t.intro}
      </Text>
      {hotel && <PhotoManager contentType="hotel" objectId={hotel.id} />}
    </Screen>
  );
}
