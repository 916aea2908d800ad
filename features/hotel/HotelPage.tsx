'use client';

import { Alert, Stack, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconLock } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import { dictionaryQueries } from '@/lib/dictionaries/queries';
import * as ru from '@/lib/i18n/ru';
import { useAuthenticatedSession } from '@/lib/session';
import { DictionaryNotice } from '@/lib/ui/DictionaryNotice';
import { LeaveGuard } from '@/lib/ui/LeaveGuard';
import { failedLoad, LoadError } from '@/lib/ui/LoadError';
import { useActiveHotelChange } from '@/lib/ui/useActiveHotelChange';
import type { Hotel, HotelField } from './api';
import { HotelForm } from './components/HotelForm';
import { HotelFormSkeleton } from './components/HotelFormSkeleton';
import classes from './HotelPage.module.css';
import type { HotelDraft } from './hooks/useHotelDraft';
import { hotelQueries } from './queries';

function sameDraft(a: HotelDraft | undefined, b: HotelDraft | null): boolean {
  if (!a || !b) return !a && !b;
  const keys = Object.keys(a) as HotelField[];
  return keys.length === Object.keys(b).length && keys.every((key) => a[key] === b[key]);
}

/**
 * «Отель»: the active hotel's information. Switching the hotel in the header loads the other hotel's form; what
 * was typed and not saved is kept per hotel for as long as the page is open (a notification says so) and comes
 * back when the user returns to that hotel. Leaving the page with anything unsaved asks first (LeaveGuard).
 */
export function HotelPage() {
  const { activeHotel, hotels, role, reload } = useAuthenticatedSession();
  const hotelId = activeHotel?.id ?? 0;

  const hotel = useQuery({ ...hotelQueries.detail(hotelId), enabled: hotelId > 0 });
  const restrictions = useQuery(dictionaryQueries.hotelFieldRestrictions());
  const currencies = useQuery(dictionaryQueries.hotelCurrencies());

  const [drafts, setDrafts] = useState<ReadonlyMap<number, HotelDraft>>(() => new Map());
  const onDraftChange = useCallback(
    (draft: HotelDraft | null) => {
      setDrafts((current) => {
        if (sameDraft(current.get(hotelId), draft)) return current;
        const next = new Map(current);
        if (draft) next.set(hotelId, draft);
        else next.delete(hotelId);
        return next;
      });
    },
    [hotelId],
  );

  // The hotel changed under unsaved changes: they stay as that hotel's draft; say so, as the form now shows
  // another hotel.
  useActiveHotelChange((previous) => {
    if (previous === null || !drafts.has(previous)) return;
    const name = hotels.find((item) => item.id === previous)?.name ?? '';
    notifications.show({ message: ru.hotel.draftKept(name), color: 'orange', autoClose: 10_000 });
  });

  const onSaved = useCallback(
    (_saved: Hotel, fields: readonly HotelField[]) => {
      // The header's hotel switcher shows names from the session user: refresh it when they changed.
      if (fields.includes('name') || fields.includes('city')) void reload();
    },
    [reload],
  );

  // Shown from the first frame (the role is the session's), so the form does not move when it arrives; hidden
  // only if the restrictions turn out to lock nothing.
  const managerOnly = role !== 'admin';
  const locksSomething = !restrictions.data || Object.values(restrictions.data).some((rule) => rule.readOnlyForManager);

  // Only the record is needed: a form without its dictionaries still saves (the currency is then typed, the rules
  // are the server's), and says what did not load.
  const failed = failedLoad([hotel]);
  const dictionariesFailed = failedLoad([restrictions, currencies]);
  let content;
  if (failed) {
    content = <LoadError title={ru.hotel.loadError} {...failed} />;
  } else if (!hotel.data || restrictions.isPending || currencies.isPending) {
    content = <HotelFormSkeleton />;
  } else {
    content = (
      <HotelForm
        key={hotel.data.id}
        hotel={hotel.data}
        restrictions={restrictions.data ?? {}}
        currencies={currencies.data ?? null}
        managerOnly={managerOnly}
        draft={drafts.get(hotel.data.id)}
        onDraftChange={onDraftChange}
        onSaved={onSaved}
      />
    );
  }

  return (
    <Stack gap="lg" className={classes.page}>
      <div>
        <Title order={1}>{ru.hotel.title}</Title>
        <Text c="dimmed">{activeHotel?.name}</Text>
      </div>
      {managerOnly && locksSomething && !failed && (
        <Alert color="blue" variant="light" icon={<IconLock size={18} stroke={1.8} aria-hidden />}>
          {ru.hotel.managerNotice}
        </Alert>
      )}
      {dictionariesFailed && hotel.data && (
        <DictionaryNotice
          lists={[
            ...(restrictions.isError ? [ru.hotel.lists.restrictions] : []),
            ...(currencies.isError ? [ru.hotel.lists.currencies] : []),
          ]}
          {...dictionariesFailed}
        />
      )}
      {content}
      <LeaveGuard active={drafts.size > 0} texts={ru.hotel.leave} />
    </Stack>
  );
}
