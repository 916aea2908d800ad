import type { ComponentType } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import type * as v from 'valibot';
import { ru } from '@/lib/i18n/ru';
import { paths } from '@/lib/paths';
import { MapPinIcon, ShieldIcon, type IconProps } from '@/lib/ui/icons';
import type { ContentItemOf, ContentKind, ContentPayloadOf } from './api';
import { SafetyDetails } from './components/SafetyDetails';
import { SafetyFields } from './components/SafetyFields';
import { SightsDetails } from './components/SightsDetails';
import { SightsFields } from './components/SightsFields';
import {
  safetyChanges,
  safetyFormSchema,
  sightsChanges,
  sightsFormSchema,
  toSafetyFormValues,
  toSightsFormValues,
  type SafetyFormInput,
  type SafetyFormOutput,
  type SharedFormInput,
  type SightsFormInput,
  type SightsFormOutput,
} from './schemas';

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

/** The texts that differ between the kinds (both objects of `ru.content` have the same keys). */
export type KindTexts = (typeof ru.content)[ContentKind];

/**
 * Everything that differs between safety and sights, in one place: the screen, the list and the editor are
 * one implementation that reads the kind from here.
 */
export interface KindDescriptor<K extends ContentKind> {
  kind: K;
  /** The screen's address (lib/paths.ts). */
  href: string;
  texts: KindTexts;
  /** Stands in for an item without an image, and for the empty state. */
  Icon: ComponentType<IconProps>;
  formSchema: v.GenericSchema<FormInputOf[K], FormOutputOf[K]>;
  /** The editor's starting values: the item's, or a new one's in the category shown. */
  toFormValues: (item: ContentItemOf[K] | undefined, category: number | null) => FormInputOf[K];
  /** The PATCH of an edit: the fields that differ from the item (the image aside). */
  changes: (item: ContentItemOf[K], values: FormOutputOf[K]) => Partial<ContentPayloadOf[K]>;
  /** The kind's own fields of the editor, between the title and the image. */
  Fields: ComponentType<{ form: UseFormReturn<FormInputOf[K], unknown, FormOutputOf[K]> }>;
  /** What the item's card shows under its title. */
  Details: ComponentType<{ item: ContentItemOf[K] }>;
  /**
   * The editor field a server error key lands on (DRF answers camelCase; snake_case is accepted too). Keys not
   * listed (`nonFieldErrors`, `detail`) show above the buttons.
   */
  serverFields: Readonly<Record<string, keyof FormInputOf[K] & string>>;
}

const sharedServerFields = { category: 'category', title: 'title', image: 'image' } as const satisfies Record<string, keyof SharedFormInput>;

/** The two kinds. */
export const KINDS: { [K in ContentKind]: KindDescriptor<K> } = {
  safety: {
    kind: 'safety',
    href: paths.safety(),
    texts: ru.content.safety,
    Icon: ShieldIcon,
    formSchema: safetyFormSchema,
    toFormValues: toSafetyFormValues,
    changes: safetyChanges,
    Fields: SafetyFields,
    Details: SafetyDetails,
    serverFields: { ...sharedServerFields, text: 'text', phones: 'phones' },
  },
  sights: {
    kind: 'sights',
    href: paths.sights(),
    texts: ru.content.sights,
    Icon: MapPinIcon,
    formSchema: sightsFormSchema,
    toFormValues: toSightsFormValues,
    changes: sightsChanges,
    Fields: SightsFields,
    Details: SightsDetails,
    serverFields: { ...sharedServerFields, description: 'description', address: 'address', latitude: 'latitude', longitude: 'longitude', distance: 'distance' },
  },
};

/** The payload of checked editor values: everything but the image, which travels on its own. */
export function payloadOf<K extends ContentKind>(values: FormOutputOf[K]): ContentPayloadOf[K] {
  const { image: _image, ...payload } = values;
  // The output types are the payloads plus `image` (schemas.ts); TypeScript cannot see that through K.
  return payload as unknown as ContentPayloadOf[K];
}
