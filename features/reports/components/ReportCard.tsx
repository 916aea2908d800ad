import { Button, Paper, Title } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import * as ru from '@/lib/i18n/ru';
import classes from './ReportCard.module.css';

/** A titled card of the reports screen, with an optional «Скачать CSV» in its header. */
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
            onClick={onDownload}
          >
            {ru.reports.download}
          </Button>
        )}
      </div>
      {children}
    </Paper>
  );
}
