import { describe, expect, it } from 'vitest';
import * as ru from '@/lib/i18n/ru';
import type { NodeRef, StaffAccount, TreeNode } from '../../api';
import {
  candidatePeople,
  compareNodeRefs,
  comparePeople,
  fullPath,
  nodeName,
  nodeRefsById,
  personName,
  resolveRefs,
  subscribedUserOf,
  withItem,
  withoutItem,
} from './lists';

const ref = (id: number, name: string, ...path: string[]): NodeRef => ({ id, name, path });

describe('fullPath', () => {
  it('joins the ancestors and the name', () => {
    expect(fullPath(ref(1, 'Ресепшн', 'Служба приёма'))).toBe('Служба приёма › Ресепшн');
    expect(fullPath(ref(2, 'Руководство'))).toBe('Руководство');
  });
});

describe('compareNodeRefs', () => {
  it('orders by full path, a node followed by its descendants (Russian alphabet, ё with е)', () => {
    const refs = [
      ref(1, 'Ресепшн', 'Служба приёма'),
      ref(2, 'Служба приёма'),
      ref(3, 'Консьерж', 'Служба приёма'),
      ref(4, 'Горничные', 'Хозяйственная служба'),
      ref(5, 'Ёлка'),
      ref(6, 'Жалобы'),
      ref(7, 'Хозяйственная служба'),
    ];
    expect([...refs].sort(compareNodeRefs).map((item) => item.id)).toEqual([5, 6, 2, 3, 1, 7, 4]);
  });
});

describe('comparePeople and personName', () => {
  const people = [
    { id: 1, firstName: 'Мария', lastName: 'Козлова', email: 'm@example.com' },
    { id: 2, firstName: 'Алексей', lastName: 'Козлов', email: 'a@example.com' },
    { id: 3, firstName: '', lastName: '', email: 'z@example.com' },
    { id: 4, firstName: 'Анна', lastName: 'Козлова', email: 'anna@example.com' },
    { id: 5, firstName: 'Анна', lastName: 'Козлова', email: 'b@example.com' },
  ];

  it('orders by last name, first name, id', () => {
    expect([...people].sort(comparePeople).map((person) => person.id)).toEqual([3, 2, 4, 5, 1]);
  });

  it('names a person, or gives the e-mail when there is no name', () => {
    expect(personName(people[0]!)).toBe('Мария Козлова');
    expect(personName(people[2]!)).toBe('z@example.com');
    expect(personName({ id: 9, email: '', firstName: '', lastName: '' })).toBe(ru.staff.unnamed(9));
  });
});

describe('withItem and withoutItem', () => {
  const list = [ref(2, 'Служба приёма'), ref(4, 'Горничные', 'Хозяйственная служба')];

  it('inserts in sorted place and ignores an id already there', () => {
    expect(withItem(list, ref(3, 'Ресепшн', 'Служба приёма'), compareNodeRefs).map((item) => item.id)).toEqual([
      2, 3, 4,
    ]);
    expect(withItem(list, ref(9, 'Жалобы'), compareNodeRefs).map((item) => item.id)).toEqual([9, 2, 4]);
    expect(withItem(list, ref(9, 'Ясли', 'Я'), compareNodeRefs).map((item) => item.id)).toEqual([2, 4, 9]);
    expect(withItem(list, ref(2, 'Служба приёма'), compareNodeRefs)).toBe(list);
  });

  it('removes by id and keeps the list when absent', () => {
    expect(withoutItem(list, 2).map((item) => item.id)).toEqual([4]);
    expect(withoutItem(list, 7)).toBe(list);
  });
});

describe('nodeRefsById', () => {
  it('maps every node below the root to its ref', () => {
    const root: TreeNode = {
      id: 1,
      name: 'Все',
      children: [{ id: 2, name: 'А', children: [{ id: 3, name: 'Б', children: [] }] }],
    };
    expect([...nodeRefsById(root).entries()]).toEqual([
      [2, { id: 2, name: 'А', path: [] }],
      [3, { id: 3, name: 'Б', path: ['А'] }],
    ]);
  });
});

describe('resolveRefs and nodeName', () => {
  const root: TreeNode = {
    id: 1,
    name: 'Все',
    children: [{ id: 2, name: 'А', children: [{ id: 3, name: 'Б', children: [] }] }],
  };

  it('names the entries an answer sends by id only from the tree; the others and a named list stay as they are', () => {
    const named = [ref(2, 'А')];
    expect(resolveRefs(named, nodeRefsById(root))).toBe(named);
    expect(resolveRefs([ref(3, ''), ref(2, 'А (с сервера)'), ref(9, '')], nodeRefsById(root))).toEqual([
      ref(3, 'Б', 'А'),
      ref(2, 'А (с сервера)'),
      ref(9, ''),
    ]);
    expect(resolveRefs([ref(3, '')], undefined)).toEqual([ref(3, '')]);
  });

  it('shows an entry nobody names by its number', () => {
    expect(nodeName(ref(9, ''), 'positions')).toBe(ru.structure.positions.unnamed(9));
    expect(nodeName(ref(9, ''), 'channels')).toBe(ru.structure.channels.unnamed(9));
    expect(nodeName(ref(2, 'А'), 'channels')).toBe('А');
  });
});

describe('candidatePeople and subscribedUserOf', () => {
  const account = (id: number, status: StaffAccount['status']): StaffAccount => ({
    id,
    email: `p${id}@example.com`,
    firstName: 'Имя',
    lastName: `Фамилия${id}`,
    phone: '',
    role: 'manager',
    status,
    isActive: status === 'active',
    lastLogin: null,
    positions: [],
    worksElsewhere: false,
  });

  it('offers active and invited staff not on the list yet', () => {
    const staff = [account(1, 'active'), account(2, 'invited'), account(3, 'deactivated'), account(4, 'active')];
    expect(candidatePeople(staff, new Set([4])).map((person) => person.id)).toEqual([1, 2]);
  });

  it('makes a subscription row out of an account', () => {
    expect(subscribedUserOf(account(2, 'invited'))).toEqual({
      id: 2,
      email: 'p2@example.com',
      firstName: 'Имя',
      lastName: 'Фамилия2',
      isActive: false,
    });
  });
});
