"""Django's PBKDF2 hasher with the iteration count from PASSWORD_HASH_ITERATIONS (tests make it cheap)."""
import os

from django.contrib.auth.hashers import PBKDF2PasswordHasher


class ConfigurablePBKDF2PasswordHasher(PBKDF2PasswordHasher):
    iterations = int(os.environ.get("PASSWORD_HASH_ITERATIONS") or PBKDF2PasswordHasher.iterations)
