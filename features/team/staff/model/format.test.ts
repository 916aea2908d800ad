import { describe, expect, it } from 'vitest';
import * as ru from '@/lib/i18n/ru';
import { patched, type StaffAccount, withKnown } from '../../api';
import { displayName, positionName } from './format';

const known: StaffAccount = {
  id: 7,
  email: 'd.belova@example.com',
  firstName: 'Дарья',
  lastName: 'Белова',
  phone: '+7 900 100-20-30',
  role: 'manager',
  status: 'active',
  isActive: true,
  lastLogin: '2026-01-10T09:00:00Z',
  positions: [{ id: 3, name: 'Горничные' }],
  worksElsewhere: true,
};

/** An answer that says no more than the spec-minimal profile: the id and the e-mail, the rest at its fallbacks. */
const sparse: StaffAccount = {
  id: 7,
  email: 'd.belova@example.com',
  firstName: '',
  lastName: '',
  phone: '',
  role: null,
  status: null,
  isActive: true,
  lastLogin: undefined,
  positions: [],
  worksElsewhere: false,
};

describe('displayName and positionName', () => {
  it('names a person by name, else by e-mail, else by number', () => {
    expect(displayName(known)).toBe('Дарья Белова');
    expect(displayName(sparse)).toBe('d.belova@example.com');
    expect(displayName({ ...sparse, email: '' })).toBe(ru.staff.unnamed(7));
  });

  it('names a position as the answer does, else as the tree does, else by number', () => {
    const nodes = new Map([[3, { name: 'Горничные (дерево)' }]]);
    expect(positionName({ id: 3, name: 'Горничные' }, nodes)).toBe('Горничные');
    expect(positionName({ id: 3, name: '' }, nodes)).toBe('Горничные (дерево)');
    expect(positionName({ id: 4, name: '' }, nodes)).toBe(ru.staff.unknownPosition(4));
  });
});

describe('withKnown and patched', () => {
  it('keeps what a sparse answer leaves out from the account as the screen knows it', () => {
    expect(withKnown(sparse, known)).toEqual(known);
  });

  it('takes what a full answer says', () => {
    const answer: StaffAccount = {
      ...known,
      lastName: 'Белова-Жукова',
      role: 'admin',
      status: 'deactivated',
      isActive: false,
      lastLogin: null,
      positions: [],
    };
    expect(withKnown(answer, known)).toEqual({ ...answer, positions: known.positions, worksElsewhere: true });
  });

  it('applies a PATCH to the account: a cleared phone stays cleared, kept positions keep their names', () => {
    const after = patched(known, { phone: '', role: 'admin', positions: [3, 5] });
    expect(after).toEqual({
      ...known,
      phone: '',
      role: 'admin',
      positions: [
        { id: 3, name: 'Горничные' },
        { id: 5, name: '' },
      ],
    });
    expect(withKnown(sparse, after)).toEqual(after);
  });
});
