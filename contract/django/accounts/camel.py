"""
camelCase on the wire, as the production backend speaks it: djangorestframework-camel-case (which Debian does not
package) in a few lines, with its own conversion rules — response keys camelized recursively (`c_content_type` →
`cContentType`), request keys snake_cased for JSON, multipart and form bodies alike (`newPassword` →
`new_password`, `anotherHTMLField` → `another_html_field`). Its rules are kept exactly, acronyms included: the
library turns a trailing acronym letter by letter (`objectID` → `object_i_d`), so a client sends `objectId`.
"""
import re

from django.core.files import File
from django.http import QueryDict
from django.utils.datastructures import MultiValueDict
from django.utils.encoding import force_str
from django.utils.functional import Promise
from rest_framework.parsers import DataAndFiles, FormParser, JSONParser, MultiPartParser
from rest_framework.renderers import JSONRenderer

# djangorestframework_camel_case.util: camelize_re and the default (not `no_underscore_before_number`) pattern.
_CAMELIZE = re.compile(r"[a-z0-9]?_[a-z0-9]")
_UNDERSCOREIZE = re.compile(
    r"([a-z0-9]|[A-Z]?(?=[A-Z0-9](?=[a-z0-9]|$)))([A-Z]|(?<=[a-z])[0-9](?=[0-9A-Z]|$)|(?<=[A-Z])[0-9](?=[0-9]|$))"
)


def _underscore_to_camel(match):
    group = match.group()
    return group[0] + group[2].upper() if len(group) == 3 else group[1].upper()


def camel_to_underscore(name):
    return _UNDERSCOREIZE.sub(r"\1_\2", name).lower()


def camelize(data):
    if isinstance(data, Promise):
        data = force_str(data)
    if isinstance(data, dict):
        result = {}
        for key, value in data.items():
            if isinstance(key, Promise):
                key = force_str(key)
            new_key = _CAMELIZE.sub(_underscore_to_camel, key) if isinstance(key, str) and "_" in key else key
            result[new_key] = camelize(value)
        return result
    if isinstance(data, (list, tuple)):
        return [camelize(item) for item in data]
    return data


def underscoreize(data):
    if isinstance(data, QueryDict):
        converted = QueryDict(mutable=True)
        for key, values in data.lists():
            converted.setlist(camel_to_underscore(key), values)
        return converted
    if isinstance(data, MultiValueDict):
        converted = MultiValueDict()
        for key, values in data.lists():
            converted.setlist(camel_to_underscore(key), values)
        return converted
    if isinstance(data, dict):
        return {(camel_to_underscore(key) if isinstance(key, str) else key): underscoreize(value) for key, value in data.items()}
    if isinstance(data, list):
        return [underscoreize(item) for item in data]
    if isinstance(data, File):
        return data
    return data


class CamelCaseJSONRenderer(JSONRenderer):
    def render(self, data, accepted_media_type=None, renderer_context=None):
        return super().render(camelize(data), accepted_media_type, renderer_context)


class CamelCaseJSONParser(JSONParser):
    def parse(self, stream, media_type=None, parser_context=None):
        return underscoreize(super().parse(stream, media_type, parser_context))


class CamelCaseFormParser(FormParser):
    def parse(self, stream, media_type=None, parser_context=None):
        return underscoreize(super().parse(stream, media_type, parser_context))


class CamelCaseMultiPartParser(MultiPartParser):
    def parse(self, stream, media_type=None, parser_context=None):
        parsed = super().parse(stream, media_type, parser_context)
        return DataAndFiles(underscoreize(parsed.data), underscoreize(parsed.files))
