"""Stays, service orders with their message threads and reports, the translation of a message, the dictionaries."""
from django.conf import settings
from django.db.models import Count
from django.utils import timezone, translation
from rest_framework import mixins, status, viewsets
from rest_framework.decorators import action
from rest_framework.exceptions import ValidationError
from rest_framework.response import Response
from rest_framework.views import APIView

from ..mixins import HotelScopedMixin
from ..models import Message, ServiceOrder, Stay
from ..serializers import (
    MessageSerializer,
    ServiceOrderSerializer,
    SetRoomSerializer,
    StaySerializer,
    TranslateSerializer,
)


class StayViewSet(HotelScopedMixin, viewsets.ReadOnlyModelViewSet):
    queryset = Stay.objects.select_related("guest", "room")
    serializer_class = StaySerializer
    filterset_fields = ["room", "guest", "check_in", "check_out"]
    ordering_fields = ["room__number", "check_in", "check_out", "guest__last_name"]
    search_fields = ["guest__first_name", "guest__last_name", "room__number"]

    @action(detail=True, methods=["post"])
    def set_room(self, request, pk=None):
        stay = self.get_object()
        serializer = SetRoomSerializer(data=request.data, context=self.get_serializer_context())
        serializer.is_valid(raise_exception=True)
        stay.room = serializer.validated_data["room"]
        stay.save(update_fields=["room"])
        return Response(self.get_serializer(stay).data)


class ServiceOrderViewSet(
    HotelScopedMixin,
    mixins.ListModelMixin,
    mixins.RetrieveModelMixin,
    mixins.CreateModelMixin,
    viewsets.GenericViewSet,
):
    queryset = ServiceOrder.objects.all()
    serializer_class = ServiceOrderSerializer
    filterset_fields = ["status", "service", "stay"]
    ordering_fields = ["created_at", "updated_at"]
    ordering = ["-created_at"]
    search_fields = ["comment", "stay__guest__last_name"]

    def perform_create(self, serializer):
        serializer.save(hotel=self.request.hotel, created_by=self.request.user)

    def _transition(self, allowed_from, to, **changes):
        order = self.get_object()
        if order.status not in allowed_from:
            raise ValidationError({"detail": f"Заказ в статусе «{order.get_status_display()}»: действие невозможно."})
        order.status = to
        for name, value in changes.items():
            setattr(order, name, value)
        order.save()
        return Response(self.get_serializer(order).data)

    @action(detail=True, methods=["post"])
    def take_order(self, request, pk=None):
        return self._transition(
            [ServiceOrder.Status.NEW], ServiceOrder.Status.IN_PROGRESS, taken_by=request.user, taken_at=timezone.now()
        )

    @action(detail=True, methods=["post"])
    def complete_order(self, request, pk=None):
        return self._transition([ServiceOrder.Status.IN_PROGRESS], ServiceOrder.Status.COMPLETED, completed_at=timezone.now())

    @action(detail=True, methods=["post"])
    def cancel_order(self, request, pk=None):
        return self._transition(
            [ServiceOrder.Status.NEW, ServiceOrder.Status.IN_PROGRESS],
            ServiceOrder.Status.CANCELLED,
            cancelled_at=timezone.now(),
        )

    @action(detail=True, methods=["get", "post"], serializer_class=MessageSerializer)
    def messages(self, request, pk=None):
        order = self.get_object()
        if request.method == "GET":
            return Response(MessageSerializer(order.messages.all(), many=True).data)
        serializer = MessageSerializer(data=request.data)
        serializer.is_valid(raise_exception=True)
        serializer.save(order=order, author=Message.Author.STAFF, user=request.user)
        return Response(serializer.data, status=status.HTTP_201_CREATED)

    @action(detail=False)
    def report(self, request):
        queryset = self.filter_queryset(self.get_queryset())
        return Response(list(queryset.values("service").annotate(count=Count("id")).order_by("service")))

    @action(detail=False)
    def status_report(self, request):
        queryset = self.filter_queryset(self.get_queryset())
        return Response(list(queryset.values("status").annotate(count=Count("id")).order_by("status")))


# No translation provider here: the demo's phrases only (anything else answers translated_text null).
PHRASES = {
    ("Можно оплатить картой при доставке?", "en"): "Can I pay by card on delivery?",
    ("Принесите, пожалуйста, ещё две подушки.", "en"): "Please bring two more pillows.",
    ("Please bring two more pillows.", "ru"): "Принесите, пожалуйста, ещё две подушки.",
}


class MessageViewSet(HotelScopedMixin, viewsets.GenericViewSet):
    queryset = Message.objects.all()
    serializer_class = TranslateSerializer
    hotel_lookup = "order__hotel"

    @action(detail=True, methods=["post"])
    def translate(self, request, pk=None):
        message = self.get_object()
        serializer = self.get_serializer(data=request.data)
        serializer.is_valid(raise_exception=True)
        destination = serializer.validated_data["destination_language"]
        translated = message.text if destination == message.language else PHRASES.get((message.text, destination))
        return Response(
            {
                "id": message.id,
                "text": message.text,
                "source_language": message.language,
                "destination_language": destination,
                "translated_text": translated,
            }
        )


class ServiceOrderStatusesView(APIView):
    """`GET /service_orders/statuses/`: {value: label}."""

    def get(self, request):
        return Response(dict(ServiceOrder.Status.choices))


class LanguagesView(APIView):
    """`GET /config/langs/`: the guest languages and the request's own."""

    def get(self, request):
        return Response(
            {
                "languages": [list(pair) for pair in settings.GUEST_LANGUAGES],
                "current_language": (translation.get_language() or settings.LANGUAGE_CODE).split("-")[0],
            }
        )
