import { afterEach, describe, expect, it, vi } from 'vitest';
import { cutAnswer } from '@/lib/test/answers';
import { withTestServer } from '@/lib/test/server';
import { withSignedInSession } from '@/lib/test/session';
import { dictionaryFetchers } from './api';

/*
 * The helper dictionaries in the forms an ordinary Django REST framework backend sends them (contract/django/ sends
 * each of these): the real in-process server's answers rewritten into that form, read by the same fetchers.
 */

withTestServer();
withSignedInSession('admin@example.com', 1);
afterEach(() => vi.restoreAllMocks());

type Choices = { value: string; displayName: string }[];

describe('the dictionaries as an ordinary DRF backend writes them', { timeout: 30_000 }, () => {
  it('reads the statuses as `dict(choices)` whose keys a camelCase renderer camelized', async () => {
    cutAnswer('/service_orders/statuses/', (body: Choices) =>
      Object.fromEntries(
        body.map(({ value, displayName }) => [value.replace(/_(\w)/g, (_, c: string) => c.toUpperCase()), displayName]),
      ),
    );
    expect(await dictionaryFetchers.serviceOrderStatuses()).toContainEqual({
      value: 'in_progress',
      displayName: 'В работе',
    });
  });

  it('reads the currencies as the model’s `[code, name]` choices', async () => {
    cutAnswer('/dashboard/hotels/currency_list/', (body: { code: string; name: string }[]) =>
      body.map(({ code, name }) => [code, name]),
    );
    expect(await dictionaryFetchers.hotelCurrencies()).toContainEqual({
      code: 'RUB',
      name: 'Российский рубль',
      symbol: '',
    });
  });

  it('reads the languages as pairs beside `currentLanguage`, and a bare list as Russian’s', async () => {
    cutAnswer('/config/langs/', (body: { languages: { code: string; name: string }[] }) => ({
      languages: body.languages.map(({ code, name }) => [code, name]),
      currentLanguage: 'en',
    }));
    const languages = await dictionaryFetchers.languages();
    expect(languages.current).toBe('en');
    expect(languages.languages).toContainEqual({ code: 'de', name: 'Deutsch' });

    cutAnswer('/config/langs/', (body: { languages: unknown[] }) => ({ results: body.languages }));
    expect((await dictionaryFetchers.languages()).current).toBe('ru');
  });

  it('reads the user menu as `[{title, url}]`, paged or not, leaving out a link to no area', async () => {
    const urls: Record<string, string> = {
      home: '/',
      orders: '/orders/',
      structure: '/positions',
      content: '/content/safety',
    };
    cutAnswer('/dashboard/users/menu/', (body: { key: string; title: string }[]) => ({
      count: body.length,
      results: [
        ...body
          .filter(({ key }) => key in urls)
          .map(({ key, title }) => ({ title, url: `https://hotel.example.org${urls[key]}` })),
        { title: 'Документация', url: '/docs/' },
      ],
    }));
    expect((await dictionaryFetchers.userMenu()).map(({ key }) => key)).toEqual([
      'home',
      'orders',
      'structure',
      'content',
    ]);
  });

  it('still refuses a choice list whose entries have no value', async () => {
    cutAnswer('/dashboard/services/approve_types/', (body: Choices) =>
      body.map(({ displayName }) => ({ label: displayName })),
    );
    await expect(dictionaryFetchers.approveTypes()).rejects.toMatchObject({ kind: 'malformed' });
  });
});
