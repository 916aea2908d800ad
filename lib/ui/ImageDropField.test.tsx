import { describe, expect, it, vi } from 'vitest';
import * as ru from '@/lib/i18n/ru';
import { formatBytes, MAX_PHOTO_BYTES } from '@/lib/images';
import { render, screen, userEvent, waitFor } from '@/lib/test/render';
import { ImageDropField, type ImageDropFieldProps } from './ImageDropField';

const t = ru.imageField;

const limit = formatBytes(MAX_PHOTO_BYTES);
const hint = (max: string) => `hint ${max}`;
const newFile = (name: string, size: string) => `new ${name} ${size}`;

function renderField(props: Partial<ImageDropFieldProps> = {}) {
  const handlers = { onPick: vi.fn(), onRemove: vi.fn(), onRestore: props.onRestore };
  const result = render(
    <ImageDropField src={null} file={null} hint={hint} newFile={newFile} {...handlers} {...props} />,
  );
  return { ...result, ...handlers };
}

describe('ImageDropField', () => {
  it('offers a labelled drop zone whose file input takes a pick, refused types included', async () => {
    const { onPick } = renderField();
    // A drop is not filtered by the input's `accept`, so the file input is not either here.
    const user = userEvent.setup({ applyAccept: false });
    const zone = screen.getByRole('button', { name: t.pick });
    expect(zone).toHaveAccessibleDescription(`hint ${limit}`);

    // The caller's rule decides about a wrong type, so it is handed over too, to be answered with its message.
    const notes = new File(['hello'], 'notes.txt', { type: 'text/plain' });
    await user.upload(screen.getByLabelText(t.pick, { selector: 'input' }), notes);
    // react-dropzone reads the picked files asynchronously.
    await waitFor(() => expect(onPick).toHaveBeenCalledWith(notes));
  });

  it('shows a picked file with its note, replace and remove; restore when the saved image can come back', async () => {
    const file = new File(['png'], 'terrace.png', { type: 'image/png' });
    const onRestore = vi.fn();
    const { user, onPick, onRemove } = renderField({ file, alt: 'Изображение: Терраса', onRestore });

    expect(screen.getByRole('img', { name: 'Изображение: Терраса' }).getAttribute('src')).toMatch(/^blob:/);
    expect(screen.getByText(`new terrace.png ${formatBytes(3)}`)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: t.pick })).not.toBeInTheDocument();

    const other = new File(['png!'], 'other.png', { type: 'image/png' });
    await user.upload(screen.getByLabelText(t.replaceLabel, { selector: 'input' }), other);
    expect(onPick).toHaveBeenCalledWith(other);
    await user.click(screen.getByRole('button', { name: t.remove }));
    expect(onRemove).toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: t.restore }));
    expect(onRestore).toHaveBeenCalled();
  });

  it('shows a saved image with the hint and no restore', () => {
    renderField({ src: '/media/a.png', onRestore: undefined });
    expect(screen.getByRole('presentation')).toHaveAttribute('src', '/media/a.png');
    expect(screen.getByRole('button', { name: t.replaceLabel })).toHaveAccessibleDescription(`hint ${limit}`);
    expect(screen.queryByRole('button', { name: t.restore })).not.toBeInTheDocument();
  });

  it('says a saved image will be removed, with a way back', async () => {
    const onRestore = vi.fn();
    const { user } = renderField({ onRestore });
    expect(screen.getByText(t.removed)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: t.restore }));
    expect(onRestore).toHaveBeenCalled();
  });

  it('announces the error and describes the drop zone by it', () => {
    renderField({ error: 'Файл пуст.' });
    expect(screen.getByRole('alert')).toHaveTextContent('Файл пуст.');
    const zone = screen.getByRole('button', { name: t.pick });
    expect(zone).toHaveAccessibleDescription(`hint ${limit} Файл пуст.`);
  });
});
