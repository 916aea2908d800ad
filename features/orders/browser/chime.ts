/*
 * The new-order chime and the late-order alarm, made with WebAudio. Whether it plays is the user's choice (hooks/useOrderSound.ts).
 */

type AudioContextClass = typeof AudioContext;

let context: AudioContext | null = null;

function audioContext(): AudioContext | null {
  if (context) return context;
  const Context: AudioContextClass | undefined =
    typeof window === 'undefined'
      ? undefined
      : (window.AudioContext ?? (window as unknown as { webkitAudioContext?: AudioContextClass }).webkitAudioContext);
  if (!Context) return null;
  try {
    context = new Context();
  } catch {
    return null;
  }
  return context;
}

/**
 * Browsers start audio only after a user gesture: call this from one (the mute toggle, any click on the desk)
 * so that a beep triggered later by a live event is allowed to play.
 */
export function unlockSound(): void {
  const ctx = audioContext();
  if (ctx?.state === 'suspended') void ctx.resume().catch(() => {});
}

/**
 * A short two-tone chime generated with WebAudio (no audio file to ship or load). Silently does nothing where
 * audio is unavailable or still locked by the browser's autoplay policy.
 */
export function playOrderBeep(): void {
  playTones('sine', [880, 1318.5], 0.14);
}

/**
 * The late-order alarm: three falling square-wave tones, unlike the new-order chime's rising two, so the ear tells
 * «something came» from «something waits too long». Silent where audio is unavailable or locked, as the chime.
 */
export function playLateAlarm(): void {
  playTones('square', [988, 784, 659], 0.16);
}

/** Plays `frequencies` one after another, `step` seconds each, under one short envelope. */
function playTones(type: OscillatorType, frequencies: readonly number[], step: number): void {
  const ctx = audioContext();
  if (!ctx) return;
  if (ctx.state === 'suspended') void ctx.resume().catch(() => {});
  try {
    const start = ctx.currentTime + 0.01;
    const length = step * frequencies.length + 0.14;
    const gain = ctx.createGain();
    gain.gain.setValueAtTime(0.0001, start);
    gain.gain.exponentialRampToValueAtTime(type === 'sine' ? 0.18 : 0.08, start + 0.02);
    gain.gain.exponentialRampToValueAtTime(0.0001, start + length - 0.03);
    gain.connect(ctx.destination);
    const tone = ctx.createOscillator();
    tone.type = type;
    frequencies.forEach((frequency, index) => tone.frequency.setValueAtTime(frequency, start + index * step));
    tone.connect(gain);
    tone.start(start);
    tone.stop(start + length);
    tone.onended = () => gain.disconnect();
  } catch {
    // An audio graph that cannot be built is not worth an error on the desk.
  }
}
