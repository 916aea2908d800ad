'use client';

import '@mantine/dropzone/styles.css';
import { useCallback, useId, useRef } from 'react';
import { Button, FileButton, Group, Input, Text } from '@mantine/core';
import { Dropzone } from '@mantine/dropzone';
import { ru } from '@/lib/i18n/ru';
import { formatBytes, MAX_PHOTO_BYTES, PHOTO_ACCEPT } from '@/lib/images';
import { RetryIcon, TrashIcon, UploadIcon } from '@/lib/ui/icons';
import type { ContentImage } from '../api';
import { imageFileError, type ImageValue } from '../schemas';
import classes from './ImagePicker.module.css';

const f = ru.content.form;

/** What the file pickers offer: the types of lib/images.ts, by MIME type and by extension. */
const ACCEPT = Object.entries(PHOTO_ACCEPT)
  .flatMap(([type, extensions]) => [type, ...extensions])
  .join(',');

export interface ImagePickerProps {
  value: ImageValue;
  /** The item's image as saved: «Вернуть изображение» brings it back after a removal or a replacement. */
  saved: ContentImage | null;
  onChange: (value: ImageValue) => void;
  /** A picked file the server would refuse (wrong type, too large): the message goes on the field, the value stays. */
  onRefused: (message: string) => void;
  /** The item's title, for the preview's alternative text. */
  title: string;
  error?: string;
}

/**
 * A picked file shown from an object URL, made when the image mounts (or the file changes) and revoked when it
 * goes: a ref callback with a cleanup, so no state and no extra render.
 */
function FilePreview({ file, alt }: { file: File; alt: string }) {
  const attach = useCallback(
    (image: HTMLImageElement | null) => {
      if (!image) return undefined;
      const url = URL.createObjectURL(file);
      image.src = url;
      return () => URL.revokeObjectURL(url);
    },
    [file],
  );
  return <img ref={attach} alt={alt} className={classes.image} />;
}

/**
 * The item's one image: a drop zone (click, Enter or Space open the file picker) while there is none; else a
 * preview at a fixed height with «Заменить» and «Удалить изображение». A picked file is checked at once with
 * the photos' rules (lib/images.ts) and goes up only with the save; a removal too.
 */
export function ImagePicker({ value, saved, onChange, onRefused, title, error }: ImagePickerProps) {
  const hintId = useId();
  const errorId = useId();
  const file = value?.kind === 'file' ? value.file : null;
  // The picker's input is emptied after each pick, so picking the same file again (after a removal) still counts.
  const resetPicker = useRef<() => void>(null);

  function pick(picked: File | null | undefined) {
    resetPicker.current?.();
    if (!picked) return;
    const problem = imageFileError(picked);
    if (problem) onRefused(problem);
    else onChange({ kind: 'file', file: picked });
  }

  const restore = saved && value?.kind !== 'current' ? () => onChange({ kind: 'current', image: saved }) : null;
  const described = [hintId, error ? errorId : null].filter(Boolean).join(' ');

  return (
    <Input.Wrapper label={f.image} labelElement="div" error={error} errorProps={{ id: errorId }}>
      {value === null ? (
        <Dropzone
          onDrop={() => {}}
          // Both lists: a refused drop is answered with the same message as a picked file.
          onDropAny={(accepted, rejections) => pick(accepted[0] ?? rejections[0]?.file)}
          accept={PHOTO_ACCEPT}
          maxSize={MAX_PHOTO_BYTES}
          multiple={false}
          role="button"
          aria-label={f.pickImage}
          aria-describedby={described}
          aria-invalid={error ? true : undefined}
          className={classes.dropzone}
          data-error={error ? true : undefined}
          inputProps={{ 'aria-label': f.pickImage }}
          mt={4}
        >
          <div className={classes.inner}>
            <span className={classes.dropIcon}>
              <UploadIcon size={28} />
            </span>
            <div>
              <Text fw={500}>
                <Dropzone.Accept>{f.dropAccept}</Dropzone.Accept>
                <Dropzone.Reject>{f.dropReject}</Dropzone.Reject>
                <Dropzone.Idle>{f.dropTitle}</Dropzone.Idle>
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
            {value?.kind === 'current' && <img src={value.image.url} alt={f.imageAlt(title)} className={classes.image} />}
            {file && <FilePreview file={file} alt={f.imageAlt(title)} />}
          </div>
          {file && (
            <Text fz="xs" c="dimmed" id={hintId}>
              {f.newImage(file.name, formatBytes(file.size))}
            </Text>
          )}
          <Group gap="xs">
            <FileButton onChange={pick} accept={ACCEPT} resetRef={resetPicker} inputProps={{ 'aria-label': f.replaceImage }}>
              {(props) => (
                <Button {...props} variant="default" size="xs" leftSection={<UploadIcon size={14} />} aria-label={f.replaceImage}>
                  {f.replace}
                </Button>
              )}
            </FileButton>
            <Button variant="subtle" color="alert" size="xs" leftSection={<TrashIcon size={14} />} onClick={() => onChange(null)}>
              {f.removeImage}
            </Button>
            {restore && value?.kind === 'file' && (
              <Button variant="subtle" color="gray" size="xs" leftSection={<RetryIcon size={14} />} onClick={restore}>
                {f.restoreImage}
              </Button>
            )}
          </Group>
        </div>
      )}
      {value === null && restore && (
        <Group gap="xs" mt="xs">
          <Text fz="xs" c="dimmed">
            {f.imageRemoved}
          </Text>
          <Button variant="subtle" color="gray" size="compact-xs" leftSection={<RetryIcon size={12} />} onClick={restore}>
            {f.restoreImage}
          </Button>
        </Group>
      )}
    </Input.Wrapper>
  );
}
