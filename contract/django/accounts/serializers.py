"""The sign-in answer with the user's fields, and the session user of `GET/PATCH /auth/users/me/`."""
from djoser.serializers import UserSerializer
from rest_framework import serializers
from rest_framework_simplejwt.serializers import TokenObtainPairSerializer

from .models import Hotel


class TokenObtainPairWithUserSerializer(TokenObtainPairSerializer):
    """SimpleJWT's pair plus the user's id, e-mail and names (SPEC §3: "access and refresh tokens plus other user fields")."""

    def validate(self, attrs):
        data = super().validate(attrs)
        data.update(id=self.user.id, email=self.user.email, first_name=self.user.first_name, last_name=self.user.last_name)
        return data


class HotelSerializer(serializers.ModelSerializer):
    class Meta:
        model = Hotel
        fields = ("id", "name", "city")


class MeSerializer(UserSerializer):
    """
    djoser's UserSerializer — the user's REQUIRED_FIELDS, id and login field (read-only) — plus the phone and the two
    hotel lists the session needs (SPEC §3: "the user record from the server plus adminedHotels and managedHotels").
    No is_active or last_login: djoser's serializer has none, and the dashboard must not depend on them.
    """

    admined_hotels = HotelSerializer(many=True, read_only=True)
    managed_hotels = HotelSerializer(many=True, read_only=True)

    class Meta(UserSerializer.Meta):
        fields = UserSerializer.Meta.fields + ("phone", "admined_hotels", "managed_hotels")
