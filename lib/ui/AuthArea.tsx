import { Paper } from '@mantine/core';
import type { ReactNode } from 'react';
import classes from './AuthArea.module.css';

/**
 * The frame of the authentication area (sign-in, activation, password change): one white card, centred,
 * at most 390 px wide on large screens and the full width of a phone (issue §2).
 */
export function AuthArea({ children }: { children: ReactNode }) {
  return (
    <main className={classes.root}>
      <div className={classes.content}>
        <Paper p="xl" radius="md" shadow="xs">
          {children}
        </Paper>
      </div>
    </main>
  );
}
