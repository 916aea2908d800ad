"""
`manage.py seed [--data FILE]`: the demo hotels and accounts of docs/CONTRACTS.md («Demo data»), idempotent, and
the activation e-mail of each inactive account that has none yet. scripts/django-backend.ts passes `--data` with
the hotels and users of server/seed/data.ts, so both backends know the same accounts; without it the four demo
accounts below are created.
"""
import json

from django.contrib.auth.hashers import make_password
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


class Command(BaseCommand):
    help = "Creates the demo hotels and accounts (idempotent)."

    def add_arguments(self, parser):
        parser.add_argument("--data", help="JSON with password, hotels [{id, name, city}] and users [{email, firstName, ...}]")

    @transaction.atomic
    def handle(self, *args, data=None, **options):
        seed = DEFAULT
        if data:
            with open(data, encoding="utf-8") as file:
                seed = json.load(file)
        for hotel in seed["hotels"]:
            Hotel.objects.update_or_create(id=hotel["id"], defaults={"name": hotel["name"], "city": hotel["city"]})
        # One hash for every account: hashing is the slow part of a seed.
        password = make_password(seed["password"])
        created = 0
        for entry in seed["users"]:
            user, was_created = User.objects.get_or_create(
                email=entry["email"],
                defaults={
                    "first_name": entry["firstName"],
                    "last_name": entry["lastName"],
                    "phone": entry.get("phone", ""),
                    "is_active": entry["isActive"],
                    "password": password,
                },
            )
            if not was_created:
                continue
            created += 1
            user.admined_hotels.set(entry.get("adminOf", []))
            user.managed_hotels.set(entry.get("managerOf", []))
        mails = 0
        for user in User.objects.filter(is_active=False).order_by("id"):
            if OutboxMessage.objects.filter(to__iexact=user.email, text__contains="/activate/").exists():
                continue
            djoser_settings.EMAIL.activation(None, {"user": user}).send([user.email])
            mails += 1
        self.stdout.write(f"seed: {created} accounts created, {mails} activation e-mails")
