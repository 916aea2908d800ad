"""
`manage.py seed [--data FILE]`: the demo data, and the activation e-mail of each inactive account that has none yet.

contract/django-backend.ts passes `--data` with every table of our reference server's seeded database
(`{"password": ..., "tables": {"hotels": [rows], "users": [...], ...}}`, rows keyed by column, as server/db/migrations
defines them): they are bulk-created here with their ids, so both backends hold the same hotels, accounts, stays,
orders, services, team, content and menus. Every account gets the demo password. Images are rows whose files the
runner has written under MEDIA_ROOT/images/; an image of a landing, a safety item or a sight becomes that object's
`image`. Without `--data` the four demo accounts and three hotels below are created (idempotent).
"""
import json
from contextlib import contextmanager
from decimal import Decimal

from django.apps import apps
from django.contrib.auth.hashers import make_password
from django.contrib.contenttypes.models import ContentType
from django.core.management.base import BaseCommand
from django.db import transaction
from djoser.conf import settings as djoser_settings

from accounts.models import Hotel, OutboxMessage, User

DEFAULT = {
    "password": "demo12345",
    "hotels": [
        {"id": 1, "name": "Гранд Отель Нева", "city": "Санкт-Петербург"},
        {"id": 2, "name": "Azure Bay Resort", "city": "Сочи"},
        {"id": 3, "name": "Алтай Лодж", "city": "Горно-Алтайск"},
    ],
    "users": [
        {"email": "admin@example.com", "firstName": "Анна", "lastName": "Смирнова", "phone": "+7 921 100-20-30", "isActive": True, "adminOf": [1, 2], "managerOf": [3]},
        {"email": "manager@example.com", "firstName": "Oliver", "lastName": "Bennett", "phone": "+44 20 7946 0958", "isActive": True, "adminOf": [], "managerOf": [2, 3]},
        {"email": "inactive@example.com", "firstName": "Игорь", "lastName": "Петров", "phone": "+7 913 555-12-34", "isActive": False, "adminOf": [], "managerOf": [1]},
        {"email": "nohotels@example.com", "firstName": "Marie", "lastName": "Dubois", "phone": "+33 1 42 68 53 00", "isActive": True, "adminOf": [], "managerOf": []},
    ],
}

# Our server's table → (Django model, {column: field} where the names differ, columns left out).
TABLES = [
    ("hotels", "accounts.Hotel", {}, []),
    ("users", "accounts.User", {}, ["password", "deactivated_at"]),
    ("categories", "core.Category", {}, []),
    ("facilities", "core.Facility", {}, []),
    ("rooms", "core.Room", {}, []),
    ("guests", "core.Guest", {}, []),
    ("stays", "core.Stay", {}, []),
    ("services", "core.Service", {}, []),
    ("service_orders", "core.ServiceOrder", {"created_by": "created_by_id", "taken_by": "taken_by_id"}, []),
    ("messages", "core.Message", {}, []),
    ("positions", "core.Position", {}, []),
    ("channels", "core.Channel", {}, []),
    ("payment_points", "core.PaymentPoint", {}, []),
    ("promo_landings", "core.Landing", {}, []),
    ("safety_categories", "core.SafetyCategory", {}, []),
    ("sights_categories", "core.SightsCategory", {}, []),
    ("safety_items", "core.Safety", {}, []),
    ("sights_items", "core.Sight", {}, []),
    ("virtual_categories", "core.VirtualCategory", {}, []),
    ("virtual_category_items", "core.VirtualCategoryItem", {"category_id": "virtual_category_id"}, []),
    ("menus", "core.Menu", {}, []),
]
# Join tables: (table, Django model or M2M through, its columns → fields).
LINKS = [
    ("hotel_admins", "accounts.User.admined_hotels", {"user_id": "user_id", "hotel_id": "hotel_id"}),
    ("hotel_managers", "accounts.User.managed_hotels", {"user_id": "user_id", "hotel_id": "hotel_id"}),
    ("hotel_facilities", "core.HotelFacility", {"hotel_id": "hotel_id", "facility_id": "facility_id", "selected": "selected", "linked": "linked"}),
    ("user_positions", "core.Position.users", {"position_id": "position_id", "user_id": "user_id"}),
    ("channel_positions", "core.Channel.positions", {"channel_id": "channel_id", "position_id": "position_id"}),
    ("channel_users", "core.Channel.users", {"channel_id": "channel_id", "user_id": "user_id"}),
]
# Content types of our server (images.content_type, menu_items.c_content_type) → Django model names.
CONTENT_TYPES = {
    "hotel": "hotel",
    "service": "service",
    "landing": "landing",
    "promolanding": "landing",
    "safety": "safety",
    "safetyitem": "safety",
    "sight": "sight",
    "sightsitem": "sight",
    "virtualcategory": "virtualcategory",
}
# Objects with an `image` field of their own (one picture), by our server's image content type.
OWN_IMAGE = {"landing": "promo_landings", "safety": "safety_items", "sight": "sights_items"}


@contextmanager
def stored_timestamps(*models):
    """Lets bulk_create keep the rows' own created_at/updated_at (auto_now and auto_now_add would overwrite them)."""
    saved = []
    for model in models:
        for field in model._meta.concrete_fields:
            if getattr(field, "auto_now", False) or getattr(field, "auto_now_add", False):
                saved.append((field, field.auto_now, field.auto_now_add))
                field.auto_now = field.auto_now_add = False
    try:
        yield
    finally:
        for field, auto_now, auto_now_add in saved:
            field.auto_now, field.auto_now_add = auto_now, auto_now_add


