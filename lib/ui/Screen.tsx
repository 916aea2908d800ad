import { Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import classes from './Screen.module.css';

/**
 * The frame of a main-application screen: a column of sections centred at a readable width (`narrow` for forms
 * and lists of short rows, `wide` for tables, `full` for dashboards that use every pixel).
 */
export function Screen({ width = 'wide', children }: { width?: 'narrow' | 'wide' | 'full'; children: ReactNode }) {
  return (
    <div className={classes.screen} data-width={width}>
      {children}
    </div>
  );
}

export interface ScreenHeaderProps {
  title: ReactNode;
  /** A line under the title saying what the screen is for. */
  subtitle?: ReactNode;
  /**
   * A short status at the end of the row (a count, a summary, the period shown). Announced to screen readers when it
   * changes, and its line is reserved while it is empty, so the header keeps its height while data loads.
   */
  status?: ReactNode;
  /** Buttons at the end of the row. */
  actions?: ReactNode;
}

/** A screen's title row: the one `h1` of the page, then its status and actions. */
export function ScreenHeader({ title, subtitle, status, actions }: ScreenHeaderProps) {
  return (
    <div className={classes.header}>
      <div className={classes.heading}>
        <Title order={1}>{title}</Title>
        {subtitle && (
          <Text c="dimmed" fz="sm" mt={4}>
            {subtitle}
          </Text>
        )}
      </div>
      <div className={classes.end}>
        {status !== undefined && (
          <Text c="dimmed" fz="sm" aria-live="polite" aria-atomic="true" className={classes.status}>
            {status}
          </Text>
        )}
        {actions}
      </div>
    </div>
  );
}

/** The card an empty or failed list shows its message in, where the list would be. */
export function ScreenPanel({ children }: { children: ReactNode }) {
  return <div className={classes.panel}>{children}</div>;
}
