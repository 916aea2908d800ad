'use client';

import 'dayjs/locale/ru';
import '@mantine/dates/styles.css';
import { Tabs } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import * as ru from '@/lib/i18n/ru';
import type { Landing } from '../api';
import { useEditorTabs } from '../hooks/useEditorTabs';
import { useLandingForm } from '../hooks/useLandingForm';
import type { Zone } from '../model/zone';
import { promoQueries } from '../queries';
import { LandingCtaSection } from './LandingCtaSection';
import classes from './LandingForm.module.css';
import { LandingFormFooter } from './LandingFormFooter';
import { LandingLivePreview } from './LandingLivePreview';
import { LandingMainSection } from './LandingMainSection';
import { LandingWindowSection } from './LandingWindowSection';

const e = ru.promo.editor;

export interface LandingFormProps {
  /** The server's copy of the landing to edit; none for a new one. */
  landing?: Landing;
  /** The hotel's time zone: the window is set on its wall clock (null: the browser's). */
  zone: Zone;
  /** Saved (created or updated): the caller closes the editor. */
  onSaved: (landing: Landing) => void;
  onCancel: () => void;
  /** Asks to delete the saved landing (the caller confirms). */
  onDelete?: () => void;
  /** Whether the form holds changes not saved yet (to ask before closing). */
  onDirtyChange: (dirty: boolean) => void;
}

/**
 * A landing's fields on the left and, on the right, a live preview of how the guest app shows it; on phones the
 * two are tabs. The fields are three sections (LandingMainSection, LandingCtaSection, LandingWindowSection); the
 * state and the save are useLandingForm's: the server's field errors land on their fields (the editor tab comes
 * forward for them), anything else above the buttons; a failed save keeps everything typed, the picked image too.
 */
export function LandingForm({ landing, zone, onSaved, onCancel, onDelete, onDirtyChange }: LandingFormProps) {
  const tabs = useEditorTabs();
  const { form, mutation, conflicts, onSubmit, errorOnField } = useLandingForm({
    landing,
    zone,
    onSaved,
    onDirtyChange,
    showFields: tabs.showEditor,
  });
  const services = useQuery(promoQueries.services());

  return (
    <form noValidate onSubmit={onSubmit} className={classes.form}>
      {tabs.narrow && (
        <Tabs
          id={tabs.tabsId}
          value={tabs.tab}
          onChange={(value) => tabs.setTab(value === 'preview' ? 'preview' : 'editor')}
          className={classes.tabs}
        >
          <Tabs.List grow aria-label={e.tabs}>
            <Tabs.Tab value="editor">{e.tabEditor}</Tabs.Tab>
            <Tabs.Tab value="preview">{e.tabPreview}</Tabs.Tab>
          </Tabs.List>
        </Tabs>
      )}
      <div className={classes.columns}>
        <div className={classes.fields} {...tabs.panelProps('editor')}>
          <LandingMainSection form={form} landing={landing} />
          <LandingCtaSection form={form} services={services} />
          <LandingWindowSection form={form} zone={zone} />
        </div>
        <div className={classes.preview} {...tabs.panelProps('preview')}>
          <LandingLivePreview form={form} landing={landing} zone={zone} services={services.data} />
        </div>
      </div>
      <LandingFormFooter
        editing={landing !== undefined}
        error={errorOnField ? null : mutation.error}
        saving={mutation.isPending}
        dirty={form.formState.isDirty}
        conflicts={conflicts}
        onCancel={onCancel}
        onDelete={onDelete}
      />
    </form>
  );
}
