"""
The URLs of SPEC §7 and docs/CONTRACTS.md: SimpleJWT under /auth/token/, djoser under /auth/, djoser's
set_password action under /dashboard/users/, the user menu, and the development outbox when DEV_ENDPOINTS is set.
"""
from django.conf import settings
from django.urls import include, path
from djoser.views import UserViewSet
from rest_framework_simplejwt.views import TokenBlacklistView, TokenRefreshView

from accounts.views import MenuView, OutboxView, TokenObtainView

urlpatterns = [
    path("auth/token/", TokenObtainView.as_view(), name="token_obtain_pair"),
    path("auth/token/refresh/", TokenRefreshView.as_view(), name="token_refresh"),
    path("auth/token/blacklist/", TokenBlacklistView.as_view(), name="token_blacklist"),
    path("auth/", include("djoser.urls")),
    path("dashboard/users/set_password/", UserViewSet.as_view({"post": "set_password"}), name="dashboard_set_password"),
    path("dashboard/users/menu/", MenuView.as_view(), name="dashboard_user_menu"),
]

if settings.DEV_ENDPOINTS:
    urlpatterns.append(path("dev/outbox/", OutboxView.as_view(), name="dev_outbox"))
