"""ModelSerializers of the hotel's data: DRF's defaults (relations as primary keys, decimals as strings, files as URLs)."""
from django.conf import settings
from django.contrib.auth import get_user_model
from django.contrib.contenttypes.models import ContentType
from rest_framework import serializers

from accounts.models import Hotel

from .models import (
    Category,
    Channel,
    Facility,
    Guest,
    Image,
    Landing,
    Menu,
    MenuItem,
    Message,
    PaymentPoint,
    Position,
    Room,
    Safety,
    SafetyCategory,
    Service,
    ServiceOrder,
    Sight,
    SightsCategory,
    Stay,
    VirtualCategory,
    VirtualCategoryItem,
)

User = get_user_model()

# The models whose objects have images (`content_type` of an upload, `type` of GET /images/{type}/{id}/).
IMAGE_MODELS = ["hotel", "service", "landing", "safety", "sight", "virtualcategory"]
# The models a menu item may point at (`c_content_type`).
MENU_MODELS = ["service", "virtualcategory", "safety", "sight", "landing"]
# Hotel fields only an administrator of the hotel may change (GET /hotels/field_restrictions/ `readOnlyForManager`).
ADMIN_ONLY_HOTEL_FIELDS = ["name", "stars", "city", "address", "postal_code", "latitude", "longitude", "currency", "timezone"]


class HotelPrimaryKeyRelatedField(serializers.PrimaryKeyRelatedField):
    """A primary key among the active hotel's objects (`hotel_lookup` from the related model to the hotel)."""

    def __init__(self, hotel_lookup="hotel", **kwargs):
        self.hotel_lookup = hotel_lookup
        super().__init__(**kwargs)

    def get_queryset(self):
        queryset = super().get_queryset()
        hotel = getattr(self.context.get("request"), "hotel", None)
        return queryset.filter(**{self.hotel_lookup: hotel}) if hotel else queryset.none()


# ---------------------------------------------------------------------------------------------------------------
# Hotel


class HotelSerializer(serializers.ModelSerializer):
    class Meta:
        model = Hotel
        fields = "__all__"

    def validate(self, attrs):
        # A manager may send the whole record back, but not change what only an administrator may.
        if self.context.get("role") != "admin" and self.instance is not None:
            errors = {
                name: ["Это поле может изменить только администратор отеля."]
                for name in ADMIN_ONLY_HOTEL_FIELDS
                if name in attrs and attrs[name] != getattr(self.instance, name)
            }
            if errors:
                raise serializers.ValidationError(errors)
        return attrs


# ---------------------------------------------------------------------------------------------------------------
# Front desk


class RoomSerializer(serializers.ModelSerializer):
    class Meta:
        model = Room
        fields = "__all__"


class GuestSerializer(serializers.ModelSerializer):
    class Meta:
        model = Guest
        fields = "__all__"


class StaySerializer(serializers.ModelSerializer):
    class Meta:
        model = Stay
        exclude = ["hotel"]
        depth = 1


class SetRoomSerializer(serializers.Serializer):
    room = HotelPrimaryKeyRelatedField(queryset=Room.objects.all(), allow_null=True)


class ServiceOrderSerializer(serializers.ModelSerializer):
    stay = HotelPrimaryKeyRelatedField(queryset=Stay.objects.all())
    service = HotelPrimaryKeyRelatedField(queryset=Service.objects.all())

    class Meta:
        model = ServiceOrder
        fields = "__all__"
        read_only_fields = ["hotel", "status", "created_by", "taken_by", "taken_at", "completed_at", "cancelled_at"]


class MessageSerializer(serializers.ModelSerializer):
    class Meta:
        model = Message
        fields = "__all__"
        read_only_fields = ["order", "author", "user", "language"]


class TranslateSerializer(serializers.Serializer):
    destination_language = serializers.ChoiceField(choices=settings.GUEST_LANGUAGES)


class ServiceSerializer(serializers.ModelSerializer):
    class Meta:
        model = Service
        fields = "__all__"
        read_only_fields = ["hotel"]


# ---------------------------------------------------------------------------------------------------------------
# Images


class ImageSerializer(serializers.ModelSerializer):
    content_type = serializers.SlugRelatedField(slug_field="model", read_only=True)

    class Meta:
        model = Image
        fields = "__all__"
        read_only_fields = ["hotel", "is_main", "position"]


