"""
`manage.py serve ADDRPORT [--data FILE]`: migrate, seed, then Django's development server without the
autoreloader, all in one process (one interpreter start instead of three: the start-up is most of a test's wait).
Used by scripts/django-backend.ts.
"""
from django.core.management import call_command
from django.core.management.base import BaseCommand


class Command(BaseCommand):
    help = "Migrates, seeds and serves (runserver --noreload)."
    requires_system_checks = []

    def add_arguments(self, parser):
        parser.add_argument("addrport", help="e.g. 127.0.0.1:8102")
        parser.add_argument("--data", help="seed data (see the seed command)")

    def handle(self, *args, addrport, data=None, **options):
        call_command("migrate", interactive=False, verbosity=0)
        call_command("seed", data=data)
        call_command("runserver", addrport, use_reloader=False)