def model_of(label):
    app_label, name = label.split(".")[:2]
    return apps.get_model(app_label, name)


def build(model, rows, renames, dropped):
    fields = {field.attname: field for field in model._meta.concrete_fields}
    for field in model._meta.concrete_fields:
        fields.setdefault(field.name, field)
    objects = []
    for row in rows:
        values = {}
        for column, value in row.items():
            if column in dropped:
                continue
            name = renames.get(column, column)
            field = fields.get(name)
            if field is None:
                continue
            if value is not None and field.get_internal_type() == "DecimalField":
                value = Decimal(str(value))
            values[field.attname] = value
        objects.append(model(**values))
    return objects


class Command(BaseCommand):
    help = "Creates the demo data (from our server's tables with --data; else the four demo accounts)."

    def add_arguments(self, parser):
        parser.add_argument("--data", help="JSON: {password, tables: {table: [rows]}} (or the older {password, hotels, users})")

    @transaction.atomic
    def handle(self, *args, data=None, **options):
        seed = DEFAULT
        if data:
            with open(data, encoding="utf-8") as file:
                seed = json.load(file)
        if "tables" in seed:
            self.load_tables(seed)
        else:
            self.load_accounts(seed)
        mails = 0
        for user in User.objects.filter(is_active=False).order_by("id"):
            if OutboxMessage.objects.filter(to__iexact=user.email, text__contains="/activate/").exists():
                continue
            djoser_settings.EMAIL.activation(None, {"user": user}).send([user.email])
            mails += 1
        self.stdout.write(f"seed: {User.objects.count()} accounts, {mails} activation e-mails")

    def load_accounts(self, seed):
        for hotel in seed["hotels"]:
            Hotel.objects.update_or_create(id=hotel["id"], defaults={"name": hotel["name"], "city": hotel["city"]})
        # One hash for every account: hashing is the slow part of a seed.
        password = make_password(seed["password"])
        for entry in seed["users"]:
            user, created = User.objects.get_or_create(
                email=entry["email"],
                defaults={
                    "first_name": entry["firstName"],
                    "last_name": entry["lastName"],
                    "phone": entry.get("phone", ""),
                    "is_active": entry["isActive"],
                    "password": password,
                },
            )
            if created:
                user.admined_hotels.set(entry.get("adminOf", []))
                user.managed_hotels.set(entry.get("managerOf", []))

    def load_tables(self, seed):
        tables = seed["tables"]
        if User.objects.exists():
            self.stdout.write("seed: the database has accounts already, nothing loaded")
            return
        password = make_password(seed["password"])
        content_types = {
            name: ContentType.objects.get_for_model(model_of(label))
            for name, label in [
                ("hotel", "accounts.Hotel"),
                ("service", "core.Service"),
                ("landing", "core.Landing"),
                ("safety", "core.Safety"),
                ("sight", "core.Sight"),
                ("virtualcategory", "core.VirtualCategory"),
            ]
        }
        # The one image of a landing, a safety item or a sight is that object's own `image`.
        own_images = {}
        for row in tables.get("images", []):
            kind = CONTENT_TYPES.get(row["content_type"])
            if kind in OWN_IMAGE and (row["is_main"] or (kind, row["object_id"]) not in own_images):
                own_images[(kind, row["object_id"])] = f"images/{row['file_name']}"
        for kind, table in OWN_IMAGE.items():
            for row in tables.get(table, []):
                row["image"] = own_images.get((kind, row["id"]))

        for table, label, renames, dropped in TABLES:
            model = model_of(label)
            objects = build(model, sorted(tables.get(table, []), key=lambda row: row["id"]), renames, dropped)
            if model is User:
                for user in objects:
                    user.password = password
            with stored_timestamps(model):
                model.objects.bulk_create(objects)

        for table, label, columns in LINKS:
            parts = label.split(".")
            model = model_of(label)
            if len(parts) == 3:
                model = getattr(model, parts[2]).through
            model.objects.bulk_create([model(**{field: row[column] for column, field in columns.items()}) for row in tables.get(table, [])])

        Image = model_of("core.Image")
        images = [
            Image(
                id=row["id"],
                content_type=content_types[CONTENT_TYPES[row["content_type"]]],
                object_id=row["object_id"],
                hotel_id=row["hotel_id"],
                image=f"images/{row['file_name']}",
                is_main=row["is_main"],
                position=row["position"],
                created_at=row["created_at"],
            )
            for row in tables.get("images", [])
            if CONTENT_TYPES.get(row["content_type"]) not in OWN_IMAGE
        ]
        with stored_timestamps(Image):
            Image.objects.bulk_create(images)

        MenuItem = model_of("core.MenuItem")
        items = [
            MenuItem(
                id=row["id"],
                menu_id=row["menu_id"],
                c_content_type=content_types[CONTENT_TYPES[row["c_content_type"]]],
                object_id=row["object_id"],
                order=row["order"],
                created_at=row["created_at"],
                updated_at=row["updated_at"],
            )
            for row in tables.get("menu_items", [])
            if row["c_content_type"] in CONTENT_TYPES
        ]
        with stored_timestamps(MenuItem):
            MenuItem.objects.bulk_create(items)
