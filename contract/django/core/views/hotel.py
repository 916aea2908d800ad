"""The hotel settings: the hotel record, photos, the facility catalogue, services and virtual categories."""
from django.db import transaction
from django.db.models import Exists, Max, OuterRef, ProtectedError, Q
from rest_framework import generics, mixins, status, viewsets
from rest_framework.decorators import action
from rest_framework.exceptions import ValidationError
from rest_framework.permissions import IsAuthenticated
from rest_framework.response import Response
from rest_framework.views import APIView

from accounts.models import Hotel

from ..mixins import HotelScopedMixin
from ..models import Category, Facility, HotelFacility, Image, Service, VirtualCategory, VirtualCategoryItem
from ..permissions import IsHotelStaff, role_in
from ..serializers import (
    ADMIN_ONLY_HOTEL_FIELDS,
    CategorySerializer,
    FacilitySerializer,
    HotelSerializer,
    ImageSerializer,
    ImageUploadSerializer,
    ServiceSerializer,
    SortItemSerializer,
    VirtualCategoryItemSerializer,
    VirtualCategorySerializer,
)


def choice_pairs(choices):
    return [[value, label] for value, label in choices]


class HotelViewSet(mixins.RetrieveModelMixin, mixins.UpdateModelMixin, viewsets.GenericViewSet):
    """The hotels the user administers or manages; `PATCH` by both roles, admin-only fields by administrators."""

    serializer_class = HotelSerializer

    def get_queryset(self):
        user = self.request.user
        return Hotel.objects.filter(Q(admins=user) | Q(managers=user)).distinct()

    def get_serializer_context(self):
        context = super().get_serializer_context()
        if "pk" in self.kwargs:
            hotel = Hotel.objects.filter(pk=self.kwargs["pk"]).first()
            context["role"] = role_in(self.request.user, hotel) if hotel else None
        return context

    @action(detail=False)
    def currency_list(self, request):
        return Response(choice_pairs(Hotel.Currency.choices))


class HotelFieldRestrictionsView(APIView):
    """`GET /hotels/field_restrictions/`: per field of the hotel, what the model requires and who may change it."""

    def get(self, request):
        restrictions = {}
        for field in Hotel._meta.get_fields():
            if not field.concrete or field.auto_created or not field.editable or field.many_to_many:
                continue
            restrictions[field.name] = {
                "required": not field.blank,
                "max_length": field.max_length,
                "read_only_for_manager": field.name in ADMIN_ONLY_HOTEL_FIELDS,
            }
        return Response(restrictions)


# ---------------------------------------------------------------------------------------------------------------
# Images


class ObjectImageListView(generics.ListAPIView):
    """`GET /images/{type}/{id}/`: an object's images, the main one first."""

    serializer_class = ImageSerializer
    permission_classes = [IsAuthenticated, IsHotelStaff]
    filter_backends = []

    def get_queryset(self):
        return Image.objects.filter(
            hotel=self.request.hotel, content_type__model=self.kwargs["type"], object_id=self.kwargs["object_id"]
        ).select_related("content_type")


class ImageViewSet(HotelScopedMixin, mixins.DestroyModelMixin, viewsets.GenericViewSet):
    queryset = Image.objects.select_related("content_type")
    serializer_class = ImageSerializer

    def get_serializer_class(self):
        return ImageUploadSerializer if self.action == "upload" else ImageSerializer

    @action(detail=False, methods=["post"])
    def upload(self, request):
        serializer = self.get_serializer(data=request.data)
        serializer.is_valid(raise_exception=True)
        data = serializer.validated_data
        siblings = Image.objects.filter(content_type=data["content_type"], object_id=data["object_id"])
        last = siblings.aggregate(last=Max("position"))["last"] or 0
        serializer.save(hotel=request.hotel, position=last + 1, is_main=not siblings.exists())
        return Response(serializer.data, status=status.HTTP_201_CREATED)

    @transaction.atomic
    def perform_destroy(self, image):
        siblings = Image.objects.filter(content_type=image.content_type, object_id=image.object_id).exclude(pk=image.pk)
        if image.is_main:
            successor = siblings.order_by("position", "id").first()
            if successor:
                successor.is_main = True
                successor.save(update_fields=["is_main"])
        image.image.delete(save=False)
        image.delete()

    @action(detail=True, methods=["post"])
    @transaction.atomic
    def set_main(self, request, pk=None):
        image = self.get_object()
        Image.objects.filter(content_type=image.content_type, object_id=image.object_id).update(is_main=False)
        image.is_main = True
        image.save(update_fields=["is_main"])
        return Response(self.get_serializer(image).data)


# ---------------------------------------------------------------------------------------------------------------
# Facility catalogue


