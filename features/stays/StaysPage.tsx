'use client';

import { Button } from '@mantine/core';
import { IconBed, IconDownload } from '@tabler/icons-react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Suspense } from 'react';
import { dayInZone, useHotelZone } from '@/lib/hotel-time';
import * as ru from '@/lib/i18n/ru';
import { LazyOverlay } from '@/lib/ui/LazyOverlay';
import { ListBody } from '@/lib/ui/ListBody';
import { lazyPart } from '@/lib/ui/lazy-part';
import { Screen, ScreenHeader } from '@/lib/ui/Screen';
import { useActiveHotelChange } from '@/lib/ui/useActiveHotelChange';
import { useCsvDownload } from '@/lib/ui/useCsvDownload';
import { useListScreen } from '@/lib/ui/useListScreen';
import { useSearchState } from '@/lib/ui/useSearchState';
import type { StaysPage as StaysPageData } from './api';
import { StaysTable, StaysTableSkeleton } from './components/StaysTable';
import { StaysToolbar } from './components/StaysToolbar';
import { staysCsv, staysCsvName } from './model/export';
import { filtersToSearch, parseStayFilters, parseStayId, STAY_SEARCH_KEYS, type StayFilters } from './model/filters';
import { stayQueries } from './queries';

// The stay's drawer is what a click opens: its code (the drawer, its modal and focus trap) arrives while the browser
// is idle, out of the screen's first load (docs/decisions/190-first-load.md: `/guests` 286.8 KiB at once, 221.8
// so).
const StayDrawer = lazyPart(() => import('./components/StayDrawer').then((m) => m.StayDrawer), 'idle');

function Header({
  page,
  onDownload,
  downloading = false,
}: {
  page: StaysPageData | undefined;
  onDownload?: () => void;
  downloading?: boolean;
}) {
  let found = '';
  if (page)
    found =
      page.count > page.results.length
        ? ru.stays.foundTruncated(page.results.length, page.count)
        : ru.stays.found(page.count);
  return (
    <ScreenHeader
      title={ru.stays.title}
      status={found}
      actions={
        <Button
          variant="default"
          leftSection={<IconDownload size={16} stroke={1.8} aria-hidden />}
          aria-label={ru.stays.downloadLabel}
          disabled={onDownload === undefined}
          loading={downloading}
          onClick={onDownload}
        >
          {ru.stays.download}
        </Button>
      }
    />
  );
}

function StaysScreen() {
  const [params, setParams] = useSearchState(STAY_SEARCH_KEYS);
  const filters = parseStayFilters(params);
  const openId = parseStayId(params.stay);
  const { timeZone } = useHotelZone();
  const today = dayInZone(new Date(), timeZone);

  const list = useQuery(stayQueries.list(filters, today));

  // A stay belongs to one hotel: after a switch the open one is another hotel's, so its drawer closes.
  useActiveHotelChange(() => setParams({ stay: null, assign: null }));

  const screen = useListScreen({
    searchParam: params.q,
    filters,
    write: (patch: Partial<StayFilters>) => setParams(filtersToSearch(patch)),
    // The view is where the desk looks, not a filter: «Сбросить фильтры» clears the search only.
    cleared: { search: '' },
    list,
  });
  // The view's file: every stay of it, every page read when the list holds only the first.
  const queryClient = useQueryClient();
  const download = useCsvDownload({
    read: async () => {
      const held = list.data;
      const page =
        held && held.count <= held.results.length
          ? held
          : await queryClient.fetchQuery(stayQueries.whole(filters, today));
      return { rows: page.results, complete: page.count <= page.results.length, total: page.count };
    },
    file: (rows) => ({ name: staysCsvName(filters.view, today), content: staysCsv(rows) }),
    said: { done: ru.stays.downloaded, cut: ru.stays.downloadedTruncated, failed: ru.stays.downloadFailed },
  });
  // An empty view says what it means at the desk («Сегодня заездов нет»); a search says nothing matched it.
  const emptyTexts = {
    ...ru.stays,
    emptyTitle: ru.stays.viewEmpty[filters.view].title,
    emptyText: ru.stays.viewEmpty[filters.view].text,
  };

  return (
    <Screen>
      <Header page={list.data} onDownload={list.data ? download.download : undefined} downloading={download.pending} />
      <StaysToolbar
        {...screen.searchProps}
        view={filters.view}
        onViewChange={(view) => screen.changeFilters({ view })}
        ordering={filters.ordering}
        onOrderingChange={(ordering) => screen.changeFilters({ ordering })}
        shortcutEnabled={openId === null}
      />
      <ListBody
        list={list}
        skeleton={<StaysTableSkeleton />}
        errorTitle={ru.stays.loadError}
        empty={{
          texts: emptyTexts,
          ...screen.emptyProps,
          icon: <IconBed size={28} stroke={1.8} aria-hidden />,
        }}
      >
        {(data) => (
          <StaysTable
            stays={data.results}
            openId={openId}
            stale={screen.stale}
            onOpen={(id) => setParams({ stay: String(id) }, { push: true })}
          />
        )}
      </ListBody>
      <LazyOverlay opened={openId !== null}>
        {(opened) => (
          <StayDrawer
            stayId={opened ? openId : null}
            assign={params.assign === '1'}
            onAssignDone={() => setParams({ assign: null })}
            onClose={() => setParams({ stay: null, assign: null })}
          />
        )}
      </LazyOverlay>
    </Screen>
  );
}

/** What the static export prerenders and shows until the query string is read: the same frame, loading. */
function StaysFallback() {
  return (
    <Screen>
      <Header page={undefined} />
      <StaysTableSkeleton />
    </Screen>
  );
}

/**
 * «Гости»: the stays of the active hotel in a virtualized table with quick views (who is in house — the default —,
 * today's arrivals and departures, stays without a room, …), search and ordering, all kept in the URL with the
 * open stay (`?view=&q=&ordering=&stay=&assign=`), so a reload or a shared link restores it.
 */
export function StaysPage() {
  return (
    <Suspense fallback={<StaysFallback />}>
      <StaysScreen />
    </Suspense>
  );
}
