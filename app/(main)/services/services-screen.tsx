'use client';

import { PhotoManager } from '@/features/photos/PhotoManager';
import { ServicesPage } from '@/features/services/ServicesPage';

/**
 * The services screen with the photo manager of each service: features do not import each other
 * (ARCHITECTURE rule 1), so the route composes them — the services feature leaves a slot for a service's photos.
 */
export function ServicesScreen() {
  return <ServicesPage renderPhotos={(serviceId) => <PhotoManager contentType="service" objectId={serviceId} />} />;
}
