'use client';

import '@mantine/dropzone/styles.css';
import { Text } from '@mantine/core';
import { Dropzone, type FileRejection } from '@mantine/dropzone';
import { IconPhoto, IconUpload } from '@tabler/icons-react';
import { type Ref, useId } from 'react';
import * as ru from '@/lib/i18n/ru';
import { formatBytes, MAX_PHOTO_BYTES, PHOTO_ACCEPT } from '@/lib/images';
import classes from './UploadArea.module.css';

const t = ru.photos;

/** The browser's reason for refusing a file, in Russian (react-dropzone's own texts are English). */
function refusalReason(rejection: FileRejection): string {
  const codes = rejection.errors.map((error) => error.code);
  if (codes.includes('file-invalid-type')) return t.errors.type;
  if (codes.includes('file-too-large')) return t.errors.tooLarge(formatBytes(MAX_PHOTO_BYTES));
  return t.errors.refused;
}

export interface UploadAreaProps {
  /** The files of one drop or one pick: those that pass the browser's checks, and the refused ones with why. */
  onFiles: (accepted: File[], refused: { file: File; reason: string }[]) => void;
  rootRef?: Ref<HTMLDivElement>;
}

/**
 * Drag-and-drop area that is also a button: a click, Enter or Space opens the file picker (several files at
 * once). Type and size are checked here first, so a wrong file is answered at once.
 */
export function UploadArea({ onFiles, rootRef }: UploadAreaProps) {
  const hintId = useId();
  return (
    <Dropzone
      ref={rootRef}
      onDrop={() => {}}
      // One callback for both lists, so a mixed drop is one batch with one notification.
      onDropAny={(accepted, rejections) =>
        onFiles(
          accepted,
          rejections.map((rejection) => ({ file: rejection.file, reason: refusalReason(rejection) })),
        )
      }
      accept={PHOTO_ACCEPT}
      maxSize={MAX_PHOTO_BYTES}
      multiple
      role="button"
      aria-label={t.dropzone.label}
      aria-describedby={hintId}
      className={classes.root}
      // Out of the accessibility tree and the focus order: the area itself is the button (axe: nested-interactive).
      inputProps={{ 'aria-label': t.dropzone.label, style: { display: 'none' } }}
    >
      <div className={classes.inner}>
        <div className={classes.icon}>
          <Dropzone.Accept>
            <IconUpload size={32} stroke={1.8} aria-hidden />
          </Dropzone.Accept>
          <Dropzone.Reject>
            <IconPhoto size={32} stroke={1.8} aria-hidden />
          </Dropzone.Reject>
          <Dropzone.Idle>
            <IconUpload size={32} stroke={1.8} aria-hidden />
          </Dropzone.Idle>
        </div>
        <div>
          <Text fw={500} fz="lg">
            <Dropzone.Accept>{t.dropzone.accept}</Dropzone.Accept>
            <Dropzone.Reject>{t.dropzone.reject}</Dropzone.Reject>
            <Dropzone.Idle>{t.dropzone.title}</Dropzone.Idle>
          </Text>
          <Text fz="sm" c="dimmed" mt={4} id={hintId}>
            {t.dropzone.hint(formatBytes(MAX_PHOTO_BYTES))}
          </Text>
        </div>
      </div>
    </Dropzone>
  );
}