class ImageUploadSerializer(serializers.ModelSerializer):
    """The upload form {content_type, object_id, file}; the file is stored in the model's `image`."""

    content_type = serializers.SlugRelatedField(
        slug_field="model", queryset=ContentType.objects.filter(model__in=IMAGE_MODELS)
    )
    file = serializers.ImageField(source="image", write_only=True)
    image = serializers.ImageField(read_only=True)

    class Meta:
        model = Image
        fields = ["id", "content_type", "object_id", "hotel", "image", "file", "is_main", "position", "created_at"]
        read_only_fields = ["hotel", "is_main", "position"]

    def validate(self, attrs):
        model = attrs["content_type"].model_class()
        hotel = self.context["request"].hotel
        objects = Hotel.objects.filter(pk=hotel.pk) if model is Hotel else model.objects.filter(hotel=hotel)
        if not objects.filter(pk=attrs["object_id"]).exists():
            raise serializers.ValidationError({"object_id": ["Объект не найден."]})
        return attrs


# ---------------------------------------------------------------------------------------------------------------
# Facility catalogue


class CategorySerializer(serializers.ModelSerializer):
    class Meta:
        model = Category
        fields = ["id", "name", "icon", "position"]


class FacilitySerializer(serializers.ModelSerializer):
    selected = serializers.BooleanField(read_only=True)
    linked = serializers.BooleanField(read_only=True)

    class Meta:
        model = Facility
        fields = ["id", "name", "icon", "category", "position", "selected", "linked"]


# ---------------------------------------------------------------------------------------------------------------
# Team


class PositionSerializer(serializers.ModelSerializer):
    class Meta:
        model = Position
        fields = ["id", "hotel", "parent", "name", "created_at"]
        read_only_fields = ["hotel", "parent"]


class ChannelSerializer(serializers.ModelSerializer):
    class Meta:
        model = Channel
        fields = ["id", "hotel", "parent", "name", "created_at"]
        read_only_fields = ["hotel", "parent"]


class NodeNameSerializer(serializers.Serializer):
    name = serializers.CharField(max_length=100)


def _staff_of_hotel(serializer, user):
    hotel = serializer.context["request"].hotel
    if not (user.admined_hotels.filter(pk=hotel.pk).exists() or user.managed_hotels.filter(pk=hotel.pk).exists()):
        raise serializers.ValidationError("Сотрудник не работает в этом отеле.")
    return user


class SubscriptionSerializer(serializers.Serializer):
    user_id = serializers.PrimaryKeyRelatedField(queryset=User.objects.all(), required=False)
    position_id = HotelPrimaryKeyRelatedField(queryset=Position.objects.all(), required=False)

    def validate_user_id(self, user):
        return _staff_of_hotel(self, user)

    def validate(self, attrs):
        if not attrs.get("user_id") and not attrs.get("position_id"):
            raise serializers.ValidationError("Укажите user_id или position_id.")
        return attrs


class UserIdSerializer(serializers.Serializer):
    user_id = serializers.PrimaryKeyRelatedField(queryset=User.objects.all())

    def validate_user_id(self, user):
        return _staff_of_hotel(self, user)


class SubscribedUserSerializer(serializers.ModelSerializer):
    class Meta:
        model = User
        fields = ["id", "email", "first_name", "last_name", "is_active"]


# ---------------------------------------------------------------------------------------------------------------
# Staff accounts


class StaffSerializer(serializers.ModelSerializer):
    ROLES = [("admin", "Администратор"), ("manager", "Менеджер")]

    role = serializers.ChoiceField(choices=ROLES, write_only=True)
    positions = HotelPrimaryKeyRelatedField(queryset=Position.objects.all(), many=True, required=False)

    class Meta:
        model = User
        fields = ["id", "email", "first_name", "last_name", "phone", "is_active", "last_login", "positions", "role"]
        read_only_fields = ["is_active", "last_login"]

    def __init__(self, *args, **kwargs):
        super().__init__(*args, **kwargs)
        if isinstance(self.instance, User):
            # An account's address is its login: changed by its owner only (djoser), not here.
            self.fields["email"].read_only = True
            self.fields["role"].required = False

    def to_representation(self, user):
        data = super().to_representation(user)
        hotel = self.context["request"].hotel
        data["positions"] = [position.pk for position in user.positions.all() if position.hotel_id == hotel.pk]
        data["role"] = "admin" if user.admined_hotels.filter(pk=hotel.pk).exists() else "manager"
        return data

    def _set_role_and_positions(self, user, role, positions):
        hotel = self.context["request"].hotel
        if role == "admin":
            user.managed_hotels.remove(hotel)
            user.admined_hotels.add(hotel)
        elif role == "manager":
            user.admined_hotels.remove(hotel)
            user.managed_hotels.add(hotel)
        if positions is not None:
            user.positions.remove(*user.positions.filter(hotel=hotel))
            user.positions.add(*positions)

    def create(self, validated_data):
        role = validated_data.pop("role")
        positions = validated_data.pop("positions", None)
        user = User(is_active=False, **validated_data)
        user.set_unusable_password()
        user.save()
        self._set_role_and_positions(user, role, positions)
        return user

    def update(self, user, validated_data):
        role = validated_data.pop("role", None)
        positions = validated_data.pop("positions", None)
        user = super().update(user, validated_data)
        self._set_role_and_positions(user, role, positions)
        return user


