import { IconMapPin, type IconProps, IconShieldCheck } from '@tabler/icons-react';
import type { ComponentType } from 'react';
import * as ru from '@/lib/i18n/ru';
import { paths } from '@/lib/paths';
import type { ContentItemOf, ContentKind } from '../api';
import { SafetyDetails } from '../components/SafetyDetails';
import { SightsDetails } from '../components/SightsDetails';

/** The texts that differ between the kinds (both objects of `ru.content` have the same keys). */
type KindTexts = (typeof ru.content)[ContentKind];

/**
 * Everything that differs between safety and sights on the screen, in one place: the screen, the list and the
 * editor's frame are one implementation that reads the kind from here. What differs in the editor's form is in
 * editors.ts, which loads with the form.
 */
export interface KindDescriptor<K extends ContentKind> {
  kind: K;
  /** The screen's address (lib/paths.ts). */
  href: string;
  texts: KindTexts;
  /** Stands in for an item without an image, and for the empty state. */
  Icon: ComponentType<IconProps>;
  /** What the item's card shows under its title. */
  Details: ComponentType<{ item: ContentItemOf[K] }>;
}

/** The two kinds. */
export const KINDS: { [K in ContentKind]: KindDescriptor<K> } = {
  safety: {
    kind: 'safety',
    href: paths.safety(),
    texts: ru.content.safety,
    Icon: IconShieldCheck,
    Details: SafetyDetails,
  },
  sights: {
    kind: 'sights',
    href: paths.sights(),
    texts: ru.content.sights,
    Icon: IconMapPin,
    Details: SightsDetails,
  },
};
