"""
Settings of the contract backend: a small Django REST framework + djoser + SimpleJWT service configured as the
hotel's production backend is (docs/CONTRACTS.md, ../README.md). Everything that varies comes from the
environment, with the names of our reference server where one exists (server/config.ts):

DATA_DIR (the sqlite database lives there; default contract/django/data/, git-ignored), SECRET_KEY, ACCESS_TOKEN_LIFETIME and REFRESH_TOKEN_LIFETIME
(seconds; 300 and 86400), PASSWORD_RESET_TIMEOUT (seconds; 3 days), DASHBOARD_URL (links in e-mails;
http://localhost:3000), CORS_ORIGINS (comma-separated origins; empty or `*`: any), DEV_ENDPOINTS (`1`: the
`/dev/outbox/` view), LOGIN_THROTTLE_RATE (DRF rate of `POST /auth/token/` per client IP; `20/min`),
PASSWORD_HASH_ITERATIONS (PBKDF2 iterations; Django's 260000), DISABLE_FILTERS (`1`: no filter backends at all —
django-filter, ordering and search parameters are then ignored everywhere).
"""
import os
from datetime import timedelta
from pathlib import Path

from corsheaders.defaults import default_headers

BASE_DIR = Path(__file__).resolve().parent.parent


def _env(name, default=None):
    value = os.environ.get(name, "")
    return value if value != "" else default


def _seconds(name, default):
    return timedelta(seconds=int(_env(name, default)))


DATA_DIR = Path(_env("DATA_DIR", str(BASE_DIR / "data")))
DATA_DIR.mkdir(parents=True, exist_ok=True)
SECRET_KEY = _env("SECRET_KEY", "contract-backend-insecure-key-0123456789abcdef")
DEBUG = False
ALLOWED_HOSTS = ["127.0.0.1", "localhost", "[::1]"]
DEV_ENDPOINTS = _env("DEV_ENDPOINTS", "0").lower() in ("1", "true", "yes", "on")
DISABLE_FILTERS = _env("DISABLE_FILTERS", "0").lower() in ("1", "true", "yes", "on")
DASHBOARD_URL = _env("DASHBOARD_URL", "http://localhost:3000").rstrip("/")

INSTALLED_APPS = [
    "django.contrib.auth",
    "django.contrib.contenttypes",
    "corsheaders",
    "rest_framework",
    # Listed for its translations (its locale/ is found only through an installed app); the blacklist app below
    # brings the models.
    "rest_framework_simplejwt",
    "rest_framework_simplejwt.token_blacklist",
    "djoser",
    # Listed for its translations (django-filter's Russian "Select a valid choice") and templates.
    "django_filters",
    "accounts",
    "core",
]

MIDDLEWARE = [
    # First, so that every answer (errors and 404s included) carries the CORS headers.
    "corsheaders.middleware.CorsMiddleware",
    "django.middleware.security.SecurityMiddleware",
    # `Accept-Language: ru` (every call of the dashboard) → Russian framework messages.
    "django.middleware.locale.LocaleMiddleware",
    "django.middleware.common.CommonMiddleware",
]

ROOT_URLCONF = "hotelapi.urls"
WSGI_APPLICATION = "hotelapi.wsgi.application"

TEMPLATES = [
    {
        "BACKEND": "django.template.backends.django.DjangoTemplates",
        "DIRS": [],
        "APP_DIRS": True,
        "OPTIONS": {"context_processors": []},
    }
]

DATABASES = {
    "default": {
        "ENGINE": "django.db.backends.sqlite3",
        "NAME": str(DATA_DIR / "db.sqlite3"),
        # runserver is threaded: let a writer wait for another instead of failing with "database is locked".
        "OPTIONS": {"timeout": 20},
    }
}

AUTH_USER_MODEL = "accounts.User"
DEFAULT_AUTO_FIELD = "django.db.models.AutoField"

# Django's default PBKDF2, with the iteration count from the environment: tests make it cheap, as our server's
# PASSWORD_HASH_COST does. The algorithm name is Django's, so the hashes are ordinary Django hashes.
PASSWORD_HASHERS = ["accounts.hashers.ConfigurablePBKDF2PasswordHasher"]
AUTH_PASSWORD_VALIDATORS = [
    {"NAME": "django.contrib.auth.password_validation.UserAttributeSimilarityValidator"},
    {"NAME": "django.contrib.auth.password_validation.MinimumLengthValidator"},
    {"NAME": "django.contrib.auth.password_validation.CommonPasswordValidator"},
    {"NAME": "django.contrib.auth.password_validation.NumericPasswordValidator"},
]
PASSWORD_RESET_TIMEOUT = int(_env("PASSWORD_RESET_TIMEOUT", 3 * 24 * 3600))

