'use client';

import { Button, Group } from '@mantine/core';
import type { ApiError } from '@/lib/http/errors';
import * as ru from '@/lib/i18n/ru';
import type { LandingField } from '@/lib/landing-fields';
import { ErrorAlert } from '@/lib/ui/ErrorAlert';
import { RemoteChangeNotice } from '@/lib/ui/RemoteChangeNotice';
import classes from './LandingForm.module.css';

const f = ru.promo.form;

/** The fields stored on the landing (the image is its own change), each named by its label in a clash notice. */
const FIELD_LABELS = {
  title: f.titleLabel,
  slug: f.slug,
  body: f.body,
  ctaType: f.ctaType,
  ctaService: f.ctaService,
  ctaUrl: f.ctaUrl,
  ctaLabel: f.ctaLabel,
  publishFrom: f.publishFrom,
  publishUntil: f.publishUntil,
  isActive: f.isActive,
} as const satisfies Record<LandingField, string>;

interface LandingFormFooterProps {
  /** Editing a saved landing (else creating one). */
  editing: boolean;
  /** A failed save whose message belongs to no field (null: none to show). */
  error: ApiError | null;
  saving: boolean;
  dirty: boolean;
  /** Fields a colleague changed that were changed here too. */
  conflicts: readonly LandingField[];
  onCancel: () => void;
  onDelete?: () => void;
}

/**
 * The bar under the form: a save failure no field shows, the clash notice, «Создать лендинг» or «Сохранить»,
 * «Отмена» and «Удалить лендинг».
 */
export function LandingFormFooter({
  editing,
  error,
  saving,
  dirty,
  conflicts,
  onCancel,
  onDelete,
}: LandingFormFooterProps) {
  return (
    <div className={classes.footer}>
      {error && (
        <ErrorAlert title={f.saveError} className={classes.alert}>
          {error.message}
        </ErrorAlert>
      )}
      <div className={classes.actions}>
        <RemoteChangeNotice labels={conflicts.map((field) => FIELD_LABELS[field])} />
        <Group gap="sm">
          <Button type="submit" loading={saving} disabled={editing && !dirty}>
            {editing ? f.save : f.create}
          </Button>
          <Button variant="default" onClick={onCancel}>
            {f.cancel}
          </Button>
        </Group>
        {editing && onDelete && (
          <Button variant="subtle" color="alert" onClick={onDelete}>
            {f.delete}
          </Button>
        )}
      </div>
    </div>
  );
}
