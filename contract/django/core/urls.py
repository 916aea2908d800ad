"""The URLs of SPEC §7 beside authentication, with the paths exactly as SPEC writes them."""
from django.urls import include, path
from rest_framework.routers import SimpleRouter

from .views.content import (
    LandingViewSet,
    MenuItemViewSet,
    MenuListView,
    MenuViewSet,
    SafetyCategoryViewSet,
    SafetyViewSet,
    SightsCategoryViewSet,
    SightViewSet,
)
from .views.front_desk import (
    LanguagesView,
    MessageViewSet,
    ServiceOrderStatusesView,
    ServiceOrderViewSet,
    StayViewSet,
)
from .views.hotel import (
    CategoryViewSet,
    FacilityViewSet,
    HotelFieldRestrictionsView,
    HotelViewSet,
    ImageViewSet,
    ObjectImageListView,
    ServiceViewSet,
    VirtualCategoryItemViewSet,
    VirtualCategoryViewSet,
)
from .views.team import ChannelViewSet, GatewaysView, PaymentPointViewSet, PositionViewSet, StaffViewSet

router = SimpleRouter()
router.register("dashboard/stays", StayViewSet, basename="stay")
router.register("dashboard/service_orders", ServiceOrderViewSet, basename="service-order")
router.register("messages", MessageViewSet, basename="message")
router.register("dashboard/hotels", HotelViewSet, basename="hotel")
router.register("dashboard/images", ImageViewSet, basename="image")
router.register("dashboard/categories", CategoryViewSet, basename="category")
router.register("dashboard/facilities", FacilityViewSet, basename="facility")
router.register("dashboard/services", ServiceViewSet, basename="service")
router.register("dashboard/virtual-categories", VirtualCategoryViewSet, basename="virtual-category")
router.register("dashboard/virtual-categories-items", VirtualCategoryItemViewSet, basename="virtual-category-item")
router.register("dashboard/channels", ChannelViewSet, basename="channel")
router.register("dashboard/positions", PositionViewSet, basename="position")
router.register("dashboard/accounts", StaffViewSet, basename="staff")
router.register("dashboard/billing/payment_points", PaymentPointViewSet, basename="payment-point")
router.register("dashboard/promo/landings", LandingViewSet, basename="landing")
router.register("dashboard/menus", MenuViewSet, basename="menu")
router.register("dashboard/menu_items", MenuItemViewSet, basename="menu-item")
router.register("content/safety-categories", SafetyCategoryViewSet, basename="safety-category")
router.register("content/sights-categories", SightsCategoryViewSet, basename="sights-category")
router.register("dashboard/content/safety", SafetyViewSet, basename="safety")
router.register("dashboard/content/sights", SightViewSet, basename="sight")

urlpatterns = [
    path("service_orders/statuses/", ServiceOrderStatusesView.as_view(), name="service-order-statuses"),
    path("config/langs/", LanguagesView.as_view(), name="languages"),
    path("hotels/field_restrictions/", HotelFieldRestrictionsView.as_view(), name="hotel-field-restrictions"),
    path("images/<str:type>/<int:object_id>/", ObjectImageListView.as_view(), name="object-images"),
    path("dashboard/billing/gateways/", GatewaysView.as_view(), name="billing-gateways"),
    path("menus/", MenuListView.as_view(), name="menus"),
    path("", include(router.urls)),
]
