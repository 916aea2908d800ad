"""
Everything of a hotel beside the accounts (accounts.Hotel, accounts.User): the front desk (rooms, guests, stays,
services and their orders with message threads), images, the facility catalogue, the team (positions and channels),
billing, promo landings, safety and sights, virtual categories and menus. The columns mirror the reference
server's tables (server/db/migrations/*.sql), whose demo data `manage.py seed` loads.
"""
from django.conf import settings
from django.contrib.contenttypes.fields import GenericForeignKey, GenericRelation
from django.contrib.contenttypes.models import ContentType
from django.db import models

from accounts.models import Hotel

Currency = Hotel.Currency


def default_availability():
    return {"days": [1, 2, 3, 4, 5, 6, 7], "from": None, "to": None}


# ---------------------------------------------------------------------------------------------------------------
# Front desk


class Room(models.Model):
    hotel = models.ForeignKey(Hotel, on_delete=models.CASCADE, related_name="rooms")
    number = models.CharField(max_length=16)
    floor = models.IntegerField()
    kind = models.CharField(max_length=32, default="standard")
    capacity = models.PositiveSmallIntegerField(default=2)

    class Meta:
        ordering = ["number"]
        unique_together = [("hotel", "number")]

    def __str__(self):
        return self.number


class Guest(models.Model):
    hotel = models.ForeignKey(Hotel, on_delete=models.CASCADE, related_name="guests")
    first_name = models.CharField(max_length=150)
    last_name = models.CharField(max_length=150)
    email = models.EmailField(blank=True)
    phone = models.CharField(max_length=32, blank=True)
    nationality = models.CharField(max_length=2, default="RU")
    language = models.CharField(max_length=8, default="ru")

    class Meta:
        ordering = ["last_name", "first_name", "id"]

    def __str__(self):
        return f"{self.first_name} {self.last_name}"


class Stay(models.Model):
    hotel = models.ForeignKey(Hotel, on_delete=models.CASCADE, related_name="stays")
    guest = models.ForeignKey(Guest, on_delete=models.CASCADE, related_name="stays")
    room = models.ForeignKey(Room, on_delete=models.SET_NULL, null=True, blank=True, related_name="stays")
    check_in = models.DateField()
    check_out = models.DateField()
    adults = models.PositiveSmallIntegerField(default=1)
    children = models.PositiveSmallIntegerField(default=0)
    created_at = models.DateTimeField(auto_now_add=True)

    class Meta:
        ordering = ["-check_in", "id"]


class Service(models.Model):
    class ServiceType(models.TextChoices):
        SERVICE = "service", "Услуга"
        PRODUCT = "product", "Товар"
        BOOKING = "booking", "Бронирование"
        INFORMATION = "information", "Информация"
        LINK = "link", "Внешняя ссылка"

    class ApproveType(models.TextChoices):
        AUTO = "auto", "Подтверждается автоматически"
        MANUAL = "manual", "Подтверждает сотрудник"

    class BookingType(models.TextChoices):
        NONE = "none", "Без бронирования"
        TIME = "time", "На время"
        DATE = "date", "На дату"
        PERIOD = "period", "На период"

    class GeoLevel(models.TextChoices):
        HOTEL = "hotel", "Отель"
        ROOM = "room", "Номер"
        TERRITORY = "territory", "Территория отеля"
        CITY = "city", "Город"

    class FeedbackVariant(models.TextChoices):
        NONE = "none", "Без отзыва"
        RATING = "rating", "Оценка"
        COMMENT = "comment", "Комментарий"
        RATING_AND_COMMENT = "rating_and_comment", "Оценка и комментарий"

    hotel = models.ForeignKey(Hotel, on_delete=models.CASCADE, related_name="services")
    name = models.CharField(max_length=255)
    description = models.TextField(blank=True)
    service_type = models.CharField(max_length=32, choices=ServiceType.choices, default=ServiceType.SERVICE)
    price = models.DecimalField(max_digits=10, decimal_places=2, null=True, blank=True)
    currency = models.CharField(max_length=3, choices=Currency.choices, default=Currency.RUB)
    is_active = models.BooleanField(default=True)
    position = models.PositiveIntegerField(default=0)
    approve_type = models.CharField(max_length=32, choices=ApproveType.choices, default=ApproveType.AUTO)
    booking_type = models.CharField(max_length=32, choices=BookingType.choices, default=BookingType.NONE)
    geo_level = models.CharField(max_length=32, choices=GeoLevel.choices, default=GeoLevel.HOTEL)
    feedback_variant = models.CharField(max_length=32, choices=FeedbackVariant.choices, default=FeedbackVariant.NONE)
    availability = models.JSONField(default=default_availability)
    created_at = models.DateTimeField(auto_now_add=True)
    updated_at = models.DateTimeField(auto_now=True)

    images = GenericRelation("Image")

    class Meta:
        ordering = ["position", "id"]

    def __str__(self):
        return self.name