LANGUAGE_CODE = "en-us"
# `ru-ru`, not `ru`: SimpleJWT (and djoser) ship their Russian as ru_RU, which gettext finds only for an ru_RU
# locale (`ru` alone would miss it); DRF's and Django's `ru` catalogues are found from ru_RU as well. A request's
# `Accept-Language: ru` is matched to `ru-ru` by LocaleMiddleware.
LANGUAGES = [("en", "English"), ("ru-ru", "Русский")]
# The languages of guests and of message translation (`GET /config/langs/`): not the interface languages above.
GUEST_LANGUAGES = [
    ("ru", "Русский"),
    ("en", "English"),
    ("de", "Deutsch"),
    ("fr", "Français"),
    ("es", "Español"),
    ("it", "Italiano"),
    ("tr", "Türkçe"),
    ("zh", "中文"),
    ("ar", "العربية"),
    ("kk", "Қазақ тілі"),
]
USE_I18N = True
USE_L10N = True
USE_TZ = True
TIME_ZONE = "UTC"

# Uploaded images (and the seed's demo photos) under DATA_DIR/media, served at /media/ by django.views.static.serve
# (hotelapi/urls.py): there is no web server in front of this app.
MEDIA_ROOT = str(DATA_DIR / "media")
MEDIA_URL = "/media/"

CORS_ORIGINS = [origin.strip() for origin in _env("CORS_ORIGINS", "").split(",") if origin.strip()]
CORS_ALLOW_ALL_ORIGINS = not CORS_ORIGINS or CORS_ORIGINS == ["*"]
CORS_ALLOWED_ORIGINS = [] if CORS_ALLOW_ALL_ORIGINS else CORS_ORIGINS
CORS_ALLOW_HEADERS = [*default_headers, "accept-language", "managed-hotel", "x-xsrf-token"]
CORS_EXPOSE_HEADERS = ["Retry-After", "Content-Disposition", "Allow"]

REST_FRAMEWORK = {
    "DEFAULT_AUTHENTICATION_CLASSES": ["rest_framework_simplejwt.authentication.JWTAuthentication"],
    "DEFAULT_PERMISSION_CLASSES": ["rest_framework.permissions.IsAuthenticated"],
    "DEFAULT_RENDERER_CLASSES": ["accounts.camel.CamelCaseJSONRenderer"],
    "DEFAULT_PARSER_CLASSES": [
        "accounts.camel.CamelCaseJSONParser",
        "accounts.camel.CamelCaseFormParser",
        "accounts.camel.CamelCaseMultiPartParser",
    ],
    "DEFAULT_PAGINATION_CLASS": "core.pagination.PageNumberPagination",
    "PAGE_SIZE": 20,
    "DEFAULT_FILTER_BACKENDS": []
    if DISABLE_FILTERS
    else [
        "django_filters.rest_framework.DjangoFilterBackend",
        "rest_framework.filters.OrderingFilter",
        "rest_framework.filters.SearchFilter",
    ],
    # Throttled per view (accounts.views.TokenObtainView): the sign-in is the brute-force target.
    "DEFAULT_THROTTLE_CLASSES": [],
    "DEFAULT_THROTTLE_RATES": {"login": _env("LOGIN_THROTTLE_RATE", "20/min")},
}

SIMPLE_JWT = {
    "ACCESS_TOKEN_LIFETIME": _seconds("ACCESS_TOKEN_LIFETIME", 300),
    "REFRESH_TOKEN_LIFETIME": _seconds("REFRESH_TOKEN_LIFETIME", 86400),
    "ROTATE_REFRESH_TOKENS": False,
    "BLACKLIST_AFTER_ROTATION": False,
    "UPDATE_LAST_LOGIN": True,
    "ALGORITHM": "HS256",
    "SIGNING_KEY": SECRET_KEY,
    "AUTH_HEADER_TYPES": ("Bearer",),
    "TOKEN_OBTAIN_SERIALIZER": "accounts.serializers.TokenObtainPairWithUserSerializer",
}

DJOSER = {
    "LOGIN_FIELD": "email",
    "SEND_ACTIVATION_EMAIL": True,
    "ACTIVATION_URL": "activate/{uid}/{token}",
    "PASSWORD_RESET_CONFIRM_URL": "password-reset/{uid}/{token}",
    "PASSWORD_RESET_CONFIRM_RETYPE": False,
    "SET_PASSWORD_RETYPE": False,
    "PASSWORD_RESET_SHOW_EMAIL_NOT_FOUND": False,
    "HIDE_USERS": True,
    "SERIALIZERS": {
        "user": "accounts.serializers.MeSerializer",
        "current_user": "accounts.serializers.MeSerializer",
    },
    # djoser's own e-mail classes need django-templated-mail, which Debian does not package: ours build the same
    # links (ACTIVATION_URL / PASSWORD_RESET_CONFIRM_URL under DASHBOARD_URL) and send through EMAIL_BACKEND.
    "EMAIL": {
        "activation": "accounts.emails.ActivationEmail",
        "confirmation": "accounts.emails.ActivationEmail",
        "password_reset": "accounts.emails.PasswordResetEmail",
    },
}

EMAIL_BACKEND = "accounts.mail.OutboxEmailBackend"
DEFAULT_FROM_EMAIL = "noreply@hotel.example"

LOGGING = {
    "version": 1,
    "disable_existing_loggers": False,
    "handlers": {"console": {"class": "logging.StreamHandler"}},
    "loggers": {
        # 500s on the console (with DEBUG off Django would only mail them to ADMINS).
        "django.request": {"handlers": ["console"], "level": "ERROR", "propagate": False},
    },
}
