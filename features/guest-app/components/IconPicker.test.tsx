import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import * as ru from '@/lib/i18n/ru';
import { render, screen, waitFor, within } from '@/lib/test/render';
import { IconPicker } from './IconPicker';

const t = ru.icons;
const LABEL = 'Иконка';

function Field({ initial, onChange }: { initial: string; onChange?: (name: string) => void }) {
  const [value, setValue] = useState(initial);
  return (
    <IconPicker
      label={LABEL}
      value={value}
      onChange={(name) => {
        setValue(name);
        onChange?.(name);
      }}
    />
  );
}

const field = (shown: string) => screen.getByRole('button', { name: t.fieldName(LABEL, shown) });
const picker = () => screen.getByRole('dialog', { name: t.dialogLabel });

describe('IconPicker', () => {
  it('shows «None» for no icon, and picks an icon found by its Russian name, with a preview', async () => {
    const onChange = vi.fn();
    const { user } = render(<Field initial="" onChange={onChange} />);
    await user.click(field(t.none));
    expect(field(t.none)).toHaveAttribute('aria-expanded', 'true');
    await user.type(within(picker()).getByRole('textbox', { name: t.searchLabel }), 'трансфер');
    // Only the matching icon is left, beside «Без иконки» (pressed: the field holds none).
    const options = within(picker()).getAllByRole('button', { pressed: false });
    expect(options.map((option) => option.getAttribute('aria-label'))).toEqual([t.labels['airport-shuttle']]);
    expect(within(picker()).getByRole('button', { name: t.noneOption })).toHaveAttribute('aria-pressed', 'true');
    await user.click(within(picker()).getByRole('button', { name: t.labels['airport-shuttle'] }));

    expect(onChange).toHaveBeenLastCalledWith('airport-shuttle');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    const chosen = field(t.labels['airport-shuttle']);
    expect(chosen).toHaveTextContent(t.labels['airport-shuttle']);
    expect(chosen.querySelector('svg')).not.toBeNull();
    // Focus goes back to the field (Mantine returns it once the dropdown has closed).
    await waitFor(() => expect(chosen).toHaveFocus());
  });

  it('marks the chosen icon, clears it with «Без иконки», and says when nothing matches', async () => {
    const onChange = vi.fn();
    const { user } = render(<Field initial="spa" onChange={onChange} />);
    await user.click(field(t.labels.spa));
    expect(within(picker()).getByRole('button', { name: t.labels.spa })).toHaveAttribute('aria-pressed', 'true');
    expect(within(picker()).getByRole('group', { name: t.groups.food })).toBeInTheDocument();
    await user.type(within(picker()).getByRole('textbox', { name: t.searchLabel }), 'ничего похожего');
    expect(within(picker()).getByRole('status')).toHaveTextContent(t.noResults);
    await user.click(within(picker()).getByRole('button', { name: t.noneOption }));
    expect(onChange).toHaveBeenLastCalledWith('');
    expect(field(t.none)).toBeInTheDocument();
  });

  it('closes on Escape without changing anything', async () => {
    const onChange = vi.fn();
    const { user } = render(<Field initial="bar" onChange={onChange} />);
    await user.click(field(t.labels.bar));
    expect(picker()).toBeInTheDocument();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(onChange).not.toHaveBeenCalled();
    expect(field(t.labels.bar)).toBeInTheDocument();
  });

  it('closes on Escape pressed before the focus has moved into the picker', async () => {
    const { user } = render(<Field initial="bar" />);
    await user.click(field(t.labels.bar));
    field(t.labels.bar).focus();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('shows a stored unknown name with a fallback and asks to pick one from the list', async () => {
    const { user } = render(<Field initial="🙂" />);
    const unknown = field(t.unknownShort('🙂'));
    expect(unknown).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByText(t.unknown('🙂'))).toBeInTheDocument();
    await user.click(unknown);
    await user.click(within(picker()).getByRole('button', { name: t.labels.coffee }));
    expect(field(t.labels.coffee)).toHaveAttribute('aria-invalid', 'false');
    expect(screen.queryByText(t.unknown('🙂'))).not.toBeInTheDocument();
  });
});
