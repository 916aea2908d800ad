import { describe, expect, it, vi } from 'vitest';
import * as ru from '@/lib/i18n/ru';
import { render, screen } from '@/lib/test/render';
import { ErrorBoundary } from './ErrorBoundary';

const reportError = vi.hoisted(() => vi.fn());
vi.mock('@/lib/sentry', () => ({ reportError }));

function Broken(): never {
  throw new Error('render failed');
}

describe('ErrorBoundary', () => {
  it('shows the Russian error screen with «Перезагрузить» and reports the error', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    render(
      <ErrorBoundary>
        <Broken />
      </ErrorBoundary>,
    );
    expect(screen.getByRole('heading', { name: ru.errorScreen.title })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: ru.errorScreen.reload })).toBeInTheDocument();
    expect(reportError).toHaveBeenCalledWith(expect.objectContaining({ message: 'render failed' }));
  });

  it('renders its children when nothing throws', () => {
    render(
      <ErrorBoundary>
        <p>fine</p>
      </ErrorBoundary>,
    );
    expect(screen.getByText('fine')).toBeInTheDocument();
  });
});
