import * as v from 'valibot';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { dictionaryQueries, facilityDictionaries } from '@/lib/dictionaries/queries';
import { http } from '@/lib/http/client';
import { PAGE_ALL } from '@/lib/http/schemas';
import * as ru from '@/lib/i18n/ru';
import { type Session, SessionContext } from '@/lib/session';
import { holdAnswer, sentCalls } from '@/lib/test/answers';
import { act, fireEvent, render, screen, waitFor, within } from '@/lib/test/render';
import { withTestServer } from '@/lib/test/server';
import { signedInSession } from '@/lib/test/session';
import { FacilitiesPage } from './FacilitiesPage';

/*
 * The screen against the real in-process backend (seeded catalogue, hotel 1 «Гранд Отель Нева», signed in as its
 * administrator). Each test picks facilities from the API by their flags and puts back what it changed, so the
 * tests do not depend on each other. next/navigation is the one thing replaced (lib/test/next-navigation.ts).
 */

withTestServer();

const facilitySchema = v.object({
  id: v.number(),
  name: v.string(),
  icon: v.nullable(v.string()),
  category: v.nullable(v.number()),
  selected: v.boolean(),
  linked: v.boolean(),
});
type ApiFacility = v.InferOutput<typeof facilitySchema>;
const categorySchema = v.object({
  id: v.number(),
  name: v.string(),
  facilitiesCount: v.number(),
  selectedCount: v.number(),
  linkedCount: v.number(),
});
type ApiCategory = v.InferOutput<typeof categorySchema>;
const page = <T extends v.GenericSchema>(item: T) => v.object({ count: v.number(), results: v.array(item) });

async function apiFacilities(category = ''): Promise<ApiFacility[]> {
  return (await http.get('/dashboard/facilities/', page(facilitySchema), { searchParams: { ...PAGE_ALL, category } }))
    .results;
}

async function apiFacility(id: number): Promise<ApiFacility> {
  return (await apiFacilities()).find((facility) => facility.id === id)!;
}

async function apiCategories(): Promise<ApiCategory[]> {
  return (await http.get('/dashboard/categories/', page(categorySchema), { searchParams: PAGE_ALL })).results;
}

/** Puts a facility back to the flags it had. */
async function restore(facility: ApiFacility) {
  await http.post(`/dashboard/facilities/${facility.id}/${facility.selected ? 'select' : 'unselect'}/`, null, {
    json: {},
  });
  await http.post(`/dashboard/facilities/${facility.id}/${facility.linked ? 'link' : 'unlink'}/`, null, { json: {} });
}

let session: Session;
let rendered: ReturnType<typeof render> | undefined;

function renderPage(url = '/hotel/facilities') {
  window.history.replaceState(null, '', url);
  rendered = render(
    <SessionContext value={session}>
      <FacilitiesPage />
    </SessionContext>,
  );
  return rendered;
}

const section = (name: string) => screen.getByRole('region', { name });
const selectedSwitch = (name: string) => screen.getByRole('switch', { name: ru.facilities.selectedLabel(name) });
const linkedSwitch = (name: string) => screen.getByRole('switch', { name: ru.facilities.linkedLabel(name) });
const searchBox = () => screen.getByRole('searchbox', { name: ru.facilities.search });

async function waitForList() {
  await waitFor(() => expect(screen.getAllByRole('region').length).toBeGreaterThan(0));
}

/** Fetches of the facility lists the query cache starts from now on. */
function countListFetches(queryClient: ReturnType<typeof render>['queryClient']) {
  let fetches = 0;
  const unsubscribe = queryClient.getQueryCache().subscribe((event) => {
    if (
      event.type === 'updated' &&
      event.action.type === 'fetch' &&
      (event.query.queryKey as readonly unknown[])[0] === 'facilities'
    )
      fetches += 1;
  });
  return { count: () => fetches, stop: unsubscribe };
}

beforeEach(async () => {
  session = await signedInSession('admin@example.com', 1);
});

