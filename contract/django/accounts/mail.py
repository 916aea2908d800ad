"""
The e-mail backend of the contract backend: nothing is sent. Each message is stored per recipient (for
`GET /dev/outbox/`, so tests can follow activation and reset links) and printed to the console with its links.
"""
import re
import sys

from django.core.mail.backends.base import BaseEmailBackend

from .models import OutboxMessage

_LINK = re.compile(r"https?://[^\s<>\"']+")


class OutboxEmailBackend(BaseEmailBackend):
    def send_messages(self, email_messages):
        sent = 0
        for message in email_messages:
            body = message.body or ""
            links = list(dict.fromkeys(_LINK.findall(body)))
            for recipient in message.recipients():
                OutboxMessage.objects.create(to=recipient, subject=message.subject, text=body, links=links)
            print(f"e-mail to {', '.join(message.recipients())}: «{message.subject}» {' '.join(links)}", file=sys.stderr, flush=True)
            sent += 1
        return sent
