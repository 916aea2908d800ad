/**
 * Desktop notifications of new orders (the Notification API), shown while the dashboard's tab is hidden. The
 * browser's permission is asked once, from a click on the in-app prompt that says why (never on page load); the
 * user's answer is remembered (hooks/useDesktopChoice.ts).
 */

/**
 * The user's answer: `on` (allowed and wanted), `off` (turned off here, or refused by the browser), `later` («Не
 * сейчас»: the prompt is not shown again, the header's control can still turn them on).
 */
export type DesktopChoice = 'on' | 'off' | 'later';

/** The browser's side: `unsupported` where there is no Notification API (an old browser, an insecure origin) or a touch device. */
export type DesktopSupport = 'unsupported' | NotificationPermission;

export function desktopSupport(): DesktopSupport {
  if (typeof window === 'undefined' || typeof window.Notification === 'undefined') return 'unsupported';
  // Phones and tablets (no hover): their browsers show only a service worker's notifications, which this app has not.
  if (window.matchMedia?.('(hover: none)').matches) return 'unsupported';
  return window.Notification.permission;
}

/** Desktop notifications are shown when the browser allows them and the user has not turned them off here. */
export function desktopEnabled(choice: DesktopChoice | null): boolean {
  return desktopSupport() === 'granted' && choice !== 'off';
}

/**
 * Asks the browser (call it from a click: browsers ignore or block a request without a gesture) and returns the
 * choice to remember: `on` when granted, `off` otherwise.
 */
export async function askDesktopPermission(): Promise<DesktopChoice> {
  if (desktopSupport() === 'unsupported') return 'off';
  try {
    const permission = await window.Notification.requestPermission();
    return permission === 'granted' ? 'on' : 'off';
  } catch {
    return 'off';
  }
}

/**
 * Shows one desktop notification. `tag` replaces an earlier one with the same tag instead of stacking a second
 * (one order is announced once even if two tabs announce it). A click focuses the tab and runs `onClick`.
 */
export function showDesktopNotification({
  title,
  body,
  tag,
  onClick,
}: {
  title: string;
  body: string;
  tag: string;
  onClick: () => void;
}): void {
  if (desktopSupport() !== 'granted') return;
  try {
    const notification = new window.Notification(title, { body, tag });
    notification.onclick = () => {
      window.focus();
      onClick();
      notification.close();
    };
  } catch {
    // Some browsers (Chrome on Android) allow only service-worker notifications: the in-app one is still shown.
  }
}
