import type { ComponentType } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import type * as v from 'valibot';
import type { ContentItemOf, ContentKind, ContentPayloadOf } from '../api';
import { SafetyFields } from '../components/SafetyFields';
import { SightsFields } from '../components/SightsFields';
import {
  type SafetyFormInput,
  type SafetyFormOutput,
  type SharedFormInput,
  type SightsFormInput,
  type SightsFormOutput,
  safetyChanges,
  safetyFormSchema,
  sightsChanges,
  sightsFormSchema,
  toSafetyFormValues,
  toSightsFormValues,
} from '../schemas';

/** The editor's values of each kind, as the fields hold them. */
export interface FormInputOf {
  safety: SafetyFormInput;
  sights: SightsFormInput;
}

/** The editor's checked values of each kind: the payload plus the image. */
export interface FormOutputOf {
  safety: SafetyFormOutput;
  sights: SightsFormOutput;
}

/**
 * Everything that differs between safety and sights in the editor's form. Apart from kinds.ts (the screen's
 * part) because only the form uses it: it loads with the form, not with the screen.
 */
export interface KindEditor<K extends ContentKind> {
  formSchema: v.GenericSchema<FormInputOf[K], FormOutputOf[K]>;
  /** The editor's starting values: the item's, or a new one's in the category shown. */
  toFormValues: (item: ContentItemOf[K] | undefined, category: number | null) => FormInputOf[K];
  /** The PATCH of an edit: the fields that differ from the item (the image aside). */
  changes: (item: ContentItemOf[K], values: FormOutputOf[K]) => Partial<ContentPayloadOf[K]>;
  /** The kind's own fields of the editor, between the title and the image. */
  Fields: ComponentType<{ form: UseFormReturn<FormInputOf[K], unknown, FormOutputOf[K]> }>;
  /**
   * The editor field a server error key lands on (DRF answers camelCase; snake_case is accepted too). Keys not
   * listed (`nonFieldErrors`, `detail`) show above the buttons.
   */
  serverFields: Readonly<Record<string, keyof FormInputOf[K] & string>>;
}

const sharedServerFields = { category: 'category', title: 'title', image: 'image' } as const satisfies Record<
  string,
  keyof SharedFormInput
>;

/** The two kinds' forms. */
export const EDITORS: { [K in ContentKind]: KindEditor<K> } = {
  safety: {
    formSchema: safetyFormSchema,
    toFormValues: toSafetyFormValues,
    changes: safetyChanges,
    Fields: SafetyFields,
    serverFields: { ...sharedServerFields, text: 'text', phones: 'phones' },
  },
  sights: {
    formSchema: sightsFormSchema,
    toFormValues: toSightsFormValues,
    changes: sightsChanges,
    Fields: SightsFields,
    serverFields: {
      ...sharedServerFields,
      description: 'description',
      address: 'address',
      latitude: 'latitude',
      longitude: 'longitude',
      distance: 'distance',
    },
  },
};

/** The payload of checked editor values: everything but the image, which travels on its own. */
export function payloadOf<K extends ContentKind>(values: FormOutputOf[K]): ContentPayloadOf[K] {
  const { image: _image, ...payload } = values;
  // The output types are the payloads plus `image` (schemas.ts); TypeScript cannot see that through K.
  return payload as unknown as ContentPayloadOf[K];
}