class ServiceOrder(models.Model):
    class Status(models.TextChoices):
        NEW = "new", "Новый"
        IN_PROGRESS = "in_progress", "В работе"
        COMPLETED = "completed", "Выполнен"
        CANCELLED = "cancelled", "Отменён"

    hotel = models.ForeignKey(Hotel, on_delete=models.CASCADE, related_name="service_orders")
    stay = models.ForeignKey(Stay, on_delete=models.CASCADE, related_name="orders")
    service = models.ForeignKey(Service, on_delete=models.PROTECT, related_name="orders")
    status = models.CharField(max_length=16, choices=Status.choices, default=Status.NEW)
    data = models.JSONField(default=dict, blank=True)
    comment = models.TextField(blank=True)
    created_by = models.ForeignKey(
        settings.AUTH_USER_MODEL, on_delete=models.SET_NULL, null=True, blank=True, related_name="created_orders"
    )
    taken_by = models.ForeignKey(
        settings.AUTH_USER_MODEL, on_delete=models.SET_NULL, null=True, blank=True, related_name="taken_orders"
    )
    taken_at = models.DateTimeField(null=True, blank=True)
    completed_at = models.DateTimeField(null=True, blank=True)
    cancelled_at = models.DateTimeField(null=True, blank=True)
    created_at = models.DateTimeField(auto_now_add=True)
    updated_at = models.DateTimeField(auto_now=True)

    class Meta:
        ordering = ["-created_at", "-id"]


class Message(models.Model):
    class Author(models.TextChoices):
        GUEST = "guest", "Гость"
        STAFF = "staff", "Сотрудник"

    order = models.ForeignKey(ServiceOrder, on_delete=models.CASCADE, related_name="messages")
    author = models.CharField(max_length=8, choices=Author.choices)
    user = models.ForeignKey(settings.AUTH_USER_MODEL, on_delete=models.SET_NULL, null=True, blank=True, related_name="+")
    text = models.TextField()
    language = models.CharField(max_length=8, default="ru")
    created_at = models.DateTimeField(auto_now_add=True)

    class Meta:
        ordering = ["created_at", "id"]


# ---------------------------------------------------------------------------------------------------------------
# Images of any object (a hotel, a service, ...), as the photo galleries use them


class Image(models.Model):
    content_type = models.ForeignKey(ContentType, on_delete=models.CASCADE)
    object_id = models.PositiveIntegerField()
    content_object = GenericForeignKey("content_type", "object_id")
    hotel = models.ForeignKey(Hotel, on_delete=models.CASCADE, related_name="images")
    image = models.ImageField(upload_to="images/")
    is_main = models.BooleanField(default=False)
    position = models.PositiveIntegerField(default=0)
    created_at = models.DateTimeField(auto_now_add=True)

    class Meta:
        ordering = ["-is_main", "position", "id"]
        indexes = [models.Index(fields=["content_type", "object_id"])]


# ---------------------------------------------------------------------------------------------------------------
# Facility catalogue (global) and each hotel's choice from it


class Category(models.Model):
    name = models.CharField(max_length=255)
    icon = models.CharField(max_length=64, null=True, blank=True)
    position = models.PositiveIntegerField(default=0)

    class Meta:
        ordering = ["position", "id"]
        verbose_name_plural = "categories"

    def __str__(self):
        return self.name


class Facility(models.Model):
    name = models.CharField(max_length=255)
    icon = models.CharField(max_length=64, null=True, blank=True)
    category = models.ForeignKey(Category, on_delete=models.SET_NULL, null=True, blank=True, related_name="facilities")
    position = models.PositiveIntegerField(default=0)
    hotels = models.ManyToManyField(Hotel, through="HotelFacility", related_name="facilities", blank=True)

    class Meta:
        ordering = ["position", "id"]
        verbose_name_plural = "facilities"

    def __str__(self):
        return self.name


