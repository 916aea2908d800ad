import { onlineManager, useQuery } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import * as ru from '@/lib/i18n/ru';
import { createQueryClient } from '@/lib/query-client';
import { act, render, screen, waitFor } from '@/lib/test/render';
import { OfflineNotice } from './OfflineNotice';

const text = `${ru.offline.title} ${ru.offline.message}`;

function goOffline() {
  act(() => {
    window.dispatchEvent(new Event('offline'));
  });
}

function goOnline() {
  act(() => {
    window.dispatchEvent(new Event('online'));
  });
}

afterEach(() => {
  vi.restoreAllMocks();
  onlineManager.setOnline(true);
});

describe('OfflineNotice', () => {
  it('keeps an empty status region while online, so the notice is announced when it appears', () => {
    render(<OfflineNotice />);
    const region = screen.getByRole('status');
    expect(region).toBeEmptyDOMElement();
  });

  it('shows the notice on a page that opens with no network, when no offline event ever fires', () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    render(<OfflineNotice />);
    expect(screen.getByRole('status')).toHaveTextContent(text);
    expect(onlineManager.isOnline()).toBe(false);
  });

  it('shows the notice when the browser goes offline and hides it when the network returns', () => {
    render(<OfflineNotice />);
    goOffline();
    expect(screen.getByRole('status')).toHaveTextContent(text);
    goOnline();
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
  });

  it("follows TanStack's onlineManager, the state that pauses queries", () => {
    render(<OfflineNotice />);
    act(() => onlineManager.setOnline(false));
    expect(screen.getByRole('status')).toHaveTextContent(text);
    act(() => onlineManager.setOnline(true));
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
  });

  it('refreshes the data on screen when the network returns (the app’s query client)', async () => {
    const queryFn = vi.fn().mockResolvedValueOnce('before').mockResolvedValue('after');
    function Data() {
      const query = useQuery({ queryKey: ['offline-notice', 'data'], queryFn });
      return <p>data: {query.data}</p>;
    }
    render(
      <>
        <OfflineNotice />
        <Data />
      </>,
      { queryClient: createQueryClient() },
    );
    expect(await screen.findByText('data: before')).toBeInTheDocument();
    goOffline();
    expect(screen.getByRole('status')).toHaveTextContent(text);
    goOnline();
    expect(await screen.findByText('data: after')).toBeInTheDocument();
    await waitFor(() => expect(queryFn).toHaveBeenCalledTimes(2));
  });
});
