import type { HotelService } from '@/lib/hotel-services/api';

/** A service as the services lookup reads it, with nothing optional known unless the test says so. */
export function hotelService(fields: Pick<HotelService, 'id' | 'name'> & Partial<HotelService>): HotelService {
  return {
    serviceType: '',
    isActive: true,
    price: null,
    currency: null,
    availability: null,
    responseMinutes: null,
    completionMinutes: null,
    ...fields,
  };
}
