'use client';

import { Switch, VisuallyHidden } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import type { ApiError } from '@/lib/http/errors';
import * as ru from '@/lib/i18n/ru';
import { DeferredTooltip } from '@/lib/ui/DeferredTooltip';
import { useSingleFlight } from '@/lib/ui/useSingleFlight';
import type { Facility, FacilityAction } from '../api';
import { highlightParts } from '../model/filters';
import { useFacilityAction } from '../queries';
import classes from './FacilityGroups.module.css';

/** What the notification after an action says, from the flags the facility had when it was clicked. */
function doneMessage(before: Facility, action: FacilityAction): string {
  const { done } = ru.facilities;
  switch (action) {
    case 'select':
      return done.select(before.name);
    case 'unselect':
      return before.linked ? done.unselectLinked(before.name) : done.unselect(before.name);
    case 'link':
      return before.selected ? done.link(before.name) : done.linkUnselected(before.name);
    case 'unlink':
      return done.unlink(before.name);
  }
}

/** The name with the search's occurrences marked. */
function Highlighted({ text, search }: { text: string; search: string }) {
  return (
    <>
      {highlightParts(text, search).map((part, index) =>
        part.match ? (
          <mark key={index} className={classes.mark}>
            {part.text}
          </mark>
        ) : (
          part.text
        ),
      )}
    </>
  );
}

/**
 * One facility: its name and two switches, «Есть в отеле» (select / unselect) and «Показывать гостям» (link /
 * unlink). Both act at once (optimistic, see useFacilityAction); turning «Показывать гостям» on for a facility
 * the hotel does not have yet marks it as had too, as the server does, and the tooltip says so beforehand.
 * Each switch is single-flight: a click while its request is on its way (a double click) is dropped, not sent after.
 */
export function FacilityRow({ facility, search }: { facility: Facility; search: string }) {
  const action = useFacilityAction(facility.id);
  const onceSelected = useSingleFlight();
  const onceLinked = useSingleFlight();
  const hintId = `facility-${facility.id}-link-hint`;

  /**
   * `mutateAsync`, not `mutate` callbacks: those fire for the latest call of the row only, and a switch waits for
   * its own request (the other switch may have sent one since).
   */
  function run(next: FacilityAction) {
    const before = facility;
    // One notification per facility, replaced by the next outcome, so quick toggling does not pile them up.
    const id = `facility-${facility.id}`;
    return action.mutateAsync(next).then(
      () => {
        notifications.hide(id);
        notifications.show({ id, color: 'blue', message: doneMessage(before, next) });
      },
      (error: ApiError) => {
        notifications.hide(id);
        notifications.show({
          id,
          color: 'alert',
          title: ru.facilities.actionFailed(before.name),
          message: error.message,
          autoClose: 8000,
        });
      },
    );
  }

  return (
    <li className={classes.row}>
      <span className={classes.name}>
        <Highlighted text={facility.name} search={search} />
      </span>
      <div className={classes.switches}>
        <Switch
          className={classes.switch}
          checked={facility.selected}
          onChange={onceSelected((event) => run(event.currentTarget.checked ? 'select' : 'unselect'))}
          label={ru.facilities.selected}
          aria-label={ru.facilities.selectedLabel(facility.name)}
        />
        <DeferredTooltip
          label={ru.facilities.linkHint}
          disabled={facility.selected}
          multiline
          w={240}
          withArrow
          openDelay={300}
        >
          {/* The tooltip's target: the switch's own input is visually hidden and gets no hover. */}
          <div className={classes.switch}>
            <Switch
              checked={facility.linked}
              onChange={onceLinked((event) => run(event.currentTarget.checked ? 'link' : 'unlink'))}
              label={ru.facilities.linked}
              aria-label={ru.facilities.linkedLabel(facility.name)}
              aria-describedby={facility.selected ? undefined : hintId}
            />
          </div>
        </DeferredTooltip>
        <VisuallyHidden id={hintId}>{ru.facilities.linkHint}</VisuallyHidden>
      </div>
    </li>
  );
}
