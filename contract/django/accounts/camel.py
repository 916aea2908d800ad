"""
camelCase JSON on the wire, as the production backend speaks it (djangorestframework-camel-case, which Debian does
not package, in a few lines): response keys camelCase, recursively; request keys snake_case, so a client may send
either spelling (`newPassword` or `new_password`).
"""
import re

from rest_framework.parsers import JSONParser
from rest_framework.renderers import JSONRenderer

_SNAKE = re.compile(r"(?<=[a-z0-9])_([a-z0-9])")
_CAMEL = re.compile(r"(?<=[a-z0-9])([A-Z])")


def camelize(data):
    if isinstance(data, dict):
        return {(_SNAKE.sub(lambda m: m.group(1).upper(), key) if isinstance(key, str) else key): camelize(value) for key, value in data.items()}
    if isinstance(data, (list, tuple)):
        return [camelize(item) for item in data]
    return data


def underscoreize(data):
    if isinstance(data, dict):
        return {(_CAMEL.sub(lambda m: "_" + m.group(1).lower(), key) if isinstance(key, str) else key): underscoreize(value) for key, value in data.items()}
    if isinstance(data, list):
        return [underscoreize(item) for item in data]
    return data


class CamelCaseJSONRenderer(JSONRenderer):
    def render(self, data, accepted_media_type=None, renderer_context=None):
        return super().render(camelize(data), accepted_media_type, renderer_context)


class CamelCaseJSONParser(JSONParser):
    def parse(self, stream, media_type=None, parser_context=None):
        return underscoreize(super().parse(stream, media_type, parser_context))
