'use client';

import '@mantine/dropzone/styles.css';
import { useId, useRef } from 'react';
import { Button, FileButton, Group, Input, Text } from '@mantine/core';
import { Dropzone } from '@mantine/dropzone';
import { ru } from '@/lib/i18n/ru';
import { formatBytes, MAX_PHOTO_BYTES, PHOTO_ACCEPT } from '@/lib/images';
import { TrashIcon, UploadIcon } from '@/lib/ui/icons';
import classes from './ImageField.module.css';

const f = ru.promo.form;

/** What the file pickers offer: the types of lib/images.ts, by MIME type and by extension. */
const ACCEPT = Object.entries(PHOTO_ACCEPT)
  .flatMap(([type, extensions]) => [type, ...extensions])
  .join(',');

export interface ImageFieldProps {
  /** What the landing shows now: the picked file's preview, else the saved image unless removed; null = none. */
  src: string | null;
  /** A newly picked file, not saved yet. */
  file: File | null;
  /** Any file picked or dropped; the caller checks it (the form's rule) and keeps it or says why not. */
  onPick: (file: File) => void;
  onRemove: () => void;
  error?: string;
}

/**
 * The landing's one image: a drop zone (a click, Enter or Space open the file picker) while there is none; else
 * the image at a fixed height with «Заменить» and «Удалить изображение». Nothing is uploaded until the landing is
 * saved.
 */
export function ImageField({ src, file, onPick, onRemove, error }: ImageFieldProps) {
  const hintId = useId();
  const errorId = useId();
  // The picker's input is emptied after each pick, so picking the same file again still counts.
  const resetPicker = useRef<() => void>(null);
  const described = [hintId, error ? errorId : null].filter(Boolean).join(' ');

  function pick(picked: File | null | undefined) {
    resetPicker.current?.();
    if (picked) onPick(picked);
  }

  return (
    <Input.Wrapper label={f.image} labelElement="div" error={error} errorProps={{ id: errorId }}>
      {src === null ? (
        <Dropzone
          onDrop={() => {}}
          // Both lists: a refused file is checked by the form like any other and answered with its message.
          onDropAny={(accepted, rejections) => pick(accepted[0] ?? rejections[0]?.file)}
          accept={PHOTO_ACCEPT}
          multiple={false}
          role="button"
          aria-label={f.imageDrop}
          aria-describedby={described}
          aria-invalid={error ? true : undefined}
          className={classes.dropzone}
          data-error={error ? true : undefined}
          inputProps={{ 'aria-label': f.image }}
        >
          <div className={classes.inner}>
            <span className={classes.dropIcon}>
              <UploadIcon size={28} />
            </span>
            <div>
              <Text fw={500}>
                <Dropzone.Accept>{f.imageAccept}</Dropzone.Accept>
                <Dropzone.Reject>{f.imageReject}</Dropzone.Reject>
                <Dropzone.Idle>{f.imageDrop}</Dropzone.Idle>
              </Text>
              <Text fz="sm" c="dimmed" mt={2} id={hintId}>
                {f.imageHint(formatBytes(MAX_PHOTO_BYTES))}
              </Text>
            </div>
          </div>
        </Dropzone>
      ) : (
        <div className={classes.preview}>
          <div className={classes.frame}>
            <img src={src} alt="" className={classes.image} />
          </div>
          <Text fz="xs" c="dimmed" id={hintId}>
            {file ? f.imageNew(file.name, formatBytes(file.size)) : f.imageHint(formatBytes(MAX_PHOTO_BYTES))}
          </Text>
          <Group gap="xs">
            <FileButton onChange={pick} accept={ACCEPT} resetRef={resetPicker} inputProps={{ 'aria-label': f.imageReplace }}>
              {(props) => (
                <Button {...props} variant="default" size="xs" leftSection={<UploadIcon size={14} />} aria-describedby={described}>
                  {f.imageReplace}
                </Button>
              )}
            </FileButton>
            <Button variant="subtle" color="alert" size="xs" leftSection={<TrashIcon size={14} />} onClick={onRemove}>
              {f.imageRemove}
            </Button>
          </Group>
        </div>
      )}
    </Input.Wrapper>
  );
}
