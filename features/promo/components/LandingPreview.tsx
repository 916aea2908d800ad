'use client';

import { IconPhoto } from '@tabler/icons-react';
import { useDeferredValue, useEffect, useState } from 'react';
import * as ru from '@/lib/i18n/ru';
import type { CtaType } from '../api';
import { formatWallMoment, hostOf, stateAt } from '../model/format';
import { renderMarkdown } from '../model/markdown';
import { normalizeWall, type Wall, wallClock, type Zone } from '../model/zone';
import classes from './LandingPreview.module.css';
import { LandingStateBadge } from './LandingStateBadge';

const p = ru.promo.preview;

export interface LandingPreviewProps {
  title: string;
  body: string;
  /** The image the landing will have: a picked file's object URL or the saved image's address. */
  imageSrc: string | null;
  ctaType: CtaType;
  ctaLabel: string;
  /** The chosen service's name (a service button). */
  serviceName: string | null;
  ctaUrl: string;
  /** The window as the pickers hold it: the hotel's wall clock. */
  publishFrom: Wall | null;
  publishUntil: Wall | null;
  zone: Zone;
  isActive: boolean;
}

/** The hotel's wall clock now, moving on every minute (a scheduled start can pass while the editor is open). */
function useWallNow(zone: Zone): Wall {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const timer = window.setInterval(() => setNow(new Date()), 60_000);
    return () => window.clearInterval(timer);
  }, []);
  return wallClock(now, zone);
}

const markdownClasses = {
  paragraph: classes.paragraph,
  heading: classes.heading,
  list: classes.list,
  link: classes.link,
};

/** What guests will see, by the window and the switch as they are in the form now. */
function Visibility({
  isActive,
  publishFrom,
  publishUntil,
  zone,
}: Pick<LandingPreviewProps, 'isActive' | 'publishFrom' | 'publishUntil' | 'zone'>) {
  const nowWall = useWallNow(zone);
  const state = stateAt({ isActive, publishFrom, publishUntil }, nowWall);
  const from = normalizeWall(publishFrom);
  const until = normalizeWall(publishUntil);
  let text: string;
  if (state === 'scheduled' && from) text = p.state.scheduled(formatWallMoment(from, nowWall));
  else if (state === 'expired' && until) text = p.state.expired(formatWallMoment(until, nowWall));
  else if (state === 'inactive') text = p.state.inactive;
  else text = p.state.active;
  return (
    <div className={classes.visibility}>
      <LandingStateBadge state={state} />
      <span>{text}</span>
    </div>
  );
}

/**
 * The landing as the guest app shows it, live from the form: a phone-width card with the image, the title, the
 * body rendered as Markdown (../markdown.ts — standard Markdown, as the guest app renders it) and
 * the call-to-action button. Nothing in it is interactive but the body's links (they open in a new tab).
 */
export function LandingPreview(props: LandingPreviewProps) {
  const { title, imageSrc, ctaType, ctaLabel, serviceName, ctaUrl } = props;
  // Rendering a long body on every keystroke must not hold the typing back.
  const body = useDeferredValue(props.body);
  const trimmedTitle = title.trim();
  const trimmedBody = body.trim();
  const label = ctaLabel.trim();

  let ctaHint: string | null = null;
  if (ctaType === 'service' && serviceName) ctaHint = p.opensService(serviceName);
  else if (ctaType === 'link' && ctaUrl.trim() !== '') ctaHint = p.opensLink(hostOf(ctaUrl.trim()));

  return (
    <section aria-label={p.label} className={classes.root}>
      <p className={classes.caption}>{p.title}</p>
      <Visibility
        isActive={props.isActive}
        publishFrom={props.publishFrom}
        publishUntil={props.publishUntil}
        zone={props.zone}
      />
      <div className={classes.phone}>
        <article className={classes.screen}>
          <div className={classes.cover}>
            {imageSrc ? (
              <img src={imageSrc} alt="" className={classes.image} />
            ) : (
              <IconPhoto size={36} aria-hidden stroke={1.8} />
            )}
          </div>
          <div className={classes.content}>
            <h3 className={classes.title} data-placeholder={trimmedTitle === '' || undefined}>
              {trimmedTitle || p.titlePlaceholder}
            </h3>
            {trimmedBody === '' ? (
              <p className={classes.placeholder}>{p.bodyPlaceholder}</p>
            ) : (
              <div className={classes.body}>
                {renderMarkdown(trimmedBody, { headingLevel: 4, classNames: markdownClasses })}
              </div>
            )}
          </div>
          {ctaType !== 'none' && (
            <div className={classes.ctaBar}>
              <span className={classes.button} data-placeholder={label === '' || undefined}>
                {label || p.labelPlaceholder}
              </span>
              {ctaHint && <span className={classes.ctaHint}>{ctaHint}</span>}
            </div>
          )}
        </article>
      </div>
    </section>
  );
}
