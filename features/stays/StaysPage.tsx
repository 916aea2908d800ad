'use client';

import { IconBed } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { Suspense } from 'react';
import { dayInZone, useHotelZone } from '@/lib/hotel-time';
import * as ru from '@/lib/i18n/ru';
import { LazyOverlay } from '@/lib/ui/LazyOverlay';
import { ListEmpty } from '@/lib/ui/ListEmpty';
import { LoadError } from '@/lib/ui/LoadError';
import { lazyScreen } from '@/lib/ui/lazy-screen';
import { Screen, ScreenHeader } from '@/lib/ui/Screen';
import { normalizeSearch } from '@/lib/ui/search-fields';
import { useActiveHotelChange } from '@/lib/ui/useActiveHotelChange';
import { useDebouncedSearch } from '@/lib/ui/useDebouncedSearch';
import { useSearchState } from '@/lib/ui/useSearchState';
import type { StaysPage as StaysPageData } from './api';
import { StaysTable, StaysTableSkeleton } from './components/StaysTable';
import { StaysToolbar } from './components/StaysToolbar';
import {
  filtersToSearch,
  hasActiveFilters,
  parseStayFilters,
  parseStayId,
  STAY_SEARCH_KEYS,
  type StayFilters,
} from './model/filters';
import { stayQueries } from './queries';

// The stay's drawer is what a click opens: its code (the drawer, its modal and focus trap) arrives while the browser
// is idle, out of the screen's first load (docs/decisions/145-deferred-select-and-desk-list.md).
const StayDrawer = lazyScreen(() => import('./components/StayDrawer').then((m) => m.StayDrawer), 'idle');

function Header({ page }: { page: StaysPageData | undefined }) {
  let found = '';
  if (page)
    found =
      page.count > page.results.length
        ? ru.stays.foundTruncated(page.results.length, page.count)
        : ru.stays.found(page.count);
  return <ScreenHeader title={ru.stays.title} status={found} />;
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

  const search = useDebouncedSearch(params.q, (value) => setParams(filtersToSearch({ search: value })));

  function changeFilters(patch: Partial<StayFilters>) {
    setParams(filtersToSearch(patch));
  }

  function clearSearch() {
    search.reset();
    changeFilters({ search: '' });
  }

  function resetFilters() {
    search.reset();
    changeFilters({ search: '' });
  }

  const typing = normalizeSearch(search.input) !== filters.search;
  const stale = list.isPlaceholderData;

  let content;
  if (list.isPending) {
    content = <StaysTableSkeleton />;
  } else if (list.isError) {
    content = (
      <LoadError
        title={ru.stays.loadError}
        message={list.error.message}
        onRetry={() => void list.refetch()}
        retrying={list.isFetching}
      />
    );
  } else if (list.data.results.length === 0) {
    // An empty view says what it means at the desk («Сегодня заездов нет»); a search says nothing matched it.
    const texts = {
      ...ru.stays,
      emptyTitle: ru.stays.viewEmpty[filters.view].title,
      emptyText: ru.stays.viewEmpty[filters.view].text,
    };
    content = (
      <ListEmpty
        texts={texts}
        filtered={hasActiveFilters(filters)}
        search={filters.search}
        icon={<IconBed size={28} stroke={1.8} aria-hidden />}
        onReset={resetFilters}
      />
    );
  } else {
    content = (
      <StaysTable
        stays={list.data.results}
        openId={openId}
        stale={stale}
        onOpen={(id) => setParams({ stay: String(id) }, { push: true })}
      />
    );
  }

  return (
    <Screen>
      <Header page={list.data} />
      <StaysToolbar
        search={search.input}
        onSearchChange={search.change}
        onSearchClear={clearSearch}
        view={filters.view}
        onViewChange={(view) => changeFilters({ view })}
        ordering={filters.ordering}
        onOrderingChange={(ordering) => changeFilters({ ordering })}
        searching={typing || (list.isFetching && stale)}
        shortcutEnabled={openId === null}
      />
      {content}
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
