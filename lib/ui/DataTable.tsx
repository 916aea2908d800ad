'use client';

import { type MantineSpacing, Table, UnstyledButton, VisuallyHidden } from '@mantine/core';
import { Fragment, type Key, type MouseEvent, type ReactNode } from 'react';
import shared from './DataTable.module.css';
import { useNarrowScreen } from './useNarrowScreen';

/** Class names joined, the missing ones left out. */
export function classNames(...names: (string | false | null | undefined)[]): string | undefined {
  const joined = names.filter(Boolean).join(' ');
  return joined === '' ? undefined : joined;
}

/** One column of a {@link DataTable}. */
export interface DataColumn<R> {
  key: string;
  header: string;
  /** The header is for screen readers only (a column of thumbnails or of row actions). */
  headerHidden?: boolean;
  cell: (row: R) => ReactNode;
  /** The column's width, alignment or pinning, on its header and its cells (from the table's CSS module). */
  className?: string;
}

/** A part of a phone card: a column's cell by key, or something of the row's own (a line the table has not). */
export type CardItem<R> = string | ((row: R) => ReactNode);

/** A line of a phone card: one item, or several spread apart on one line (with the line's class). */
type CardLine<R> = CardItem<R> | { items: readonly CardItem<R>[]; className?: string };

/**
 * How a row stacks on phones: lines from top to bottom; a column left out of every line is hidden there. `aside`
 * stands at the card's left (a thumbnail), the lines then in a column beside it.
 */
export interface CardLayout<R> {
  aside?: CardItem<R>;
  lines: readonly CardLine<R>[];
}

/** The table's own classes (its CSS module), added to the shared ones of lib/ui/DataTable.module.css. */
interface DataTableClasses {
  frame?: string;
  table?: string;
  row?: string;
  cards?: string;
  card?: string;
  /** The column of lines beside a card's `aside`. */
  cardMain?: string;
}

export interface DataTableProps<R> {
  /** The accessible name of the table, and of the list of cards on phones. */
  label: string;
  rows: readonly R[];
  rowKey: (row: R) => Key;
  columns: readonly DataColumn<R>[];
  card: CardLayout<R>;
  classes?: DataTableClasses;
  /** A new search is loading: the rows shown are the previous ones (dimmed, and busy for screen readers). */
  stale?: boolean;
  /** The row open beside the list (in a drawer or an editor), marked. */
  isOpen?: (row: R) => boolean;
  /** A click anywhere on the row or card; the keyboard's way in is a {@link RowButton} in a cell. */
  onRowClick?: (row: R) => void;
  /** `data-*` attributes of a row and its card, for the table's CSS (a deactivated row dimmed). */
  rowData?: (row: R) => Record<`data-${string}`, string | boolean | undefined>;
  verticalSpacing?: MantineSpacing | number;
}

/**
 * The dashboard's plain data table (a hotel has tens of rows, so every row is rendered): a table from the columns
 * on wide screens, a list of cards on phones (the 48em breakpoint of useNarrowScreen), both with the frame, head
 * and states of lib/ui/DataTable.module.css. The virtualised lists (stays, orders) keep their own rows.
 */
export function DataTable<R>(props: DataTableProps<R>) {
  const narrow = useNarrowScreen();
  const { label, rows, rowKey, columns, classes = {}, stale, isOpen, onRowClick, rowData, verticalSpacing } = props;
  const byKey = new Map(columns.map((column) => [column.key, column]));
  const attributes = (row: R) => ({
    ...rowData?.(row),
    'data-open': isOpen?.(row) || undefined,
    onClick: onRowClick ? () => onRowClick(row) : undefined,
  });
  const busy = { 'data-stale': stale || undefined, 'aria-busy': stale || undefined };

  if (narrow) {
    const { aside, lines } = props.card;
    const item = (row: R, part: CardItem<R>) => (typeof part === 'function' ? part(row) : byKey.get(part)?.cell(row));
    const renderLines = (row: R) =>
      lines.map((line, index) => {
        const key = typeof line === 'string' ? line : index;
        if (typeof line === 'object') {
          return (
            <div key={key} className={classNames(shared.cardLine, line.className)}>
              {line.items.map((part, at) => (
                <Fragment key={typeof part === 'string' ? part : at}>{item(row, part)}</Fragment>
              ))}
            </div>
          );
        }
        return <Fragment key={key}>{item(row, line)}</Fragment>;
      });
    return (
      <ul className={classNames(shared.cards, classes.cards)} aria-label={label} {...busy}>
        {rows.map((row) => (
          <li
            key={rowKey(row)}
            className={classNames(shared.card, onRowClick && shared.clickable, classes.card)}
            {...attributes(row)}
          >
            {aside ? (
              <>
                {item(row, aside)}
                <div className={classes.cardMain}>{renderLines(row)}</div>
              </>
            ) : (
              renderLines(row)
            )}
          </li>
        ))}
      </ul>
    );
  }

  return (
    <div className={classNames(shared.frame, classes.frame)} data-stale={busy['data-stale']}>
      <Table
        className={classNames(shared.table, classes.table)}
        aria-label={label}
        aria-busy={busy['aria-busy']}
        highlightOnHover
        verticalSpacing={verticalSpacing}
      >
        <Table.Thead className={shared.head}>
          <Table.Tr>
            {columns.map((column) => (
              <Table.Th key={column.key} className={column.className}>
                {column.headerHidden ? <VisuallyHidden>{column.header}</VisuallyHidden> : column.header}
              </Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((row) => (
            <Table.Tr
              key={rowKey(row)}
              className={classNames(shared.row, onRowClick && shared.clickable, classes.row)}
              {...attributes(row)}
            >
              {columns.map((column) => (
                <Table.Td key={column.key} className={column.className}>
                  {column.cell(row)}
                </Table.Td>
              ))}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </div>
  );
}

export interface RowButtonProps {
  onClick: () => void;
  children: ReactNode;
  className?: string;
  'aria-label'?: string;
}

/**
 * The row's way in from the keyboard (Tab, Enter): its name as a real button, in one line cut with an ellipsis.
 * The click stays the button's, so the row's own click (the larger target for the mouse) does not run twice.
 */
export function RowButton({ onClick, children, className, 'aria-label': ariaLabel }: RowButtonProps) {
  return (
    <UnstyledButton
      className={classNames(shared.rowButton, className)}
      aria-label={ariaLabel}
      onClick={(event: MouseEvent) => {
        event.stopPropagation();
        onClick();
      }}
    >
      {children}
    </UnstyledButton>
  );
}