class HotelFacility(models.Model):
    hotel = models.ForeignKey(Hotel, on_delete=models.CASCADE, related_name="hotel_facilities")
    facility = models.ForeignKey(Facility, on_delete=models.CASCADE, related_name="hotel_facilities")
    selected = models.BooleanField(default=False)
    linked = models.BooleanField(default=False)

    class Meta:
        unique_together = [("hotel", "facility")]


# ---------------------------------------------------------------------------------------------------------------
# Team: positions and channels (trees per hotel), who holds which position, who is subscribed to which channel


class Position(models.Model):
    hotel = models.ForeignKey(Hotel, on_delete=models.CASCADE, related_name="positions")
    parent = models.ForeignKey("self", on_delete=models.CASCADE, null=True, blank=True, related_name="children")
    name = models.CharField(max_length=100)
    users = models.ManyToManyField(settings.AUTH_USER_MODEL, related_name="positions", blank=True)
    created_at = models.DateTimeField(auto_now_add=True)

    class Meta:
        ordering = ["id"]

    def __str__(self):
        return self.name


class Channel(models.Model):
    hotel = models.ForeignKey(Hotel, on_delete=models.CASCADE, related_name="channels")
    parent = models.ForeignKey("self", on_delete=models.CASCADE, null=True, blank=True, related_name="children")
    name = models.CharField(max_length=100)
    positions = models.ManyToManyField(Position, related_name="channels", blank=True)
    users = models.ManyToManyField(settings.AUTH_USER_MODEL, related_name="channels", blank=True)
    created_at = models.DateTimeField(auto_now_add=True)

    class Meta:
        ordering = ["id"]

    def __str__(self):
        return self.name


# ---------------------------------------------------------------------------------------------------------------
# Billing and promo


class PaymentPoint(models.Model):
    class Gateway(models.TextChoices):
        YOOKASSA = "yookassa", "ЮKassa"
        TBANK = "tbank", "Т-Касса"
        CLOUDPAYMENTS = "cloudpayments", "CloudPayments"
        STRIPE = "stripe", "Stripe"
        CASH = "cash", "Оплата на ресепшн"

    hotel = models.ForeignKey(Hotel, on_delete=models.CASCADE, related_name="payment_points")
    name = models.CharField(max_length=100)
    gateway = models.CharField(max_length=32, choices=Gateway.choices)
    currency = models.CharField(max_length=3, choices=Currency.choices)
    is_active = models.BooleanField(default=True)
    created_at = models.DateTimeField(auto_now_add=True)

    class Meta:
        ordering = ["id"]

    def __str__(self):
        return self.name


class Landing(models.Model):
    class CtaType(models.TextChoices):
        NONE = "none", "Без кнопки"
        SERVICE = "service", "Заказ услуги"
        LINK = "link", "Ссылка"

    hotel = models.ForeignKey(Hotel, on_delete=models.CASCADE, related_name="landings")
    title = models.CharField(max_length=200)
    slug = models.SlugField(max_length=100)
    body = models.TextField(blank=True)
    image = models.ImageField(upload_to="landings/", null=True, blank=True)
    cta_type = models.CharField(max_length=16, choices=CtaType.choices, default=CtaType.NONE)
    cta_service = models.ForeignKey(Service, on_delete=models.SET_NULL, null=True, blank=True, related_name="landings")
    cta_url = models.URLField(max_length=500, blank=True)
    cta_label = models.CharField(max_length=60, blank=True)
    publish_from = models.DateTimeField(null=True, blank=True)
    publish_until = models.DateTimeField(null=True, blank=True)
    is_active = models.BooleanField(default=True)
    created_at = models.DateTimeField(auto_now_add=True)
    updated_at = models.DateTimeField(auto_now=True)

    class Meta:
        ordering = ["-publish_from", "-id"]

    def __str__(self):
        return self.title


# ---------------------------------------------------------------------------------------------------------------
# Content: safety information and sights (global categories, items per hotel)


class SafetyCategory(models.Model):
    name = models.CharField(max_length=100, unique=True)
    icon = models.CharField(max_length=64, blank=True)
    position = models.PositiveIntegerField(default=0)

    class Meta:
        ordering = ["position", "id"]
        verbose_name_plural = "safety categories"

    def __str__(self):
        return self.name


class SightsCategory(models.Model):
    name = models.CharField(max_length=100, unique=True)
    icon = models.CharField(max_length=64, blank=True)
    position = models.PositiveIntegerField(default=0)

    class Meta:
        ordering = ["position", "id"]
        verbose_name_plural = "sights categories"

    def __str__(self):
        return self.name


