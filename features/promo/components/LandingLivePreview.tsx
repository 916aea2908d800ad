'use client';

import { useEffect, useState } from 'react';
import { useWatch } from 'react-hook-form';
import type { Landing, ServiceOption } from '../api';
import type { LandingFormApi } from '../hooks/useLandingForm';
import type { Zone } from '../model/zone';
import { LandingPreview } from './LandingPreview';

/** An object URL for a picked file's preview, revoked when the file changes or the form goes. */
function usePreviewUrl(file: File | null): string | null {
  const [entry, setEntry] = useState<{ file: File; url: string } | null>(null);
  useEffect(() => {
    if (!file) return undefined;
    const url = URL.createObjectURL(file);
    // The URL is a resource of the browser made here (not derived in render: StrictMode's second effect run would
    // find it revoked), so it reaches the render through state.
    // eslint-disable-next-line react-hooks/set-state-in-effect
    setEntry({ file, url });
    return () => URL.revokeObjectURL(url);
  }, [file]);
  // Until the effect has run for a new file, the previous file's URL (revoked by now) is not shown.
  return entry && entry.file === file ? entry.url : null;
}

interface LandingLivePreviewProps {
  form: LandingFormApi;
  /** The saved landing (its image, until removed or replaced); none for a new one. */
  landing: Landing | undefined;
  zone: Zone;
  /** The hotel's services, which name a service button's service (none while they load). */
  services: ServiceOption[] | undefined;
}

/** {@link LandingPreview} of the form as it is now: every field as typed, a picked image as it will look. */
export function LandingLivePreview({ form, landing, zone, services }: LandingLivePreviewProps) {
  const [title, body, ctaType, ctaService, ctaUrl, ctaLabel, publishFrom, publishUntil, isActive, image, removeImage] =
    useWatch({
      control: form.control,
      name: [
        'title',
        'body',
        'ctaType',
        'ctaService',
        'ctaUrl',
        'ctaLabel',
        'publishFrom',
        'publishUntil',
        'isActive',
        'image',
        'removeImage',
      ],
    });
  const fileUrl = usePreviewUrl(image);
  const savedSrc = !removeImage && landing?.image ? landing.image.url : null;
  return (
    <LandingPreview
      title={title}
      body={body}
      imageSrc={image ? fileUrl : savedSrc}
      ctaType={ctaType}
      ctaLabel={ctaLabel}
      serviceName={services?.find((service) => String(service.id) === ctaService)?.name ?? null}
      ctaUrl={ctaUrl}
      publishFrom={publishFrom}
      publishUntil={publishUntil}
      zone={zone}
      isActive={isActive}
    />
  );
}
