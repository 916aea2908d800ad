import { Button, Paper, Title } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import * as ru from '@/lib/i18n/ru';
import classes from './ReportCard.module.css';

/**
 * A titled card of the reports screen, with an optional «Скачать CSV» in its header. The file is built at once from
 * the table on screen, so there is no request to wait for: the second click of a double click (`detail` 2) is
 * dropped, or it would save a second copy; a keyboard press (`detail` 0) saves as a click does.
 */
export function ReportCard({
  title,
  downloadLabel,
  onDownload,
  children,
}: {
  title: string;
  /** The button's accessible name: «Скачать CSV» plus what it downloads (two such buttons share the screen). */
  downloadLabel?: string;
  onDownload?: () => void;
  children: ReactNode;
}) {
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-label={title} className={classes.card}>
      <div className={classes.header}>
        <Title order={2} className={classes.title}>
          {title}
        </Title>
        {onDownload && (
          <Button
            variant="default"
            size="xs"
            leftSection={<IconDownload size={14} stroke={1.8} aria-hidden />}
            aria-label={downloadLabel}
            onClick={(event) => {
              if (event.detail <= 1) onDownload();
            }}
          >
            {ru.reports.download}
          </Button>
        )}
      </div>
      {children}
    </Paper>
  );
}
