import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { dictionaryQueries } from '@/lib/dictionaries/queries';
import type { Category, Facility } from '../api';
import { applyAction, findCachedFacility, replaceFacility, writeDictionaries, writeFacility } from './cache';
import { facilityKeys } from './keys';

const pool: Facility = { id: 1, name: 'Pool', icon: 'pool', category: 5, selected: false, linked: false };
const atm: Facility = { id: 2, name: 'ATM', icon: 'atm', category: null, selected: true, linked: false };
const spa: Category = { id: 5, name: 'Spa', icon: 'spa', facilitiesCount: 3, selectedCount: 1, linkedCount: 0 };

function client() {
  const queryClient = new QueryClient();
  queryClient.setQueryData(facilityKeys.list('all'), [pool, atm]);
  queryClient.setQueryData(facilityKeys.list(5), [pool]);
  queryClient.setQueryData(facilityKeys.list('none'), [atm]);
  queryClient.setQueryData(facilityKeys.categories(), [spa]);
  return queryClient;
}

describe('applyAction', () => {
  it('keeps linked ⇒ selected, as the server does', () => {
    expect(applyAction(pool, 'link')).toMatchObject({ selected: true, linked: true });
    expect(applyAction({ ...pool, selected: true, linked: true }, 'unselect')).toMatchObject({
      selected: false,
      linked: false,
    });
    expect(applyAction({ ...pool, selected: true, linked: true }, 'unlink')).toMatchObject({
      selected: true,
      linked: false,
    });
    expect(applyAction({ ...pool, selected: true, linked: true }, 'select')).toMatchObject({
      selected: true,
      linked: true,
    });
  });
});

describe('writeFacility', () => {
  it('replaces the item in every list that has it and moves its category counts', () => {
    const queryClient = client();
    const noneBefore = queryClient.getQueryData(facilityKeys.list('none'));
    writeFacility(queryClient, { ...pool, selected: true, linked: true });
    expect(queryClient.getQueryData<Facility[]>(facilityKeys.list('all'))![0]).toMatchObject({
      selected: true,
      linked: true,
    });
    expect(queryClient.getQueryData<Facility[]>(facilityKeys.list(5))![0]).toMatchObject({
      selected: true,
      linked: true,
    });
    expect(queryClient.getQueryData(facilityKeys.list('none'))).toBe(noneBefore);
    expect(queryClient.getQueryData<Category[]>(facilityKeys.categories())![0]).toMatchObject({
      selectedCount: 2,
      linkedCount: 1,
    });

    // Back: the counts return; the same flags again change nothing.
    writeFacility(queryClient, pool);
    writeFacility(queryClient, pool);
    expect(queryClient.getQueryData<Category[]>(facilityKeys.categories())![0]).toEqual(spa);
    expect(findCachedFacility(queryClient, 1)).toEqual(pool);
  });

  it('leaves the categories alone for an uncategorised facility', () => {
    const queryClient = client();
    writeFacility(queryClient, { ...atm, selected: false });
    expect(queryClient.getQueryData<Category[]>(facilityKeys.categories())![0]).toEqual(spa);
    expect(findCachedFacility(queryClient, 2)).toMatchObject({ selected: false });
  });
});

describe('writeDictionaries', () => {
  it('updates the session dictionaries that are loaded, by key, and creates none', () => {
    const queryClient = new QueryClient();
    queryClient.setQueryData(dictionaryQueries.hotelFacilities().queryKey, [pool, atm]);
    writeDictionaries(queryClient, { ...pool, selected: true });
    expect(queryClient.getQueryData(dictionaryQueries.hotelFacilities().queryKey)![0]).toMatchObject({
      selected: true,
    });
    expect(queryClient.getQueryData(dictionaryQueries.allFacilities().queryKey)).toBeUndefined();
  });
});

describe('replaceFacility', () => {
  it('returns the same list when the item is missing or unchanged', () => {
    const list = [pool];
    expect(replaceFacility(list, atm)).toBe(list);
    expect(replaceFacility(list, { ...pool })).toBe(list);
    expect(replaceFacility(undefined, pool)).toBeUndefined();
  });
});
