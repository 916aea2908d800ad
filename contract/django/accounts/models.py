"""A user who signs in with the e-mail address, the hotels, and the stored e-mails of the development outbox."""
import datetime

from django.contrib.auth.base_user import AbstractBaseUser, BaseUserManager
from django.contrib.auth.models import PermissionsMixin
from django.core.validators import MaxValueValidator, MinValueValidator
from django.db import models
from django.utils import timezone


class Hotel(models.Model):
    class Currency(models.TextChoices):
        RUB = "RUB", "Российский рубль"
        USD = "USD", "Доллар США"
        EUR = "EUR", "Евро"
        KZT = "KZT", "Казахстанский тенге"
        BYN = "BYN", "Белорусский рубль"
        AMD = "AMD", "Армянский драм"
        GEL = "GEL", "Грузинский лари"
        AED = "AED", "Дирхам ОАЭ"
        TRY = "TRY", "Турецкая лира"
        CNY = "CNY", "Китайский юань"

    name = models.CharField(max_length=255)
    stars = models.PositiveSmallIntegerField(null=True, blank=True, validators=[MinValueValidator(1), MaxValueValidator(5)])
    description = models.TextField(blank=True)
    city = models.CharField(max_length=255, blank=True)
    address = models.CharField(max_length=500)
    postal_code = models.CharField(max_length=12, blank=True)
    latitude = models.DecimalField(max_digits=9, decimal_places=6, null=True, blank=True)
    longitude = models.DecimalField(max_digits=9, decimal_places=6, null=True, blank=True)
    phone = models.CharField(max_length=32, blank=True)
    email = models.EmailField(blank=True)
    website = models.URLField(max_length=255, blank=True)
    check_in_time = models.TimeField(default=datetime.time(14, 0))
    check_out_time = models.TimeField(default=datetime.time(12, 0))
    check_in_notes = models.CharField(max_length=1000, blank=True)
    wifi_name = models.CharField(max_length=64, blank=True)
    wifi_password = models.CharField(max_length=64, blank=True)
    currency = models.CharField(max_length=3, choices=Currency.choices, default=Currency.RUB)
    timezone = models.CharField(max_length=64, default="Europe/Moscow")
    created_at = models.DateTimeField(auto_now_add=True)

    class Meta:
        ordering = ["id"]

    def __str__(self):
        return self.name


class UserManager(BaseUserManager):
    use_in_migrations = True

    def create_user(self, email, password=None, **extra_fields):
        if not email:
            raise ValueError("The e-mail must be set")
        user = self.model(email=self.normalize_email(email), **extra_fields)
        user.set_password(password)
        user.save(using=self._db)
        return user

    def create_superuser(self, email, password=None, **extra_fields):
        extra_fields.setdefault("is_staff", True)
        extra_fields.setdefault("is_superuser", True)
        return self.create_user(email, password, **extra_fields)


class User(AbstractBaseUser, PermissionsMixin):
    email = models.EmailField(unique=True)
    first_name = models.CharField(max_length=150, blank=True)
    last_name = models.CharField(max_length=150, blank=True)
    phone = models.CharField(max_length=32, blank=True)
    is_active = models.BooleanField(default=True)
    is_staff = models.BooleanField(default=False)
    date_joined = models.DateTimeField(default=timezone.now)
    admined_hotels = models.ManyToManyField(Hotel, related_name="admins", blank=True)
    managed_hotels = models.ManyToManyField(Hotel, related_name="managers", blank=True)

    objects = UserManager()

    USERNAME_FIELD = "email"
    EMAIL_FIELD = "email"
    REQUIRED_FIELDS = ["first_name", "last_name"]

    def __str__(self):
        return self.email


class OutboxMessage(models.Model):
    """An e-mail "sent" through accounts.mail.OutboxEmailBackend (read by `GET /dev/outbox/`)."""

    to = models.EmailField()
    subject = models.CharField(max_length=255)
    text = models.TextField()
    links = models.JSONField(default=list)
    created_at = models.DateTimeField(auto_now_add=True)

    class Meta:
        ordering = ["-id"]
