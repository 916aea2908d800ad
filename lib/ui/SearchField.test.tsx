import { afterEach, describe, expect, it, vi } from 'vitest';
import { staticMediaQueryList } from '@/lib/test/media';
import { render, screen } from '@/lib/test/render';
import { SearchField } from './SearchField';
import { TOUCH_SCREEN_QUERY } from './useTouchScreen';

afterEach(() => vi.restoreAllMocks());

function Field() {
  return (
    <SearchField
      label="Поиск"
      placeholder="Имя"
      clearLabel="Очистить"
      shortcutHint="Нажмите /, чтобы искать"
      value=""
      onChange={() => {}}
      onClear={() => {}}
    />
  );
}

describe('SearchField', () => {
  it('shows its `/` shortcut where there is a keyboard', () => {
    render(<Field />);
    expect(screen.getByTitle('Нажмите /, чтобы искать')).toHaveTextContent('/');
  });

  it('shows no keyboard hint on a touch screen', () => {
    vi.spyOn(window, 'matchMedia').mockImplementation((query) =>
      staticMediaQueryList(query, query === TOUCH_SCREEN_QUERY),
    );
    render(<Field />);
    expect(screen.getByRole('searchbox', { name: 'Поиск' })).toBeInTheDocument();
    expect(screen.queryByTitle('Нажмите /, чтобы искать')).not.toBeInTheDocument();
  });
});
