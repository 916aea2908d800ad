'use client';

import { useEffect, useState } from 'react';
import type { FieldValues, Path, PathValue, UseFormReturn } from 'react-hook-form';
import { useClientValue } from './useClientValue';

/*
 * The prerendered account pages (sign-in, activation, password change): their form is in the exported HTML, so it
 * paints before any JavaScript has run (docs/decisions/191-first-paint-and-the-desk.md).
 */

/** False in the prerender and while hydrating, true from the render right after (and on client navigations). */
export function useHydrated(): boolean {
  return useClientValue(() => true, false);
}

/** What the field `field` of the form named `formName` holds in the page now; '' when there is no such input. */
function typedInPage(formName: string, field: string): string {
  if (typeof document === 'undefined') return '';
  const element = document.forms.namedItem(formName)?.elements.namedItem(field);
  return element instanceof HTMLInputElement ? element.value : '';
}

/**
 * Keeps what the visitor typed into a prerendered form (`<form name={formName}>`) before the page was hydrated:
 * react-hook-form writes its default values into the inputs when it registers them, which would wipe it. Read on
 * the hydrating render, written back into the form right after registration as a change of the user's (dirty,
 * touched, validated). Nothing to do on a client-side navigation: the form was not in the page yet.
 */
export function useKeepTypedBeforeHydration<T extends FieldValues>(
  form: UseFormReturn<T>,
  formName: string,
  fields: Path<T>[],
): void {
  const [typed] = useState(() => fields.map((field) => [field, typedInPage(formName, field)] as const));
  useEffect(() => {
    for (const [field, value] of typed) {
      if (value !== '') {
        form.setValue(field, value as PathValue<T, Path<T>>, {
          shouldDirty: true,
          shouldTouch: true,
          shouldValidate: true,
        });
      }
    }
  }, [form, typed]);
}
