"""Routes of the circles API, under /api/."""

from django.urls import path

from circles.api import views

urlpatterns = [
    path("circles", views.CirclesView.as_view(), name="circles"),
    path("circles/<str:circle_id>", views.CircleView.as_view(), name="circle"),
    path("circles/<str:circle_id>/owner", views.CircleOwnerView.as_view(), name="circle-owner"),
    path("circles/<str:circle_id>/members", views.CircleMembersView.as_view(), name="circle-members"),
    path("circles/<str:circle_id>/members/<str:player_id>", views.CircleMemberView.as_view(), name="circle-member"),
    path("circles/<str:circle_id>/leave", views.CircleLeaveView.as_view(), name="circle-leave"),
    path("circles/<str:circle_id>/bans", views.CircleBansView.as_view(), name="circle-bans"),
    path("circles/<str:circle_id>/bans/<str:player_id>", views.CircleBanView.as_view(), name="circle-ban"),
    path("circles/<str:circle_id>/matches", views.CircleMatchesView.as_view(), name="circle-matches"),
    path("circles/<str:circle_id>/invitations", views.CircleInvitationsView.as_view(), name="circle-invitations"),
    path(
        "circles/<str:circle_id>/invitations/<str:code>",
        views.CircleInvitationView.as_view(),
        name="circle-invitation",
    ),
    path("circles/<str:circle_id>/reports", views.CircleReportsView.as_view(), name="circle-reports"),
    path("circle-invitations/<str:code>", views.InvitationView.as_view(), name="circle-invitation-read"),
    path("circle-invitations/<str:code>/join", views.InvitationJoinView.as_view(), name="circle-invitation-join"),
    path("me/seat-offers", views.MySeatOffersView.as_view(), name="my-seat-offers"),
    path("seat-offers/<str:offer_id>/accept", views.SeatOfferAcceptView.as_view(), name="seat-offer-accept"),
    path("seat-offers/<str:offer_id>/decline", views.SeatOfferDeclineView.as_view(), name="seat-offer-decline"),
]
