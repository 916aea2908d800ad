import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import * as ru from '@/lib/i18n/ru';
import { categoryInput, categorySchema, changedFields, menuInput, menuSchema } from './schemas';

const text = ru.guestApp.validation;

function messages(result: { issues?: readonly { message: string }[] }): string[] {
  return (result.issues ?? []).map((issue) => issue.message);
}

describe('categorySchema', () => {
  it('trims the name and sends a blank icon as none', () => {
    expect(v.parse(categorySchema, { name: '  Завтрак ', icon: '   ' })).toEqual({ name: 'Завтрак', icon: null });
    expect(v.parse(categorySchema, { name: 'Relax', icon: ' spa ' })).toEqual({ name: 'Relax', icon: 'spa' });
  });

  it('requires a name of at most 100 characters and an icon of at most 64', () => {
    expect(messages(v.safeParse(categorySchema, { name: '   ', icon: '' }))).toEqual([text.required]);
    expect(messages(v.safeParse(categorySchema, { name: 'x'.repeat(101), icon: 'y'.repeat(65) }))).toEqual(
      expect.arrayContaining([text.maxLength(100), text.maxLength(64)]),
    );
    expect(v.safeParse(categorySchema, { name: 'x'.repeat(100), icon: 'air-conditioning' }).success).toBe(true);
  });

  it('refuses an icon the guest app does not know, free text included', () => {
    for (const icon of ['y'.repeat(64), 'room_service', '🙂', 'None ']) {
      const expected = icon.trim() === 'None' ? [ru.icons.unknown('None')] : [ru.icons.unknown(icon)];
      expect(messages(v.safeParse(categorySchema, { name: 'Relax', icon })), icon).toEqual(expected);
    }
    expect(v.parse(categorySchema, { name: 'Relax', icon: 'room-service' })).toEqual({
      name: 'Relax',
      icon: 'room-service',
    });
  });

  it('fills the form from a category, none as an empty field', () => {
    expect(categoryInput({ name: 'Relax', icon: null })).toEqual({ name: 'Relax', icon: '' });
    // SPEC's fallback text «None» is read as none; an unknown name is kept, for the picker to flag.
    expect(categoryInput({ name: 'Relax', icon: 'None' })).toEqual({ name: 'Relax', icon: '' });
    expect(categoryInput({ name: 'Relax', icon: 'my-icon' })).toEqual({ name: 'Relax', icon: 'my-icon' });
    expect(categoryInput(null)).toEqual({ name: '', icon: '' });
  });
});

describe('menuSchema', () => {
  it('requires a name and a type', () => {
    expect(messages(v.safeParse(menuSchema, menuInput(null)))).toEqual([text.required, text.typeRequired]);
    expect(v.parse(menuSchema, { name: ' Бар ', type: 'bar' })).toEqual({ name: 'Бар', type: 'bar' });
  });
});

describe('changedFields', () => {
  it('keeps only what differs', () => {
    expect(changedFields({ name: 'A', icon: null }, { name: 'A', icon: 'spa' })).toEqual({ icon: 'spa' });
    expect(changedFields({ name: 'A', type: 'bar' }, { name: 'B', type: 'bar' })).toEqual({ name: 'B' });
    expect(changedFields({ name: 'A', icon: 'spa' }, { name: 'A', icon: 'spa' })).toEqual({});
  });
});
