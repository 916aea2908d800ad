"""
The URLs of SPEC §7 and docs/CONTRACTS.md: SimpleJWT under /auth/token/, djoser under /auth/, djoser's
set_password action under /dashboard/users/, the user menu, the rest of the dashboard's calls (core/urls.py), the
uploaded files under /media/, and the development outbox when DEV_ENDPOINTS is set.
"""
from django.conf import settings
from django.urls import include, path, re_path
from django.views.static import serve
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
    path("", include("core.urls")),
    # No web server in front of this app: Django serves the uploads itself.
    re_path(r"^media/(?P<path>.*)$", serve, {"document_root": settings.MEDIA_ROOT}),
]

if settings.DEV_ENDPOINTS:
    urlpatterns.append(path("dev/outbox/", OutboxView.as_view(), name="dev_outbox"))