# ---------------------------------------------------------------------------------------------------------------
# Billing and promo


class PaymentPointSerializer(serializers.ModelSerializer):
    class Meta:
        model = PaymentPoint
        fields = "__all__"

    def validate_hotel(self, hotel):
        if hotel != self.context["request"].hotel:
            raise serializers.ValidationError("Точку оплаты можно добавить только в выбранный отель.")
        return hotel


class LandingSerializer(serializers.ModelSerializer):
    cta_service = HotelPrimaryKeyRelatedField(queryset=Service.objects.all(), allow_null=True, required=False)

    class Meta:
        model = Landing
        fields = "__all__"
        read_only_fields = ["hotel"]

    def validate(self, attrs):
        cta_type = attrs.get("cta_type", getattr(self.instance, "cta_type", Landing.CtaType.NONE))
        cta_service = attrs.get("cta_service", getattr(self.instance, "cta_service", None))
        if cta_type == Landing.CtaType.SERVICE and cta_service is None:
            raise serializers.ValidationError({"cta_service": ["Выберите услугу для кнопки."]})
        return attrs


# ---------------------------------------------------------------------------------------------------------------
# Content


class SafetyCategorySerializer(serializers.ModelSerializer):
    class Meta:
        model = SafetyCategory
        fields = "__all__"


class SightsCategorySerializer(serializers.ModelSerializer):
    class Meta:
        model = SightsCategory
        fields = "__all__"


class SafetySerializer(serializers.ModelSerializer):
    class Meta:
        model = Safety
        fields = "__all__"
        read_only_fields = ["hotel"]

    def validate_phones(self, phones):
        if not isinstance(phones, list) or not all(isinstance(phone, str) for phone in phones):
            raise serializers.ValidationError("Ожидался список телефонов.")
        if len(phones) > 5:
            raise serializers.ValidationError("Не больше 5 телефонов.")
        return phones


class SightSerializer(serializers.ModelSerializer):
    class Meta:
        model = Sight
        fields = "__all__"
        read_only_fields = ["hotel"]


# ---------------------------------------------------------------------------------------------------------------
# Virtual categories and menus


class VirtualCategorySerializer(serializers.ModelSerializer):
    class Meta:
        model = VirtualCategory
        fields = "__all__"
        read_only_fields = ["hotel"]


class VirtualCategoryItemSerializer(serializers.ModelSerializer):
    virtual_category = HotelPrimaryKeyRelatedField(queryset=VirtualCategory.objects.all())
    service = HotelPrimaryKeyRelatedField(queryset=Service.objects.all())

    class Meta:
        model = VirtualCategoryItem
        fields = "__all__"


class MenuSerializer(serializers.ModelSerializer):
    class Meta:
        model = Menu
        fields = "__all__"
        read_only_fields = ["hotel"]


class MenuItemSerializer(serializers.ModelSerializer):
    menu = HotelPrimaryKeyRelatedField(queryset=Menu.objects.all())
    c_content_type = serializers.PrimaryKeyRelatedField(
        queryset=ContentType.objects.filter(app_label="core", model__in=MENU_MODELS)
    )

    class Meta:
        model = MenuItem
        fields = "__all__"

    def validate(self, attrs):
        content_type = attrs.get("c_content_type", getattr(self.instance, "c_content_type", None))
        object_id = attrs.get("object_id", getattr(self.instance, "object_id", None))
        hotel = self.context["request"].hotel
        if not content_type.model_class().objects.filter(pk=object_id, hotel=hotel).exists():
            raise serializers.ValidationError({"object_id": ["Объект не найден."]})
        return attrs


class SortItemSerializer(serializers.Serializer):
    id = serializers.IntegerField()
    order = serializers.IntegerField(min_value=0)
