"""
djoser's activation and password-reset e-mails, without django-templated-mail (not packaged by Debian): the same
interface (`Email(request, context).send(to)`), the same uid and token (djoser.utils.encode_uid, Django's
default_token_generator) and the same URLs (DJOSER ACTIVATION_URL / PASSWORD_RESET_CONFIRM_URL), under
DASHBOARD_URL as templated-mail's `{protocol}://{domain}/` would put them. Texts are our server's
(server/auth/emails.py).
"""
from django.conf import settings
from django.contrib.auth.tokens import default_token_generator
from django.core.mail import send_mail
from djoser import utils
from djoser.conf import settings as djoser_settings


def _greeting(user):
    name = " ".join(part for part in (user.first_name, user.last_name) if part)
    return f"Здравствуйте, {name}!" if name else "Здравствуйте!"


class _LinkEmail:
    url_setting = ""
    subject = ""
    template = ""

    def __init__(self, request=None, context=None, **kwargs):
        self.request = request
        self.context = dict(context or {})

    def link(self):
        user = self.context["user"]
        path = getattr(djoser_settings, self.url_setting).format(uid=utils.encode_uid(user.pk), token=default_token_generator.make_token(user))
        return f"{settings.DASHBOARD_URL}/{path}"

    def send(self, to, *args, **kwargs):
        text = self.template.format(greeting=_greeting(self.context["user"]), link=self.link())
        send_mail(self.subject, text, settings.DEFAULT_FROM_EMAIL, list(to))


class ActivationEmail(_LinkEmail):
    url_setting = "ACTIVATION_URL"
    subject = "Активация аккаунта"
    template = (
        "{greeting}\n\nДля вас создан аккаунт в панели управления отелем. Чтобы активировать его, перейдите по ссылке:\n"
        "{link}\n\nЕсли вы не ждали этого письма, просто удалите его."
    )


class PasswordResetEmail(_LinkEmail):
    url_setting = "PASSWORD_RESET_CONFIRM_URL"
    subject = "Сброс пароля"
    template = (
        "{greeting}\n\nВы запросили сброс пароля в панели управления отелем. Чтобы задать новый пароль, перейдите по ссылке:\n"
        "{link}\n\nЕсли вы не запрашивали сброс, просто удалите это письмо: пароль останется прежним."
    )