class CategoryViewSet(mixins.ListModelMixin, viewsets.GenericViewSet):
    queryset = Category.objects.all()
    serializer_class = CategorySerializer
    permission_classes = [IsAuthenticated, IsHotelStaff]

    def _page(self, queryset):
        page = self.paginate_queryset(queryset)
        if page is not None:
            return self.get_paginated_response(self.get_serializer(page, many=True).data)
        return Response(self.get_serializer(queryset, many=True).data)

    @action(detail=False)
    def all(self, request):
        return self._page(self.filter_queryset(self.get_queryset()))

    @action(detail=False)
    def filled(self, request):
        selected = HotelFacility.objects.filter(hotel=request.hotel, selected=True, facility__category=OuterRef("pk"))
        return self._page(self.filter_queryset(self.get_queryset()).filter(Exists(selected)))


class FacilityViewSet(HotelScopedMixin, mixins.ListModelMixin, viewsets.GenericViewSet):
    """The catalogue, each facility with the active hotel's `selected` and `linked`."""

    serializer_class = FacilitySerializer
    filterset_fields = ["category"]

    def get_queryset(self):
        mine = HotelFacility.objects.filter(hotel=self.request.hotel, facility=OuterRef("pk"))
        return Facility.objects.annotate(
            selected=Exists(mine.filter(selected=True)), linked=Exists(mine.filter(linked=True))
        )

    @action(detail=False)
    def all(self, request):
        queryset = self.filter_queryset(self.get_queryset())
        page = self.paginate_queryset(queryset)
        if page is not None:
            return self.get_paginated_response(self.get_serializer(page, many=True).data)
        return Response(self.get_serializer(queryset, many=True).data)

    def _set(self, **flags):
        facility = self.get_object()
        HotelFacility.objects.update_or_create(hotel=self.request.hotel, facility=facility, defaults=flags)
        return Response(self.get_serializer(self.get_object()).data)

    @action(detail=True, methods=["post"])
    def select(self, request, pk=None):
        return self._set(selected=True)

    @action(detail=True, methods=["post"])
    def unselect(self, request, pk=None):
        return self._set(selected=False)

    @action(detail=True, methods=["post"])
    def link(self, request, pk=None):
        return self._set(linked=True)

    @action(detail=True, methods=["post"])
    def unlink(self, request, pk=None):
        return self._set(linked=False)


# ---------------------------------------------------------------------------------------------------------------
# Services


class ServiceViewSet(HotelScopedMixin, viewsets.ModelViewSet):
    queryset = Service.objects.all()
    serializer_class = ServiceSerializer
    filterset_fields = ["service_type", "is_active"]
    search_fields = ["name"]
    ordering_fields = ["position", "name", "price", "created_at"]
    ordering = ["position", "id"]

    def perform_destroy(self, service):
        try:
            service.delete()
        except ProtectedError:
            raise ValidationError({"detail": "У услуги есть заказы: её нельзя удалить, только выключить."})

    @action(detail=False)
    def service_types(self, request):
        return Response(choice_pairs(Service.ServiceType.choices))

    @action(detail=False)
    def approve_types(self, request):
        return Response([{"value": value, "label": label} for value, label in Service.ApproveType.choices])

    @action(detail=False)
    def booking_types(self, request):
        return Response([{"value": value, "display_name": label} for value, label in Service.BookingType.choices])

    @action(detail=False)
    def geo_levels(self, request):
        return Response(choice_pairs(Service.GeoLevel.choices))

    @action(detail=False)
    def feedback_variants(self, request):
        return Response([{"id": value, "name": label} for value, label in Service.FeedbackVariant.choices])


# ---------------------------------------------------------------------------------------------------------------
# Virtual categories


def sort_items(queryset, data):
    """Applies `[{id, order}]` to the items of `queryset` (the active hotel's); 400 for an unknown id."""
    serializer = SortItemSerializer(data=data, many=True)
    serializer.is_valid(raise_exception=True)
    orders = {entry["id"]: entry["order"] for entry in serializer.validated_data}
    items = list(queryset.filter(pk__in=orders))
    missing = sorted(set(orders) - {item.pk for item in items})
    if missing:
        raise ValidationError({"detail": f"Не найдены элементы: {', '.join(map(str, missing))}."})
    for item in items:
        item.order = orders[item.pk]
    queryset.model.objects.bulk_update(items, ["order"])
    return Response(status=status.HTTP_204_NO_CONTENT)


class VirtualCategoryViewSet(HotelScopedMixin, viewsets.ModelViewSet):
    queryset = VirtualCategory.objects.all()
    serializer_class = VirtualCategorySerializer
    ordering_fields = ["order", "name"]


class VirtualCategoryItemViewSet(HotelScopedMixin, viewsets.ModelViewSet):
    queryset = VirtualCategoryItem.objects.all()
    serializer_class = VirtualCategoryItemSerializer
    hotel_lookup = "virtual_category__hotel"
    filterset_fields = ["virtual_category"]
    ordering_fields = ["order"]
    ordering = ["order", "id"]

    @action(detail=False, methods=["post"])
    def sort(self, request):
        return sort_items(self.get_queryset(), request.data)
