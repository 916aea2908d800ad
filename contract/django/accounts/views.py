"""The views of our own beside SimpleJWT's and djoser's: the throttled sign-in, the user menu and the dev outbox."""
from rest_framework.permissions import AllowAny
from rest_framework.response import Response
from rest_framework.throttling import ScopedRateThrottle
from rest_framework.views import APIView
from rest_framework_simplejwt.views import TokenObtainPairView

from .models import OutboxMessage

# Each area of the dashboard: its title and the link to it.
MENU_AREAS = {
    "home": ("Главная", "/"),
    "guests": ("Гости", "/guests"),
    "orders": ("Заказы", "/orders"),
    "hotel": ("Отель", "/hotel"),
    "services": ("Услуги", "/services"),
    "staff": ("Сотрудники", "/staff"),
    "structure": ("Каналы и должности", "/positions"),
    "content": ("Контент", "/content/safety"),
    "billing": ("Оплата", "/billing"),
    "promo": ("Промо", "/promo"),
    "menus": ("Меню", "/menus"),
    "profile": ("Профиль", "/profile"),
}
ADMIN_MENU = list(MENU_AREAS)
MANAGER_MENU = [key for key in MENU_AREAS if key not in ("staff", "structure", "billing")]
NO_HOTEL_MENU = ["home", "profile"]


class TokenObtainView(TokenObtainPairView):
    """`POST /auth/token/`, throttled per client IP (`login` rate, LOGIN_THROTTLE_RATE): a 429 with Retry-After."""

    throttle_classes = [ScopedRateThrottle]
    throttle_scope = "login"


class MenuView(APIView):
    """`GET /dashboard/users/menu/`: the default menu of the user's strongest role, `[{title, url}]`."""

    def get(self, request):
        user = request.user
        if user.admined_hotels.exists():
            keys = ADMIN_MENU
        elif user.managed_hotels.exists():
            keys = MANAGER_MENU
        else:
            keys = NO_HOTEL_MENU
        return Response([{"title": MENU_AREAS[key][0], "url": MENU_AREAS[key][1]} for key in keys])


class OutboxView(APIView):
    """`GET /dev/outbox/?to=` (DEV_ENDPOINTS only): the stored e-mails, newest first."""

    authentication_classes = []
    permission_classes = [AllowAny]

    def get(self, request):
        messages = OutboxMessage.objects.all()
        to = request.query_params.get("to", "").strip()
        if to:
            messages = messages.filter(to__iexact=to)
        return Response(
            [
                {"id": m.id, "to": m.to, "subject": m.subject, "text": m.text, "links": m.links, "created_at": m.created_at.isoformat().replace("+00:00", "Z")}
                for m in messages
            ]
        )
