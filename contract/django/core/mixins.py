"""What every viewset of a hotel's data shares: the active hotel's objects only, the hotel set on create."""
from rest_framework.permissions import IsAuthenticated

from .permissions import HotelRolePermission, IsHotelStaff


class HotelScopedMixin:
    """
    The queryset is filtered by the active hotel (`hotel_lookup`, e.g. `menu__hotel` for a menu's items), so another
    hotel's object is a 404 (get_object); a new object belongs to the active hotel. `admin_only_write` keeps writes
    to the hotel's administrators.
    """

    permission_classes = [IsAuthenticated, IsHotelStaff, HotelRolePermission]
    hotel_lookup = "hotel"
    admin_only_write = False

    def get_queryset(self):
        return super().get_queryset().filter(**{self.hotel_lookup: self.request.hotel})

    def perform_create(self, serializer):
        if self.hotel_lookup == "hotel":
            serializer.save(hotel=self.request.hotel)
        else:
            serializer.save()
