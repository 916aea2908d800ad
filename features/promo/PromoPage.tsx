'use client';

import { Button } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { Suspense, useState } from 'react';
import * as ru from '@/lib/i18n/ru';
import { LazyOverlay } from '@/lib/ui/LazyOverlay';
import { ListBody } from '@/lib/ui/ListBody';
import { lazyPart } from '@/lib/ui/lazy-part';
import { Screen, ScreenHeader } from '@/lib/ui/Screen';
import { useActiveHotelChange } from '@/lib/ui/useActiveHotelChange';
import { useListScreen } from '@/lib/ui/useListScreen';
import { useSearchState } from '@/lib/ui/useSearchState';
import type { Landing, LandingList } from './api';
import { DeleteLandingDialog } from './components/DeleteLandingDialog';
import { LandingsList, LandingsListSkeleton } from './components/LandingsList';
import { PromoToolbar } from './components/PromoToolbar';
import {
  filtersToSearch,
  type LandingFilters,
  PROMO_SEARCH_KEYS,
  parseLandingFilters,
  parseOpenLanding,
} from './model/filters';
import classes from './PromoPage.module.css';
import { promoQueries, useHotelZone } from './queries';

const t = ru.promo;

// The editor (its dialog, react-hook-form, the date pickers, the image picker, the preview) is what a click or a
// `?landing=` link opens, not what the list shows first: its code arrives, in one chunk, while the browser is idle
// (docs/decisions/190-first-load.md).
const LandingEditor = lazyPart(() => import('./components/LandingEditor').then((m) => m.LandingEditor), 'idle');

function Header({ list, onAdd }: { list: LandingList | undefined; onAdd?: () => void }) {
  return (
    <ScreenHeader
      title={t.title}
      subtitle={t.subtitle}
      status={list ? t.found(list.count) : ''}
      actions={
        <Button leftSection={<IconPlus size={16} stroke={1.8} aria-hidden />} onClick={onAdd} disabled={!onAdd}>
          {t.add}
        </Button>
      }
    />
  );
}

function PromoScreen() {
  const [params, setParams] = useSearchState(PROMO_SEARCH_KEYS);
  const filters = parseLandingFilters(params);
  const open = parseOpenLanding(params.landing);
  const [deleting, setDeleting] = useState<Landing | null>(null);

  const list = useQuery(promoQueries.list(filters));
  // Dates are the hotel's wall clock: the list waits for its time zone (loaded in parallel, once).
  const { zone, ready } = useHotelZone();
  // Service names for the call-to-action column, only when some landing leads to a service.
  const needsServices = list.data?.results.some((landing) => landing.callToAction?.type === 'service') ?? false;
  const services = useQuery({ ...promoQueries.services(), enabled: needsServices });

  // A landing belongs to one hotel: after a switch the open one is another hotel's, so its editor closes.
  useActiveHotelChange(() => setParams({ landing: null }));

  const screen = useListScreen({
    searchParam: params.q,
    filters,
    write: (patch: Partial<LandingFilters>) => setParams(filtersToSearch(patch)),
    cleared: { search: '', state: null },
    list,
  });

  const addLanding = () => setParams({ landing: 'new' }, { push: true });
  const openLanding = (id: number) => setParams({ landing: String(id) }, { push: true });
  const closeEditor = () => setParams({ landing: null });
  const serviceName = (id: number) => services.data?.find((service) => service.id === id)?.name;

  function deleted(landing: Landing) {
    setDeleting(null);
    if (open?.kind === 'existing' && open.id === landing.id) closeEditor();
  }

  return (
    <Screen>
      <Header list={list.data} onAdd={addLanding} />
      <div className={classes.toolbar}>
        <PromoToolbar
          {...screen.searchProps}
          state={filters.state}
          onStateChange={(state) => screen.changeFilters({ state })}
        />
      </div>
      <ListBody
        list={list}
        waiting={!ready}
        skeleton={<LandingsListSkeleton />}
        errorTitle={t.loadError}
        empty={{
          texts: t,
          ...screen.emptyProps,
          onAdd: addLanding,
        }}
      >
        {(data) => (
          <LandingsList
            landings={data.results}
            openId={open?.kind === 'existing' ? open.id : null}
            stale={screen.stale}
            zone={zone}
            serviceName={serviceName}
            onOpen={openLanding}
            onDelete={setDeleting}
          />
        )}
      </ListBody>
      <LazyOverlay opened={open !== null}>
        {(opened) => (
          <LandingEditor
            open={opened ? open : null}
            zone={zone}
            zoneReady={ready}
            onClose={closeEditor}
            onDelete={setDeleting}
          />
        )}
      </LazyOverlay>
      <DeleteLandingDialog landing={deleting} onClose={() => setDeleting(null)} onDeleted={deleted} />
    </Screen>
  );
}

/** What the static export prerenders and shows until the query string is read: the same frame, loading. */
function PromoFallback() {
  return (
    <Screen>
      <Header list={undefined} />
      <div className={classes.toolbar} />
      <LandingsListSkeleton />
    </Screen>
  );
}

/**
 * «Промо-лендинги»: the hotel's promo landings for the guest app — search and the state filter, kept in the URL
 * with the open landing (`?q=&state=&landing=<id|new>`), so a reload or a shared link restores them — and a
 * full-height editor with a live preview of how guests will see the landing; delete asks first, naming it.
 */
export function PromoPage() {
  return (
    <Suspense fallback={<PromoFallback />}>
      <PromoScreen />
    </Suspense>
  );
}