class Safety(models.Model):
    hotel = models.ForeignKey(Hotel, on_delete=models.CASCADE, related_name="safety")
    category = models.ForeignKey(SafetyCategory, on_delete=models.PROTECT, related_name="items")
    title = models.CharField(max_length=200)
    text = models.TextField(max_length=5000)
    phones = models.JSONField(default=list, blank=True)
    image = models.ImageField(upload_to="safety/", null=True, blank=True)
    created_at = models.DateTimeField(auto_now_add=True)
    updated_at = models.DateTimeField(auto_now=True)

    class Meta:
        ordering = ["category__position", "id"]
        verbose_name_plural = "safety"

    def __str__(self):
        return self.title


class Sight(models.Model):
    hotel = models.ForeignKey(Hotel, on_delete=models.CASCADE, related_name="sights")
    category = models.ForeignKey(SightsCategory, on_delete=models.PROTECT, related_name="items")
    title = models.CharField(max_length=200)
    description = models.TextField(max_length=5000, blank=True)
    address = models.CharField(max_length=300, blank=True)
    latitude = models.DecimalField(max_digits=9, decimal_places=6, null=True, blank=True)
    longitude = models.DecimalField(max_digits=9, decimal_places=6, null=True, blank=True)
    distance = models.DecimalField(max_digits=6, decimal_places=1, null=True, blank=True)
    image = models.ImageField(upload_to="sights/", null=True, blank=True)
    created_at = models.DateTimeField(auto_now_add=True)
    updated_at = models.DateTimeField(auto_now=True)

    class Meta:
        ordering = ["category__position", "id"]

    def __str__(self):
        return self.title


# ---------------------------------------------------------------------------------------------------------------
# The guest app's arrangement: virtual categories of services, and menus of any content objects


class VirtualCategory(models.Model):
    hotel = models.ForeignKey(Hotel, on_delete=models.CASCADE, related_name="virtual_categories")
    name = models.CharField(max_length=100)
    icon = models.CharField(max_length=64, null=True, blank=True)
    order = models.PositiveIntegerField(default=0)
    created_at = models.DateTimeField(auto_now_add=True)
    updated_at = models.DateTimeField(auto_now=True)

    class Meta:
        ordering = ["order", "id"]
        verbose_name_plural = "virtual categories"

    def __str__(self):
        return self.name


class VirtualCategoryItem(models.Model):
    virtual_category = models.ForeignKey(VirtualCategory, on_delete=models.CASCADE, related_name="items")
    service = models.ForeignKey(Service, on_delete=models.CASCADE, related_name="virtual_category_items")
    name = models.CharField(max_length=100)
    icon = models.CharField(max_length=64, null=True, blank=True)
    order = models.PositiveIntegerField(default=0)
    created_at = models.DateTimeField(auto_now_add=True)
    updated_at = models.DateTimeField(auto_now=True)

    class Meta:
        ordering = ["order", "id"]
        unique_together = [("virtual_category", "service")]

    def __str__(self):
        return self.name


class Menu(models.Model):
    class Type(models.TextChoices):
        MAIN = "main", "Главное меню"
        SERVICES = "services", "Меню услуг"
        RESTAURANT = "restaurant", "Ресторан"
        BAR = "bar", "Бар"
        ROOM_SERVICE = "room_service", "Обслуживание в номере"

    hotel = models.ForeignKey(Hotel, on_delete=models.CASCADE, related_name="menus")
    name = models.CharField(max_length=100)
    type = models.CharField(max_length=32, choices=Type.choices)
    created_at = models.DateTimeField(auto_now_add=True)
    updated_at = models.DateTimeField(auto_now=True)

    class Meta:
        ordering = ["id"]

    def __str__(self):
        return self.name


class MenuItem(models.Model):
    menu = models.ForeignKey(Menu, on_delete=models.CASCADE, related_name="items")
    c_content_type = models.ForeignKey(ContentType, on_delete=models.CASCADE)
    object_id = models.PositiveIntegerField()
    content_object = GenericForeignKey("c_content_type", "object_id")
    order = models.PositiveIntegerField(default=0)
    created_at = models.DateTimeField(auto_now_add=True)
    updated_at = models.DateTimeField(auto_now=True)

    class Meta:
        ordering = ["order", "id"]
