import { useForm, useWatch } from 'react-hook-form';
import { describe, expect, it } from 'vitest';
import { render, screen, waitFor } from '@/lib/test/render';
import { useRemoteChanges } from './useRemoteChanges';

interface Values {
  name: string;
  phone: string;
  days: number[];
}
const FIELDS = ['name', 'phone', 'days'] as const;

function Editor({ server }: { server: Values }) {
  const form = useForm<Values>({ defaultValues: server });
  const conflicts = useRemoteChanges({ form, server, fields: FIELDS });
  const { dirtyFields } = form.formState;
  const days = useWatch({ control: form.control, name: 'days' });
  return (
    <form>
      <input aria-label="name" {...form.register('name')} />
      <input aria-label="phone" {...form.register('phone')} />
      <output aria-label="days">{days.join(',')}</output>
      <output aria-label="dirty">{Object.keys(dirtyFields).sort().join(',')}</output>
      <output aria-label="conflicts">{conflicts.join(',')}</output>
    </form>
  );
}

describe('useRemoteChanges', () => {
  it('takes a new record into untouched fields, keeps and names a changed field the record changed too', async () => {
    const first: Values = { name: 'Нева', phone: '1', days: [1, 2] };
    const { user, rerender } = render(<Editor server={first} />);
    await user.clear(screen.getByLabelText('name'));
    await user.type(screen.getByLabelText('name'), 'Моё');
    await waitFor(() => expect(screen.getByLabelText('dirty')).toHaveTextContent('name'));

    rerender(<Editor server={{ name: 'Коллега', phone: '2', days: [3] }} />);
    await waitFor(() => expect(screen.getByLabelText('phone')).toHaveValue('2'));
    expect(screen.getByLabelText('days')).toHaveTextContent('3');
    expect(screen.getByLabelText('name')).toHaveValue('Моё');
    expect(screen.getByLabelText('conflicts')).toHaveTextContent('name');
    // Still a change against the new record, and only that one.
    expect(screen.getByLabelText('dirty')).toHaveTextContent(/^name$/);

    // Typed back to the stored value: no change, no conflict.
    await user.clear(screen.getByLabelText('name'));
    await user.type(screen.getByLabelText('name'), 'Коллега');
    await waitFor(() => expect(screen.getByLabelText('conflicts')).toBeEmptyDOMElement());
    expect(screen.getByLabelText('dirty')).toBeEmptyDOMElement();
  });

  it('names nothing when the record moved to what the user typed, or moved a field the user left alone', async () => {
    const { user, rerender } = render(<Editor server={{ name: 'Нева', phone: '1', days: [] }} />);
    await user.clear(screen.getByLabelText('name'));
    await user.type(screen.getByLabelText('name'), 'Вместе');
    rerender(<Editor server={{ name: 'Вместе', phone: '5', days: [] }} />);
    await waitFor(() => expect(screen.getByLabelText('phone')).toHaveValue('5'));
    expect(screen.getByLabelText('conflicts')).toBeEmptyDOMElement();
    expect(screen.getByLabelText('dirty')).toBeEmptyDOMElement();
  });
});
