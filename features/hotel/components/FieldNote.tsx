import { IconLock } from '@tabler/icons-react';
import * as ru from '@/lib/i18n/ru';
import classes from './HotelForm.module.css';

/** Under an input: why it is locked, or a hint; and the length counter of a limited text. */
export function FieldNote({
  hint,
  locked,
  counter,
}: {
  hint?: string;
  locked: boolean;
  counter: { length: number; max: number } | null;
}) {
  if (!locked && !hint && !counter) return null;
  return (
    <span className={classes.note}>
      <span className={classes.hint}>
        {locked ? (
          <>
            <IconLock size={12} className={classes.lock} stroke={1.8} aria-hidden />
            {ru.hotel.readOnly}
          </>
        ) : (
          hint
        )}
      </span>
      {counter && !locked && (
        <span className={classes.counter} data-over={counter.length > counter.max || undefined}>
          {ru.hotel.counter(counter.length, counter.max)}
        </span>
      )}
    </span>
  );
}
