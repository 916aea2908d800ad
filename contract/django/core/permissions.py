"""
The active hotel of a request (the `Managed-Hotel` header, SPEC §6) and the roles in it.

`IsHotelStaff` reads the header, checks that the user administers or manages that hotel and keeps it on the request
(`request.hotel`, `request.hotel_role`: "admin" or "manager"). `HotelRolePermission` lets both roles read, and write
unless the view says `admin_only_write = True` (the team, staff accounts and billing).
"""
from rest_framework import permissions
from rest_framework.exceptions import PermissionDenied

from accounts.models import Hotel

HOTEL_HEADER = "Managed-Hotel"
ADMIN = "admin"
MANAGER = "manager"


def role_in(user, hotel):
    """"admin", "manager" or None: the user's role in the hotel."""
    if user.admined_hotels.filter(pk=hotel.pk).exists():
        return ADMIN
    if user.managed_hotels.filter(pk=hotel.pk).exists():
        return MANAGER
    return None


class IsHotelStaff(permissions.BasePermission):
    """The request names a hotel (Managed-Hotel) that the user administers or manages."""

    def has_permission(self, request, view):
        if not request.user or not request.user.is_authenticated:
            return False
        value = request.headers.get(HOTEL_HEADER, "").strip()
        if not value:
            raise PermissionDenied("Не указан отель (заголовок Managed-Hotel).")
        if not value.isdigit():
            raise PermissionDenied("Неверный заголовок Managed-Hotel.")
        hotel = Hotel.objects.filter(pk=int(value)).first()
        role = role_in(request.user, hotel) if hotel else None
        if role is None:
            raise PermissionDenied("Вы не работаете в этом отеле.")
        request.hotel = hotel
        request.hotel_role = role
        return True


class HotelRolePermission(permissions.BasePermission):
    """Reading for both roles; writing for administrators only where the view says `admin_only_write`."""

    message = "Это действие доступно только администратору отеля."

    def has_permission(self, request, view):
        if request.method in permissions.SAFE_METHODS:
            return True
        if getattr(view, "admin_only_write", False):
            return getattr(request, "hotel_role", None) == ADMIN
        return True

