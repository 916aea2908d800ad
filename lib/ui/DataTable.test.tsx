import { afterEach, describe, expect, it, vi } from 'vitest';
import { onPhoneScreen } from '@/lib/test/media';
import { render, screen, userEvent, within } from '@/lib/test/render';
import { type CardLayout, type DataColumn, DataTable, RowButton } from './DataTable';

interface Room {
  id: number;
  name: string;
  floor: number;
}

const ROOMS: Room[] = [
  { id: 1, name: 'Lake', floor: 2 },
  { id: 2, name: 'Garden', floor: 1 },
];

function Rooms({ onOpen, openId = null }: { onOpen: (id: number) => void; openId?: number | null }) {
  const columns: DataColumn<Room>[] = [
    { key: 'name', header: 'Name', cell: (room) => <RowButton onClick={() => onOpen(room.id)}>{room.name}</RowButton> },
    { key: 'floor', header: 'Floor', cell: (room) => `floor ${room.floor}` },
    { key: 'actions', header: 'Actions', headerHidden: true, cell: () => <button type="button">menu</button> },
  ];
  const card: CardLayout<Room> = { lines: [{ items: ['name', 'actions'] }, (room) => <span>on {room.floor}</span>] };
  return (
    <DataTable
      label="Rooms"
      rows={ROOMS}
      rowKey={(room) => room.id}
      columns={columns}
      card={card}
      isOpen={(room) => room.id === openId}
      onRowClick={(room) => onOpen(room.id)}
      rowData={(room) => ({ 'data-floor': String(room.floor) })}
    />
  );
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe('DataTable', () => {
  it('renders a table from the columns, with a header only screen readers get where asked', () => {
    render(<Rooms onOpen={() => {}} openId={2} />);
    const table = screen.getByRole('table', { name: 'Rooms' });
    const headers = within(table).getAllByRole('columnheader');
    expect(headers.map((header) => header.textContent)).toEqual(['Name', 'Floor', 'Actions']);
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((row) => within(row).getAllByRole('cell')[1]?.textContent)).toEqual(['floor 2', 'floor 1']);
    expect(rows[1]).toHaveAttribute('data-open');
    expect(rows[0]).not.toHaveAttribute('data-open');
    expect(rows[0]).toHaveAttribute('data-floor', '2');
  });

  it('opens a row on a click anywhere on it, and once from its button, by mouse or keyboard', async () => {
    const onOpen = vi.fn();
    const user = userEvent.setup();
    render(<Rooms onOpen={onOpen} />);
    await user.click(screen.getByText('floor 1'));
    expect(onOpen).toHaveBeenLastCalledWith(2);
    await user.click(screen.getByRole('button', { name: 'Lake' }));
    expect(onOpen).toHaveBeenCalledTimes(2);
    expect(onOpen).toHaveBeenLastCalledWith(1);
    screen.getByRole('button', { name: 'Garden' }).focus();
    await user.keyboard('{Enter}');
    expect(onOpen).toHaveBeenCalledTimes(3);
    expect(onOpen).toHaveBeenLastCalledWith(2);
  });

  it('stacks each row as a card on phones, with the lines of the layout', async () => {
    onPhoneScreen();
    const onOpen = vi.fn();
    const user = userEvent.setup();
    render(<Rooms onOpen={onOpen} />);
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    const cards = within(screen.getByRole('list', { name: 'Rooms' })).getAllByRole('listitem');
    expect(cards.map((card) => card.textContent)).toEqual(['Lakemenuon 2', 'Gardenmenuon 1']);
    // The floor column is in no line: hidden on phones.
    expect(screen.queryByText('floor 2')).not.toBeInTheDocument();
    await user.click(within(cards[1] as HTMLElement).getByText('on 1'));
    expect(onOpen).toHaveBeenLastCalledWith(2);
  });
});