// Runs before the setup's unmount: calls still in flight would be aborted by it and log as hang-ups.
afterEach(async () => {
  if (rendered) {
    await waitFor(() => expect(rendered?.queryClient.isFetching()).toBe(0));
    await waitFor(() => expect(rendered?.queryClient.isMutating()).toBe(0));
  }
  rendered = undefined;
  await http.delete('/dev/faults/', null);
  window.history.replaceState(null, '', '/');
});

describe('FacilitiesPage', { timeout: 30_000 }, () => {
  it('shows the facilities in sections by category with «выбрано N из M», «Без категории» last', async () => {
    const [categories, facilities] = await Promise.all([apiCategories(), apiFacilities()]);
    renderPage();

    expect(screen.getByRole('heading', { level: 1, name: ru.facilities.title })).toBeInTheDocument();
    await waitForList();
    const regions = screen.getAllByRole('region');
    expect(regions.map((region) => within(region).getByRole('heading', { level: 2 }).textContent)).toEqual([
      ...categories.map((category) => category.name),
      ru.facilities.noCategory,
    ]);
    for (const category of categories) {
      expect(
        within(section(category.name)).getByText(
          ru.facilities.groupCount(category.selectedCount, category.facilitiesCount),
        ),
      ).toBeInTheDocument();
    }
    const uncategorised = facilities.filter((facility) => facility.category === null);
    const none = section(ru.facilities.noCategory);
    expect(within(none).getAllByRole('listitem')).toHaveLength(uncategorised.length);
    expect(
      within(none).getByText(
        ru.facilities.groupCount(uncategorised.filter((facility) => facility.selected).length, uncategorised.length),
      ),
    ).toBeInTheDocument();

    // Each row's switches show the hotel's flags.
    for (const facility of facilities) {
      expect(selectedSwitch(facility.name)).toHaveProperty('checked', facility.selected);
      expect(linkedSwitch(facility.name)).toHaveProperty('checked', facility.linked);
    }
    const selected = facilities.filter((facility) => facility.selected).length;
    const linked = facilities.filter((facility) => facility.linked).length;
    expect(screen.getByText(ru.facilities.summary(selected, facilities.length, linked))).toBeInTheDocument();
  });

  it('selects and links in place, counts follow at once, and the server keeps it', async () => {
    const [categories, facilities] = await Promise.all([apiCategories(), apiFacilities()]);
    const target = facilities.find((facility) => facility.category !== null && !facility.selected)!;
    const category = categories.find((item) => item.id === target.category)!;
    const { user, queryClient } = renderPage();
    // The session dictionaries other screens read (lib/dictionaries) hold the same items.
    queryClient.setQueryData(dictionaryQueries.hotelFacilities().queryKey, facilities);
    queryClient.setQueryData(dictionaryQueries.allFacilities().queryKey, facilities);
    await waitForList();
    const fetches = countListFetches(queryClient);

    await user.click(selectedSwitch(target.name));
    await waitFor(() => expect(selectedSwitch(target.name)).toBeChecked());
    expect(
      within(section(category.name)).getByText(
        ru.facilities.groupCount(category.selectedCount + 1, category.facilitiesCount),
      ),
    ).toBeInTheDocument();
    expect(await screen.findByText(ru.facilities.done.select(target.name))).toBeInTheDocument();

    await user.click(linkedSwitch(target.name));
    await waitFor(() => expect(linkedSwitch(target.name)).toBeChecked());
    expect(
      within(section(category.name)).getByText(ru.facilities.groupLinked(category.linkedCount + 1)),
    ).toBeInTheDocument();
    expect(await screen.findByText(ru.facilities.done.link(target.name))).toBeInTheDocument();
    await waitFor(() => expect(queryClient.isMutating()).toBe(0));

    // Re-read through the API: the server has both flags.
    expect(await apiFacility(target.id)).toMatchObject({ selected: true, linked: true });
    expect((await apiCategories()).find((item) => item.id === category.id)).toMatchObject({
      selectedCount: category.selectedCount + 1,
      linkedCount: category.linkedCount + 1,
    });
    // Both answers were put in place: no list was refetched; the dictionaries took the server's answer.
    expect(fetches.count()).toBe(0);
    fetches.stop();
    for (const name of facilityDictionaries) {
      const dictionary = queryClient.getQueryData(dictionaryQueries[name]().queryKey)!;
      expect(dictionary.find((facility) => facility.id === target.id)).toMatchObject({ selected: true, linked: true });
    }

    // Turning «Есть в отеле» off hides it from guests too.
    await user.click(selectedSwitch(target.name));
    await waitFor(() => expect(linkedSwitch(target.name)).not.toBeChecked());
    expect(selectedSwitch(target.name)).not.toBeChecked();
    expect(await screen.findByText(ru.facilities.done.unselectLinked(target.name))).toBeInTheDocument();
    await waitFor(() => expect(queryClient.isMutating()).toBe(0));
    expect(await apiFacility(target.id)).toMatchObject({ selected: false, linked: false });
    expect(
      within(section(category.name)).getByText(
        ru.facilities.groupCount(category.selectedCount, category.facilitiesCount),
      ),
    ).toBeInTheDocument();
  });

  it('links an unselected facility in one click: it is marked as had too', async () => {
    const target = (await apiFacilities('null')).find((facility) => !facility.selected)!;
    const { user } = renderPage();
    await waitForList();

    expect(linkedSwitch(target.name)).toHaveAccessibleDescription(ru.facilities.linkHint);
    await user.click(linkedSwitch(target.name));
    await waitFor(() => expect(selectedSwitch(target.name)).toBeChecked());
    expect(linkedSwitch(target.name)).toBeChecked();
    expect(await screen.findByText(ru.facilities.done.linkUnselected(target.name))).toBeInTheDocument();
    expect(await apiFacility(target.id)).toMatchObject({ selected: true, linked: true });
    await restore(target);
  });

  it('rolls a failed toggle back and shows why', async () => {
    const [categories, facilities] = await Promise.all([apiCategories(), apiFacilities()]);
    const target = facilities.find((facility) => facility.category !== null && !facility.selected)!;
    const category = categories.find((item) => item.id === target.category)!;
    const before = ru.facilities.groupCount(category.selectedCount, category.facilitiesCount);
    const { user, queryClient } = renderPage();
    await waitForList();
    await http.post('/dev/faults/', null, { json: { failStatus: 500, failPaths: '*/select/*' } });

    await user.click(selectedSwitch(target.name));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(ru.facilities.actionFailed(target.name));
    // The transport's message for a bare 500 (the fault sends no body): the status text.
    expect(alert).toHaveTextContent('Внутренняя ошибка сервера (500)');
    await waitFor(() => expect(queryClient.isMutating()).toBe(0));
    expect(selectedSwitch(target.name)).not.toBeChecked();
    expect(within(section(category.name)).getByText(before)).toBeInTheDocument();
    expect(await apiFacility(target.id)).toMatchObject({ selected: false, linked: false });

    // The same action works once the server is back.
    await http.delete('/dev/faults/', null);
    await user.click(selectedSwitch(target.name));
    await waitFor(() => expect(selectedSwitch(target.name)).toBeChecked());
    await waitFor(() => expect(queryClient.isMutating()).toBe(0));
    expect(await apiFacility(target.id)).toMatchObject({ selected: true });
    await restore(target);
  });

  it('drops a click on a switch while its request is on its way: a double click sends once', async () => {
    const target = (await apiFacilities()).find((facility) => facility.category !== null && !facility.selected)!;
    const { user, queryClient } = renderPage();
    await waitForList();
    // Long enough that the clicks land before the answer even on a loaded CI machine.
    await http.post('/dev/faults/', null, {
      json: { latencyMs: 2_000, failPaths: ['/dashboard/facilities/*/select/', '/dashboard/facilities/*/unselect/'] },
    });
    const sent = sentCalls('POST', new RegExp(`^/dashboard/facilities/${target.id}/`));

    // A zero-gap double click (both clicks before React renders again), then a third click while the answer is due.
    // eslint-disable-next-line testing-library/no-unnecessary-act -- one act for both clicks is the point: React must not re-render between them.
    act(() => {
      fireEvent.click(selectedSwitch(target.name));
      fireEvent.click(selectedSwitch(target.name));
    });
    await waitFor(() => expect(selectedSwitch(target.name)).toBeChecked());
    await user.click(selectedSwitch(target.name));
    expect(selectedSwitch(target.name)).toBeChecked();
    await waitFor(() => expect(queryClient.isMutating()).toBe(0), { timeout: 15_000 });
    expect(sent).toEqual([`/dashboard/facilities/${target.id}/select/`]);
    expect(selectedSwitch(target.name)).toBeChecked();
    expect(await apiFacility(target.id)).toMatchObject({ selected: true });

    // Once the answer is in, the switch works again.
    await http.delete('/dev/faults/', null);
    await user.click(selectedSwitch(target.name));
    await waitFor(() => expect(queryClient.isMutating()).toBe(0));
    expect(sent).toEqual([
      `/dashboard/facilities/${target.id}/select/`,
      `/dashboard/facilities/${target.id}/unselect/`,
    ]);
    expect(await apiFacility(target.id)).toMatchObject({ selected: false });
    await restore(target);
  });

  it('filters «Без категории» through the server and keeps it in the URL', async () => {
    const uncategorised = await apiFacilities('null');
    const { user } = renderPage('/hotel/facilities?category=none');

    await waitForList();
    expect(screen.getAllByRole('region')).toHaveLength(1);
    expect(
      within(section(ru.facilities.noCategory))
        .getAllByRole('listitem')
        .map((item) => item.querySelector('span')?.textContent),
    ).toEqual(uncategorised.map((facility) => facility.name));
    const filter = screen.getByRole('combobox', { name: ru.facilities.categoryFilter });
    expect(filter).toHaveValue(ru.facilities.noCategory);

    await user.click(filter);
    await user.click(await screen.findByRole('option', { name: ru.facilities.allCategories }));
    await waitFor(() => expect(screen.getAllByRole('region').length).toBeGreaterThan(1));
    expect(new URLSearchParams(window.location.search).has('category')).toBe(false);

    // Back to «Без категории» from the whole list: the same rows, at once.
    await user.click(filter);
    await user.click(await screen.findByRole('option', { name: ru.facilities.noCategory }));
    expect(new URLSearchParams(window.location.search).get('category')).toBe('none');
    expect(screen.getAllByRole('region')).toHaveLength(1);
    expect(within(section(ru.facilities.noCategory)).getAllByRole('listitem')).toHaveLength(uncategorised.length);
  });

  it('filters by a category', async () => {
    const categories = await apiCategories();
    const parking = categories.find((category) => category.name === 'Парковка')!;
    const inParking = await apiFacilities(String(parking.id));
    const { user } = renderPage();
    await waitForList();

    await user.click(screen.getByRole('combobox', { name: ru.facilities.categoryFilter }));
    await user.click(await screen.findByRole('option', { name: new RegExp(`^${parking.name}`) }));
    expect(new URLSearchParams(window.location.search).get('category')).toBe(String(parking.id));
    await waitFor(() => expect(screen.getAllByRole('region')).toHaveLength(1));
    expect(within(section(parking.name)).getAllByRole('listitem')).toHaveLength(inParking.length);
    const selected = inParking.filter((facility) => facility.selected).length;
    const linked = inParking.filter((facility) => facility.linked).length;
    expect(screen.getByText(ru.facilities.summary(selected, inParking.length, linked))).toBeInTheDocument();
  });

  it('searches every loaded facility, marks the match and keeps the search in the URL', async () => {
    const { user } = renderPage();
    await waitForList();

    await user.type(searchBox(), 'БАССЕЙН');
    await waitFor(() => expect(screen.getAllByRole('region')).toHaveLength(1));
    const spa = section('Бассейн и спа');
    expect(
      within(spa)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([expect.stringContaining('Крытый бассейн'), expect.stringContaining('Открытый бассейн')]);
    expect(within(spa).getAllByText('бассейн', { selector: 'mark' })).toHaveLength(2);
    expect(screen.getByText(new RegExp(ru.facilities.found(2)))).toBeInTheDocument();
    await waitFor(() => expect(new URLSearchParams(window.location.search).get('q')).toBe('БАССЕЙН'));

    // A search that finds nothing says so and offers to reset it.
    await user.clear(searchBox());
    await user.type(searchBox(), 'вертолётная площадка');
    expect(await screen.findByText(ru.facilities.emptySearchTitle)).toBeInTheDocument();
    expect(screen.getByText(ru.facilities.emptySearchText('вертолётная площадка'))).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: ru.facilities.resetSearch }));
    expect(searchBox()).toHaveValue('');
    expect(new URLSearchParams(window.location.search).has('q')).toBe(false);
    expect(screen.getAllByRole('region').length).toBeGreaterThan(1);
  });

  it('offers to search every category when the chosen one has no match', async () => {
    const { user } = renderPage(`/hotel/facilities?category=none&q=${encodeURIComponent('парковка')}`);

    expect(
      await screen.findByText(ru.facilities.emptySearchInCategory('парковка', ru.facilities.noCategory)),
    ).toBeInTheDocument();
    expect(searchBox()).toHaveValue('парковка');
    await user.click(screen.getByRole('button', { name: ru.facilities.searchEverywhere }));
    expect(await screen.findByRole('region', { name: 'Парковка' })).toBeInTheDocument();
    expect(new URLSearchParams(window.location.search).get('q')).toBe('парковка');

    await user.clear(searchBox());
    await user.type(searchBox(), 'детскИЕ кроватки');
    await waitFor(() => expect(screen.getAllByRole('listitem')).toHaveLength(1));
    await user.clear(searchBox());
    await user.type(searchBox(), 'шведский стол');
    await waitFor(() => expect(screen.getAllByRole('listitem')).toHaveLength(1));
    expect(screen.getByRole('listitem')).toHaveTextContent('Завтрак «шведский стол»');
  });

  it('shows every facility for a category id it does not know, and cleans the URL', async () => {
    renderPage('/hotel/facilities?category=99999');
    await waitForList();
    expect(screen.getAllByRole('region').length).toBeGreaterThan(1);
    await waitFor(() => expect(new URLSearchParams(window.location.search).has('category')).toBe(false));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('offers a retry when the list fails to load', async () => {
    await http.post('/dev/faults/', null, { json: { failStatus: 503, failPaths: '/dashboard/facilities/' } });
    const { user } = renderPage();

    expect(await screen.findByText(ru.facilities.loadError)).toBeInTheDocument();
    await http.delete('/dev/faults/', null);
    await user.click(screen.getByRole('button', { name: ru.common.retry }));
    await waitForList();
    expect(screen.queryByText(ru.facilities.loadError)).not.toBeInTheDocument();
  });

  it('lets the failed list be retried while the categories are still on their way', async () => {
    await http.post('/dev/faults/', null, { json: { failStatus: 503, failPaths: '/dashboard/facilities/' } });
    // The categories' answer is held until the test lets it through.
    const { release } = holdAnswer('/dashboard/categories/');
    const { user } = renderPage();
    expect(await screen.findByText(ru.facilities.loadError)).toBeInTheDocument();
    await http.delete('/dev/faults/', null);
    const retry = screen.getByRole('button', { name: ru.common.retry });
    // Not spinning for the categories: the list, which failed, can be asked again at once.
    expect(retry).toBeEnabled();
    await user.click(retry);
    release();
    await waitForList();
    expect(screen.queryByText(ru.facilities.loadError)).not.toBeInTheDocument();
  });
});
