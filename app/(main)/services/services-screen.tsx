'use client';

import { LazyPhotoManager } from '@/features/photos/components/LazyPhotoManager';
import { ServicesPage } from '@/features/services/ServicesPage';

/**
 * The services screen with the photo manager of each service: features do not import each other
 * (ARCHITECTURE rule 1), so the route composes them — the services feature leaves a slot for a service's photos.
 */
export function ServicesScreen() {
  return <ServicesPage renderPhotos={(serviceId) => <LazyPhotoManager contentType="service" objectId={serviceId} />} />;
}
