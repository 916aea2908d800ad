"""The pagination of every list: DRF's PageNumberPagination, with the page size the client may choose (up to 999)."""
from rest_framework import pagination


class PageNumberPagination(pagination.PageNumberPagination):
    page_size_query_param = "page_size"
    max_page_size = 999
