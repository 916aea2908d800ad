import { afterEach, describe, expect, it, vi } from 'vitest';
import { FONT_FACES_ATTRIBUTE, fontFacesScript } from './font-faces';

/** Runs the script's text, as the page runs it inline. */
function runInline(source: string): void {
  // eslint-disable-next-line @typescript-eslint/no-implied-eval -- the script under test exists only as text
  (new Function(source) as () => void)();
}

describe('fontFacesScript', () => {
  afterEach(() => {
    vi.restoreAllMocks();
    document.head.querySelector(`style[${FONT_FACES_ATTRIBUTE}]`)?.remove();
  });

  it('turns the font faces on for the screen two frames after DOMContentLoaded, not before', () => {
    const frames: FrameRequestCallback[] = [];
    vi.spyOn(window, 'requestAnimationFrame').mockImplementation((callback) => frames.push(callback));
    const style = document.createElement('style');
    style.setAttribute(FONT_FACES_ATTRIBUTE, '');
    style.media = 'print';
    document.head.append(style);

    runInline(fontFacesScript);
    expect(frames).toHaveLength(0);
    document.dispatchEvent(new Event('DOMContentLoaded'));
    frames.shift()?.(0);
    // The first frame with the content is being made: the faces wait for the next one.
    expect(style.media).toBe('print');
    frames.shift()?.(16);
    expect(style.media).toBe('all');
  });

  it('does nothing where no style holds the faces', () => {
    const frames: FrameRequestCallback[] = [];
    vi.spyOn(window, 'requestAnimationFrame').mockImplementation((callback) => frames.push(callback));
    runInline(fontFacesScript);
    document.dispatchEvent(new Event('DOMContentLoaded'));
    frames.shift()?.(0);
    expect(() => frames.shift()?.(16)).not.toThrow();
  });
});
