"""The team: position and channel trees, subscriptions, staff accounts; billing."""
from django.contrib.auth import get_user_model
from django.db.models import Q
from djoser.conf import settings as djoser_settings
from rest_framework import mixins, status, viewsets
from rest_framework.decorators import action
from rest_framework.exceptions import ValidationError
from rest_framework.permissions import IsAuthenticated
from rest_framework.response import Response
from rest_framework.views import APIView

from ..mixins import HotelScopedMixin
from ..models import Channel, PaymentPoint, Position
from ..permissions import IsHotelStaff
from ..serializers import (
    ChannelSerializer,
    NodeNameSerializer,
    PaymentPointSerializer,
    PositionSerializer,
    StaffSerializer,
    SubscribedUserSerializer,
    SubscriptionSerializer,
    UserIdSerializer,
)

User = get_user_model()


class TreeViewSetMixin:
    """A hotel's tree of nodes (positions or channels): the whole tree, a child, a new name, a subtree removed."""

    admin_only_write = True

    @action(detail=False)
    def tree_for_hotel(self, request):
        nodes = list(self.get_queryset().order_by("id"))
        children = {}
        for node in nodes:
            children.setdefault(node.parent_id, []).append(node)

        def tree(node):
            return {
                "id": node.id,
                "name": node.name,
                "parent": node.parent_id,
                "children": [tree(child) for child in children.get(node.id, [])],
            }

        return Response([tree(root) for root in children.get(None, [])])

    @action(detail=True, methods=["post"])
    def add_child_node(self, request, pk=None):
        parent = self.get_object()
        serializer = NodeNameSerializer(data=request.data)
        serializer.is_valid(raise_exception=True)
        child = self.get_queryset().model.objects.create(
            hotel=request.hotel, parent=parent, name=serializer.validated_data["name"]
        )
        return Response(self.get_serializer(child).data, status=status.HTTP_201_CREATED)

    @action(detail=True, methods=["post"])
    def rename_node(self, request, pk=None):
        node = self.get_object()
        serializer = NodeNameSerializer(data=request.data)
        serializer.is_valid(raise_exception=True)
        node.name = serializer.validated_data["name"]
        node.save(update_fields=["name"])
        return Response(self.get_serializer(node).data)


class PositionViewSet(TreeViewSetMixin, HotelScopedMixin, mixins.DestroyModelMixin, viewsets.GenericViewSet):
    queryset = Position.objects.all()
    serializer_class = PositionSerializer

    @action(detail=True)
    def channels(self, request, pk=None):
        position = self.get_object()
        return Response(ChannelSerializer(position.channels.all(), many=True).data)

    @action(detail=True, methods=["post"])
    def add_to_user(self, request, pk=None):
        position = self.get_object()
        serializer = UserIdSerializer(data=request.data, context=self.get_serializer_context())
        serializer.is_valid(raise_exception=True)
        position.users.add(serializer.validated_data["user_id"])
        return Response({"status": "added"})

    @action(detail=True, methods=["post"])
    def remove_from_user(self, request, pk=None):
        position = self.get_object()
        serializer = UserIdSerializer(data=request.data, context=self.get_serializer_context())
        serializer.is_valid(raise_exception=True)
        position.users.remove(serializer.validated_data["user_id"])
        return Response({"status": "removed"})


class ChannelViewSet(TreeViewSetMixin, HotelScopedMixin, mixins.DestroyModelMixin, viewsets.GenericViewSet):
    queryset = Channel.objects.all()
    serializer_class = ChannelSerializer

    @action(detail=True)
    def subscribed_positions(self, request, pk=None):
        channel = self.get_object()
        return Response(PositionSerializer(channel.positions.all(), many=True).data)

    @action(detail=True)
    def subscribed_users(self, request, pk=None):
        channel = self.get_object()
        return Response(SubscribedUserSerializer(channel.users.order_by("id"), many=True).data)

    def _subscription(self, request):
        channel = self.get_object()
        serializer = SubscriptionSerializer(data=request.data, context=self.get_serializer_context())
        serializer.is_valid(raise_exception=True)
        return channel, serializer.validated_data

    @action(detail=True, methods=["post"])
    def subscribe(self, request, pk=None):
        channel, data = self._subscription(request)
        if data.get("user_id"):
            channel.users.add(data["user_id"])
        if data.get("position_id"):
            channel.positions.add(data["position_id"])
        return Response({"status": "subscribed"})

    @action(detail=True, methods=["post"])
    def unsubscribe(self, request, pk=None):
        channel, data = self._subscription(request)
        if data.get("user_id"):
            channel.users.remove(data["user_id"])
        if data.get("position_id"):
            channel.positions.remove(data["position_id"])
        return Response({"status": "unsubscribed"})


class StaffViewSet(HotelScopedMixin, mixins.UpdateModelMixin, viewsets.GenericViewSet):
    """
    The hotel's administrators and managers: `staff/` (the list), `add_staff/` (an invitation: an inactive account
    and djoser's activation e-mail), `PATCH {id}/`, `{id}/deactivate/`.
    """

    serializer_class = StaffSerializer
    admin_only_write = True

    def get_queryset(self):
        hotel = self.request.hotel
        return (
            User.objects.filter(Q(admined_hotels=hotel) | Q(managed_hotels=hotel))
            .distinct()
            .prefetch_related("positions")
            .order_by("id")
        )

    @action(detail=False)
    def staff(self, request):
        queryset = self.get_queryset()
        page = self.paginate_queryset(queryset)
        if page is not None:
            return self.get_paginated_response(self.get_serializer(page, many=True).data)
        return Response(self.get_serializer(queryset, many=True).data)

    @action(detail=False, methods=["post"])
    def add_staff(self, request):
        serializer = self.get_serializer(data=request.data)
        serializer.is_valid(raise_exception=True)
        user = serializer.save()
        djoser_settings.EMAIL.activation(request, {"user": user}).send([user.email])
        return Response(serializer.data, status=status.HTTP_201_CREATED)

    @action(detail=True, methods=["post"])
    def deactivate(self, request, pk=None):
        user = self.get_object()
        if user == request.user:
            raise ValidationError({"detail": "Нельзя отключить собственный аккаунт."})
        user.is_active = False
        user.save(update_fields=["is_active"])
        return Response({"status": "deactivated"})


class PaymentPointViewSet(HotelScopedMixin, mixins.ListModelMixin, mixins.CreateModelMixin, viewsets.GenericViewSet):
    """Payment points of the user's hotels (`?hotel=`); a new one names its hotel, the active one."""

    queryset = PaymentPoint.objects.all()
    serializer_class = PaymentPointSerializer
    filterset_fields = ["hotel"]
    admin_only_write = True

    def get_queryset(self):
        user = self.request.user
        return PaymentPoint.objects.filter(Q(hotel__admins=user) | Q(hotel__managers=user)).distinct()

    def perform_create(self, serializer):
        serializer.save()


class GatewaysView(APIView):
    """`GET /dashboard/billing/gateways/`: [value, label] pairs."""

    permission_classes = [IsAuthenticated, IsHotelStaff]

    def get(self, request):
        return Response([[value, label] for value, label in PaymentPoint.Gateway.choices])
