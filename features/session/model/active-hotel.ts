import type { Hotel, SessionRole } from '@/lib/session';

/** What the session derives from the user's hotel lists and the stored active hotel (SPEC §4). */
export interface ActiveHotelResolution {
  /** Administered then managed hotels, deduplicated by id. */
  hotels: Hotel[];
  activeHotel: Hotel | null;
  isAdminedHotel: boolean;
  isManagedHotel: boolean;
  role: SessionRole | null;
  /** What to store under `hotels.activeHotel` now: the id to keep or set, or null to clear it. */
  storedId: number | null;
}

/**
 * SPEC §4: the stored hotel if it is among the user's administered or managed hotels (combined, deduplicated by
 * id); otherwise the first of the combined list. A stored id no longer in the union is replaced by the first
 * hotel, or cleared when the user has none. Administrator wins over manager for the role.
 */
export function resolveActiveHotel(
  user: { adminedHotels: Hotel[]; managedHotels: Hotel[] } | null,
  storedId: number | null,
): ActiveHotelResolution {
  const hotels: Hotel[] = [];
  const seen = new Set<number>();
  for (const hotel of [...(user?.adminedHotels ?? []), ...(user?.managedHotels ?? [])]) {
    if (seen.has(hotel.id)) continue;
    seen.add(hotel.id);
    hotels.push(hotel);
  }
  const activeHotel = hotels.find((hotel) => hotel.id === storedId) ?? hotels[0] ?? null;
  const isAdminedHotel =
    activeHotel !== null && (user?.adminedHotels ?? []).some((hotel) => hotel.id === activeHotel.id);
  const isManagedHotel =
    activeHotel !== null && (user?.managedHotels ?? []).some((hotel) => hotel.id === activeHotel.id);
  return {
    hotels,
    activeHotel,
    isAdminedHotel,
    isManagedHotel,
    role: isAdminedHotel ? 'admin' : isManagedHotel ? 'manager' : null,
    storedId: activeHotel?.id ?? null,
  };
}
