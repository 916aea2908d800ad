import { afterEach, describe, expect, it, vi } from 'vitest';
import * as ru from '@/lib/i18n/ru';
import { SessionContext } from '@/lib/session';
import { cutAnswer, eachResult, without } from '@/lib/test/answers';
import { render, screen } from '@/lib/test/render';
import { withTestServer } from '@/lib/test/server';
import { withSignedInSession } from '@/lib/test/session';
import { fetchCategories, fetchFacilities, runFacilityAction } from './api';
import { FacilitiesPage } from './FacilitiesPage';

/** Matchers typed as `unknown` (vitest types them `any`). */
const anyNumber: unknown = expect.any(Number);
const anyString: unknown = expect.any(String);

/*
 * The facilities from a backend that sends no more than the spec promises: the in-process server in its
 * spec-minimal profile (API_PROFILE=minimal) — facilities without icons, categories without the hotel's counts.
 */

withTestServer({ apiProfile: 'minimal' });
const session = withSignedInSession('admin@example.com', 1);
afterEach(() => vi.restoreAllMocks());

describe('the facilities against the spec-minimal backend', { timeout: 30_000 }, () => {
  it('reads facilities without icons and categories without counts; an action answers the facility by id', async () => {
    const [facilities, categories] = await Promise.all([fetchFacilities('all'), fetchCategories()]);
    const facility = facilities[0]!;
    expect(facility.icon).toBeNull();
    expect(categories[0]).toEqual({
      id: anyNumber,
      name: anyString,
      icon: null,
      facilitiesCount: null,
      selectedCount: null,
      linkedCount: null,
    });

    const action = facility.selected ? 'select' : 'unselect';
    await expect(runFacilityAction(facility.id, action)).resolves.toEqual(facility);
  });

  it('still refuses a list without results and a facility without its category', async () => {
    cutAnswer('/dashboard/categories/', without('results'));
    await expect(fetchCategories()).rejects.toMatchObject({ kind: 'malformed' });
    cutAnswer('/dashboard/facilities/', eachResult(without('category')));
    await expect(fetchFacilities('all')).rejects.toMatchObject({ kind: 'malformed' });
  });

  it('shows the sections by category, and the category filter without counts it was not given', async () => {
    window.history.replaceState(null, '', '/hotel/facilities');
    const categories = await fetchCategories();
    const { user } = render(
      <SessionContext value={session()}>
        <FacilitiesPage />
      </SessionContext>,
    );
    const first = categories[0]!;
    expect(await screen.findByRole('heading', { name: first.name }, { timeout: 10_000 })).toBeInTheDocument();

    await user.click(screen.getByRole('combobox', { name: ru.facilities.categoryFilter }));
    // Only the name: no «N из M» the backend did not count.
    expect(await screen.findByRole('option', { name: first.name })).toHaveTextContent(new RegExp(`^${first.name}$`));
  });
});
