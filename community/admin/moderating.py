"""Moderator actions on an object's admin page: a button per action, a page whose form asks why, then the service."""

from __future__ import annotations

from typing import Any, ClassVar

from django.contrib import admin, messages
from django.contrib.admin.utils import unquote
from django.core.exceptions import PermissionDenied
from django.http import Http404, HttpRequest, HttpResponse, HttpResponseRedirect
from django.template.response import TemplateResponse
from django.urls import URLPattern, path, reverse

from accounts.models import User
from community.admin.forms import ActionForm
from community.services.moderation import MODERATE
from config.api.service_errors import ServiceError

MODERATOR_ACTION_TEMPLATE = "admin/games/moderator_action.html"


def may_moderate(request: HttpRequest) -> bool:
    """Whether the signed-in staff member may take moderator actions."""
    return request.user.is_active and request.user.is_staff and request.user.has_perm(MODERATE)


class ModeratedAdmin(admin.ModelAdmin):  # type: ignore[type-arg]
    """An admin whose change page offers moderator actions (`moderator_forms`), each on a page of its own."""

    moderator_forms: ClassVar[dict[str, type[ActionForm]]] = {}
    change_form_template = "admin/games/moderated_change_form.html"

    def get_urls(self) -> list[URLPattern]:
        """The actions' pages beside the admin's own."""
        name = f"{self.opts.app_label}_{self.opts.model_name}_moderate"
        view = self.admin_site.admin_view(self.moderate_view)
        return [path("<path:object_id>/moderate/<slug:action>/", view, name=name), *super().get_urls()]

    def moderator_tools(self, request: HttpRequest, obj: Any) -> list[tuple[str, str]]:
        """The buttons of the actions the staff member may take on the object now: (title, address)."""
        if obj is None or not may_moderate(request):
            return []
        name = f"admin:{self.opts.app_label}_{self.opts.model_name}_moderate"
        return [
            (form.title, reverse(name, args=[obj.pk, action]))
            for action, form in self.moderator_forms.items()
            if form.applies(obj)
        ]

    def panel(self, request: HttpRequest, obj: Any) -> dict[str, Any]:
        """What the change page shows below the object's fields (each admin adds its own)."""
        return {}

    def change_view(
        self, request: HttpRequest, object_id: str, form_url: str = "", extra_context: dict[str, Any] | None = None
    ) -> HttpResponse:
        """The object's page, with the moderator actions' buttons and the admin's panel."""
        obj = self.get_object(request, unquote(object_id))
        context = dict(extra_context or {})
        if obj is not None and self.has_view_permission(request, obj):
            context["moderator_tools"] = self.moderator_tools(request, obj)
            context.update(self.panel(request, obj))
        return super().change_view(request, object_id, form_url, context)

    def moderate_view(self, request: HttpRequest, object_id: str, action: str) -> HttpResponse:
        """One action's page: its form, asking for the reason; on a valid POST, the action taken."""
        form_class = self.moderator_forms.get(action)
        if form_class is None:
            raise Http404("no such moderator action")
        obj = self.get_object(request, unquote(object_id))
        if obj is None:
            raise Http404("no such object")
        if not (self.has_view_permission(request, obj) and may_moderate(request)):
            raise PermissionDenied
        moderator = request.user
        assert isinstance(moderator, User)
        form = form_class(obj, request.POST if request.method == "POST" else None)
        if request.method == "POST" and form.is_valid():
            try:
                form.act(moderator)
            except ServiceError as error:
                form.add_error(None, error.message)
            else:
                self.message_user(request, form_class.done, messages.SUCCESS)
                change = reverse(f"admin:{self.opts.app_label}_{self.opts.model_name}_change", args=[obj.pk])
                return HttpResponseRedirect(change)
        context = {
            **self.admin_site.each_context(request),
            "opts": self.opts,
            "title": form_class.title,
            "subtitle": str(obj),
            "object": obj,
            "form": form,
            "has_view_permission": True,
        }
        return TemplateResponse(request, MODERATOR_ACTION_TEMPLATE, context)
