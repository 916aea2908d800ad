/**
 * Setup of the `unit` Vitest project (happy-dom): jest-dom matchers, a DOM cleanup after each test, and the
 * browser APIs Mantine touches that happy-dom lacks or stubs badly (after mantinedev/vite-template's
 * vitest.setup.mjs).
 */
import '@testing-library/jest-dom/vitest';
import './happy-dom-fetch';
import { cleanup, configure } from '@testing-library/react';
import { afterEach, beforeEach, expect } from 'vitest';
import { DeferredMenu } from '@/lib/ui/DeferredMenu';
import { DeferredSelect } from '@/lib/ui/DeferredSelect';
import { DeferredTooltip } from '@/lib/ui/DeferredTooltip';
import { LazyConfirmDialog } from '@/lib/ui/LazyConfirmDialog';
import { staticMediaQueryList } from './media';

// `findBy*` and `waitFor` wait for a condition; their default 1 s is a time limit that a loaded machine (CI on 2
// shared cores) misses while the screen is merely slow. A longer limit costs nothing when the condition comes.
configure({ asyncUtilTimeout: 10_000 });

// A screen's deferred Select, Tooltip, Menu and confirmation (lib/ui) are Mantine's own from the first render, as
// before they were deferred: a test holding the field it found must not find a stand-in the Select replaces later.
// Their own tests (`Deferred*.test.tsx`) see the stand-in.
beforeEach(async () => {
  if (/Deferred\w*\.test\.tsx$/.test(expect.getState().testPath ?? '')) return;
  await Promise.all([DeferredSelect.load(), DeferredTooltip.load(), DeferredMenu.load(), LazyConfirmDialog.load()]);
});

// Vitest runs without `globals`, so Testing Library cannot register its own cleanup.
afterEach(() => {
  cleanup();
  window.localStorage.clear();
  // The active hotel is kept per tab there (lib/storage.ts).
  window.sessionStorage.clear();
});

// Mantine calls getComputedStyle with a pseudo-element argument that some DOM shims reject.
const getComputedStyle = window.getComputedStyle.bind(window);
window.getComputedStyle = (element: Element) => getComputedStyle(element);

// Plain functions (not vi.fn), so `mockReset`/`restoreAllMocks` in a test cannot break them.
Object.defineProperty(window, 'matchMedia', {
  writable: true,
  configurable: true,
  value: (query: string): MediaQueryList => staticMediaQueryList(query, false),
});

class ResizeObserverStub implements ResizeObserver {
  observe(): void {}
  unobserve(): void {}
  disconnect(): void {}
}
// Mantine (ScrollArea, Combobox) observes sizes; layout never changes in a DOM without layout anyway.
window.ResizeObserver = ResizeObserverStub;
globalThis.ResizeObserver = ResizeObserverStub;

// Combobox scrolls the selected option into view.
Element.prototype.scrollIntoView = function scrollIntoView(): void {};

// happy-dom has no FontFaceSet; Mantine's autosize Textarea listens to `document.fonts` for font loads.
if (!('fonts' in document)) {
  Object.defineProperty(document, 'fonts', { configurable: true, value: new EventTarget() });
}
