import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import * as ru from '@/lib/i18n/ru';
import type { StaffAccount } from '../api';
import { changedFields, EMPTY_NEW_STAFF, staffEditSchema, staffNewSchema, toEditValues } from './schemas';

const text = ru.staff.form.validation;

const account: StaffAccount = {
  id: 7,
  email: 'd.belova@example.com',
  firstName: 'Дарья',
  lastName: 'Белова',
  phone: '+7 900 100-20-30',
  role: 'manager',
  status: 'active',
  isActive: true,
  lastLogin: null,
  positions: [
    { id: 3, name: 'Горничные' },
    { id: 4, name: 'Прачечная' },
  ],
  worksElsewhere: false,
};

function messages(schema: Parameters<typeof v.safeParse>[0], input: unknown): Record<string, string[]> {
  const result = v.safeParse(schema, input);
  return result.success ? {} : (v.flatten(result.issues).nested as Record<string, string[]>);
}

const valid = {
  ...EMPTY_NEW_STAFF,
  email: ' vera@example.com ',
  firstName: ' Вера ',
  lastName: 'Жукова',
  phone: '+7 (921) 555-01-02',
  positions: [5, 5, 6],
  password: 'Veranda-2931',
  repeat: 'Veranda-2931',
};

describe('staff form rules', () => {
  it('gives the add payload trimmed, without the repeat, positions once each', () => {
    expect(v.parse(staffNewSchema, valid)).toEqual({
      email: 'vera@example.com',
      firstName: 'Вера',
      lastName: 'Жукова',
      phone: '+7 (921) 555-01-02',
      role: 'manager',
      positions: [5, 6],
      password: 'Veranda-2931',
    });
  });

  it('requires e-mail, names and the password twice, with SPEC §5’s password texts', () => {
    expect(messages(staffNewSchema, EMPTY_NEW_STAFF)).toEqual({
      email: [text.required],
      firstName: [text.required],
      lastName: [text.required],
      password: [ru.validation.passwordRequired],
      repeat: [ru.validation.repeatRequired],
    });
    expect(messages(staffNewSchema, { ...valid, repeat: 'Veranda-2932' })).toEqual({
      repeat: [ru.validation.passwordsMismatch],
    });
  });

  it('checks the e-mail, lengths, the phone and what the server’s password rules refuse', () => {
    expect(messages(staffNewSchema, { ...valid, email: 'vera@' }).email).toEqual([text.email]);
    expect(messages(staffNewSchema, { ...valid, lastName: 'я'.repeat(151) }).lastName).toEqual([text.maxLength(150)]);
    expect(messages(staffNewSchema, { ...valid, lastName: 'я'.repeat(150) }).lastName).toBeUndefined();
    expect(messages(staffNewSchema, { ...valid, phone: 'звонить' }).phone).toEqual([text.phone]);
    expect(messages(staffNewSchema, { ...valid, phone: '+7 12' }).phone).toEqual([text.phone]);
    expect(messages(staffNewSchema, { ...valid, phone: '' }).phone).toBeUndefined();
    expect(messages(staffNewSchema, { ...valid, phone: `+${'1'.repeat(32)}` }).phone).toEqual([text.maxLength(32)]);
    expect(messages(staffNewSchema, { ...valid, password: 'Ab1', repeat: 'Ab1' }).password).toEqual([
      text.passwordShort(8),
    ]);
    expect(messages(staffNewSchema, { ...valid, password: '83920174', repeat: '83920174' }).password).toEqual([
      text.passwordNumeric,
    ]);
  });

  it('sends only what an edit changed, positions compared as a set', () => {
    const values = v.parse(staffEditSchema, toEditValues(account));
    expect(changedFields(account, values)).toEqual({});
    expect(changedFields(account, { ...values, positions: [4, 3] })).toEqual({});
    expect(changedFields(account, { ...values, firstName: 'Дарина', role: 'admin' })).toEqual({
      firstName: 'Дарина',
      role: 'admin',
    });
    expect(changedFields(account, { ...values, phone: '', positions: [3] })).toEqual({ phone: '', positions: [3] });
    // The edit schema ignores the e-mail and password fields the shared form also holds.
    expect(
      v.parse(staffEditSchema, { ...toEditValues(account), email: 'x@example.com', password: '', repeat: '' }),
    ).not.toHaveProperty('email');
  });

  it('keeps a role the backend does not send unknown unless one is picked; a new account needs one', () => {
    const unknownRole: StaffAccount = { ...account, role: null };
    const values = v.parse(staffEditSchema, toEditValues(unknownRole));
    expect(values.role).toBeNull();
    expect(changedFields(unknownRole, values)).toEqual({});
    expect(changedFields(unknownRole, { ...values, role: 'manager' })).toEqual({ role: 'manager' });
    expect(messages(staffNewSchema, { ...valid, role: null }).role).toEqual([text.required]);
  });
});
