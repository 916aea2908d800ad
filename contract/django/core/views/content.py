"""Promo landings, menus and their items, safety and sights."""
from rest_framework import generics, viewsets
from rest_framework.decorators import action
from rest_framework.response import Response

from ..mixins import HotelScopedMixin
from ..models import Landing, Menu, MenuItem, Safety, SafetyCategory, Sight, SightsCategory
from ..serializers import (
    LandingSerializer,
    MenuItemSerializer,
    MenuSerializer,
    SafetyCategorySerializer,
    SafetySerializer,
    SightsCategorySerializer,
    SightSerializer,
)
from .hotel import choice_pairs, sort_items


class LandingViewSet(HotelScopedMixin, viewsets.ModelViewSet):
    queryset = Landing.objects.all()
    serializer_class = LandingSerializer
    filterset_fields = ["is_active", "cta_type"]
    search_fields = ["title", "slug"]
    ordering_fields = ["publish_from", "publish_until", "created_at", "title"]


class MenuListView(HotelScopedMixin, generics.ListAPIView):
    """`GET /menus/`: the active hotel's menus."""

    queryset = Menu.objects.all()
    serializer_class = MenuSerializer
    filterset_fields = ["type"]


class MenuViewSet(HotelScopedMixin, viewsets.ModelViewSet):
    queryset = Menu.objects.all()
    serializer_class = MenuSerializer
    filterset_fields = ["type"]

    @action(detail=False)
    def types(self, request):
        return Response(choice_pairs(Menu.Type.choices))


class MenuItemViewSet(HotelScopedMixin, viewsets.ModelViewSet):
    queryset = MenuItem.objects.all()
    serializer_class = MenuItemSerializer
    hotel_lookup = "menu__hotel"
    filterset_fields = ["menu"]
    ordering_fields = ["order"]
    ordering = ["order", "id"]

    @action(detail=False, methods=["post"])
    def sort(self, request):
        return sort_items(self.get_queryset(), request.data)


class SafetyCategoryViewSet(viewsets.ReadOnlyModelViewSet):
    queryset = SafetyCategory.objects.all()
    serializer_class = SafetyCategorySerializer


class SightsCategoryViewSet(viewsets.ReadOnlyModelViewSet):
    queryset = SightsCategory.objects.all()
    serializer_class = SightsCategorySerializer


class SafetyViewSet(HotelScopedMixin, viewsets.ModelViewSet):
    queryset = Safety.objects.all()
    serializer_class = SafetySerializer
    filterset_fields = ["category"]
    search_fields = ["title", "text"]


class SightViewSet(HotelScopedMixin, viewsets.ModelViewSet):
    queryset = Sight.objects.all()
    serializer_class = SightSerializer
    filterset_fields = ["category"]
    search_fields = ["title", "description", "address"]
    ordering_fields = ["distance", "title"]
