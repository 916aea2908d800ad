/**
 * The landing's fields have one list (lib/landing-fields.ts) that the form and the reference server both read;
 * these fail when either side reads a field the list does not name, or stops reading one it does.
 */
import * as v from 'valibot';
import { describe, expect, expectTypeOf, it } from 'vitest';
import { LANDING_CTA_FIELDS, LANDING_FIELDS, type LandingField } from '@/lib/landing-fields';
import { parseLandingForm } from '@/server/domain/promo';
import type { LandingPayload } from './api';
import { changedPayload, createLandingFormSchema, SERVER_FIELDS, toFormValues } from './schemas';

const sorted = (names: Iterable<string>) => [...names].sort();

describe('the landing’s fields, one list for the form and the server', () => {
  it('are the form’s values, besides the image and its removal', () => {
    expect(sorted(Object.keys(toFormValues()))).toEqual(sorted([...LANDING_FIELDS, 'image', 'removeImage']));
  });

  it('are what a save sends', () => {
    expectTypeOf<keyof LandingPayload>().toEqualTypeOf<LandingField>();
    const { payload } = v.parse(createLandingFormSchema(null), { ...toFormValues(), title: 'Спа' });
    expect(sorted(Object.keys(payload))).toEqual(sorted(LANDING_FIELDS));
  });

  it('are where the server’s field errors land, with the image, in the form’s order', () => {
    expect(SERVER_FIELDS).toEqual(['title', 'slug', 'body', 'image', ...LANDING_FIELDS.slice(3)]);
  });

  it('send the button’s four together', () => {
    const { payload } = v.parse(createLandingFormSchema(null), { ...toFormValues(), title: 'Спа' });
    expect(sorted(Object.keys(changedPayload(payload, { ctaLabel: true })))).toEqual(sorted(LANDING_CTA_FIELDS));
  });

  it('are the names the server’s parser reads, no more and no fewer', () => {
    // Every name the parser asks about passes through `invalid.has` (a field of the wrong kind): recorded here.
    const read = new Set<string>();
    const recorder: ReadonlySet<string> = Object.assign(new Set<string>(), {
      has: (name: string) => {
        read.add(name);
        return false;
      },
    });
    parseLandingForm({}, { timeZone: 'Europe/Moscow', invalid: recorder });
    expect(sorted(read)).toEqual(sorted(LANDING_FIELDS));
  });
});
