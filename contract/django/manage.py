#!/usr/bin/env python3
"""Django's command-line utility for the contract backend (run it with Debian's /usr/bin/python3)."""
import os
import sys

if __name__ == "__main__":
    os.environ.setdefault("DJANGO_SETTINGS_MODULE", "hotelapi.settings")
    from django.core.management import execute_from_command_line

    execute_from_command_line(sys.argv)
