'use client';

import '@mantine/dropzone/styles.css';
import { Button, FileButton, Group, Input, Text } from '@mantine/core';
import { Dropzone } from '@mantine/dropzone';
import { IconRefresh, IconTrash, IconUpload } from '@tabler/icons-react';
import { useCallback, useId, useRef } from 'react';
import * as ru from '@/lib/i18n/ru';
import { formatBytes, MAX_PHOTO_BYTES, PHOTO_ACCEPT } from '@/lib/images';
import classes from './ImageDropField.module.css';

const t = ru.imageField;

/** What the file picker offers: the types of lib/images.ts, by MIME type and by extension. */
const ACCEPT = Object.entries(PHOTO_ACCEPT)
  .flatMap(([type, extensions]) => [type, ...extensions])
  .join(',');

export interface ImageDropFieldProps {
  /** The saved image's address, shown while no file is picked; null: none (never had one, or removed). */
  src: string | null;
  /** A picked file, not saved yet: shown instead of `src`. */
  file: File | null;
  /**
   * Any file picked or dropped, refused ones too: the caller checks it with its form's rule and keeps it or puts
   * the reason on `error`, so a wrong file is answered with the same message however it came.
   */
  onPick: (file: File) => void;
  onRemove: () => void;
  /** Brings the saved image back; given while it is replaced or removed, it offers «Вернуть изображение». */
  onRestore?: () => void;
  /** What the files may be, under the drop zone and under a saved image; gets the size limit. */
  hint: (limit: string) => string;
  /** The line under a picked file: what happens to it and when; gets its name and size. */
  newFile: (name: string, size: string) => string;
  /** The preview's alternative text; empty (decorative) when the image is shown elsewhere too. */
  alt?: string;
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
 * A form's one image: a drop zone that is also a button (a click, Enter or Space open the file picker) while
 * there is none; else the image at a fixed height with «Заменить» and «Удалить изображение». It keeps nothing
 * itself and uploads nothing: the form holds the file and sends it with the save. The hidden file inputs stay
 * labelled, so tests can pick files into them; the error is announced and describes the controls.
 */
export function ImageDropField({
  src,
  file,
  onPick,
  onRemove,
  onRestore,
  hint,
  newFile,
  alt = '',
  error,
}: ImageDropFieldProps) {
  const hintId = useId();
  const errorId = useId();
  // The picker's input is emptied after each pick, so picking the same file again (after a removal) still counts.
  const resetPicker = useRef<() => void>(null);
  const described = [hintId, error ? errorId : null].filter(Boolean).join(' ');
  const limit = formatBytes(MAX_PHOTO_BYTES);

  function pick(picked: File | null | undefined) {
    resetPicker.current?.();
    if (picked) onPick(picked);
  }

  return (
    <Input.Wrapper label={t.label} labelElement="div" error={error} errorProps={{ id: errorId, role: 'alert' }}>
      {file === null && src === null ? (
        <Dropzone
          onDrop={() => {}}
          // Both lists: a refused file goes to the caller's check like any other and is answered with its message.
          onDropAny={(accepted, rejections) => pick(accepted[0] ?? rejections[0]?.file)}
          accept={PHOTO_ACCEPT}
          maxSize={MAX_PHOTO_BYTES}
          multiple={false}
          role="button"
          aria-label={t.pick}
          // The error reaches assistive technology through the description (and the alert); aria-invalid is for
          // fields, which a button is not (WAI-ARIA 1.3 no longer supports it there).
          aria-describedby={described}
          className={classes.dropzone}
          data-error={error ? true : undefined}
          // Out of the accessibility tree and the focus order: the area itself is the button (axe: nested-interactive).
          inputProps={{ 'aria-label': t.pick, style: { display: 'none' } }}
        >
          <div className={classes.inner}>
            <span className={classes.dropIcon}>
              <IconUpload size={28} stroke={1.8} aria-hidden />
            </span>
            <div>
              <Text fw={500}>
                <Dropzone.Accept>{t.dropAccept}</Dropzone.Accept>
                <Dropzone.Reject>{t.dropReject}</Dropzone.Reject>
                <Dropzone.Idle>{t.dropTitle}</Dropzone.Idle>
              </Text>
              <Text fz="sm" c="dimmed" mt={2} id={hintId}>
                {hint(limit)}
              </Text>
            </div>
          </div>
        </Dropzone>
      ) : (
        <div className={classes.preview}>
          <div className={classes.frame}>
            {file ? (
              <FilePreview file={file} alt={alt} />
            ) : (
              <img src={src ?? undefined} alt={alt} className={classes.image} />
            )}
          </div>
          <Text fz="xs" c="dimmed" id={hintId}>
            {file ? newFile(file.name, formatBytes(file.size)) : hint(limit)}
          </Text>
          <Group gap="xs">
            <FileButton
              onChange={pick}
              accept={ACCEPT}
              resetRef={resetPicker}
              inputProps={{ 'aria-label': t.replaceLabel }}
            >
              {(props) => (
                <Button
                  {...props}
                  variant="default"
                  size="xs"
                  leftSection={<IconUpload size={14} stroke={1.8} aria-hidden />}
                  aria-label={t.replaceLabel}
                  aria-describedby={described}
                >
                  {t.replace}
                </Button>
              )}
            </FileButton>
            <Button
              variant="subtle"
              color="alert"
              size="xs"
              leftSection={<IconTrash size={14} stroke={1.8} aria-hidden />}
              onClick={onRemove}
            >
              {t.remove}
            </Button>
            {file && onRestore && (
              <Button
                variant="subtle"
                color="gray"
                size="xs"
                leftSection={<IconRefresh size={14} stroke={1.8} aria-hidden />}
                onClick={onRestore}
              >
                {t.restore}
              </Button>
            )}
          </Group>
        </div>
      )}
      {file === null && src === null && onRestore && (
        <Group gap="xs" mt="xs">
          <Text fz="xs" c="dimmed">
            {t.removed}
          </Text>
          <Button
            variant="subtle"
            color="gray"
            size="compact-xs"
            leftSection={<IconRefresh size={12} stroke={1.8} aria-hidden />}
            onClick={onRestore}
          >
            {t.restore}
          </Button>
        </Group>
      )}
    </Input.Wrapper>
  );
}
