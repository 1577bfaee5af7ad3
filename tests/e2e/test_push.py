"""End to end: the offer to turn on notifications after joining a room, the service worker, and the subscription."""

from __future__ import annotations

import json

import pytest
from playwright.sync_api import expect

from community.models import PushSubscription
from config.vapid import new_key_pair
from tests.e2e.steps import become_guest, create_room
from tests.push_receiver import Device

# Subscribing needs a push service, which the headless shell lacks.
pytestmark = [pytest.mark.e2e, pytest.mark.full_browser, pytest.mark.django_db(transaction=True)]


@pytest.fixture(autouse=True)
def _vapid(settings):
    settings.VAPID_PUBLIC_KEY, settings.VAPID_PRIVATE_KEY = new_key_pair()


def test_the_offer_comes_after_joining_never_on_first_load_and_not_now_puts_it_away(live_server, phone):
    page = phone.new_page()
    page.goto(live_server.url)
    become_guest(page, live_server.url, "Asha")
    expect(page.get_by_role("heading", name="Know when it is your turn?")).to_have_count(0)
    create_room(page, "doublehand")
    offer = page.get_by_role("region", name="Know when it is your turn?")
    expect(offer).to_be_visible()
    offer.get_by_role("button", name="Not now").click()
    expect(offer).to_have_count(0)
    page.reload()
    page.get_by_text("Room ").first.wait_for()
    expect(page.get_by_role("region", name="Know when it is your turn?")).to_have_count(0)


def test_with_permission_granted_the_app_subscribes_through_its_service_worker(live_server, phone):
    phone.grant_permissions(["notifications"], origin=live_server.url)
    page = phone.new_page()
    become_guest(page, live_server.url, "Asha")
    create_room(page, "doublehand")
    # The worker is registered at the root, and the page's permission is granted.
    worker = page.evaluate("navigator.serviceWorker.ready.then((r) => r.active && r.active.scriptURL)")
    assert worker == f"{live_server.url}/sw.js"
    assert page.evaluate("Notification.permission") == "granted"
    # Subscribing needs the browser's push service: the subscription is stored if the browser could make one.
    outcome = page.evaluate(
        """async () => {
            const registration = await navigator.serviceWorker.ready;
            for (let i = 0; i < 50; i++) {
                if (await registration.pushManager.getSubscription()) return "subscribed";
                await new Promise((resolve) => setTimeout(resolve, 100));
            }
            try {
                const key = (await (await fetch("/api/push/key")).json()).public_key;
                const raw = atob(key.replace(/-/g, "+").replace(/_/g, "/") + "=".repeat((4 - key.length % 4) % 4));
                await registration.pushManager.subscribe({
                    userVisibleOnly: true, applicationServerKey: Uint8Array.from(raw, (c) => c.charCodeAt(0)),
                });
                return "subscribed";
            } catch (error) {
                return `no push service: ${error.name}: ${error.message}`;
            }
        }"""
    )
    if outcome != "subscribed":
        # Headless Chromium has no push service to register with on this network; see the next test.
        assert outcome.startswith("no push service: AbortError"), outcome
        return
    for _ in range(50):
        if PushSubscription.objects.exists():
            break
        page.wait_for_timeout(100)
    assert PushSubscription.objects.get().user.display_name == "Asha"


# The browser's push service stands in here: `subscribe` answers a subscription with real keys (as a browser's
# push service would give), and the message reaches the service worker through the DevTools protocol.
FAKE_SUBSCRIBE = """
(() => {
  const subscription = %s;
  PushManager.prototype.getSubscription = async () => null;
  PushManager.prototype.subscribe = async function (options) {
    window.subscribedWith = options;
    return { endpoint: subscription.endpoint, toJSON: () => subscription, unsubscribe: async () => true };
  };
})();
"""


def test_the_app_sends_its_subscription_and_the_worker_shows_what_is_pushed(live_server, phone):
    device = Device("https://push.example.org/send/asha")
    phone.grant_permissions(["notifications"], origin=live_server.url)
    phone.add_init_script(FAKE_SUBSCRIBE % json.dumps(device.subscription()))
    page = phone.new_page()
    become_guest(page, live_server.url, "Asha")
    create_room(page, "doublehand")
    for _ in range(50):
        if PushSubscription.objects.exists():
            break
        page.wait_for_timeout(100)
    stored = PushSubscription.objects.get()
    keys = device.subscription()["keys"]
    assert (stored.endpoint, stored.p256dh, stored.auth) == (device.endpoint, keys["p256dh"], keys["auth"])
    assert stored.user.display_name == "Asha"
    assert page.evaluate("window.subscribedWith.userVisibleOnly") is True
    # A message pushed to the worker is shown, and carries the URL a tap opens.
    cdp = phone.new_cdp_session(page)
    registrations: list[dict] = []
    cdp.on("ServiceWorker.workerRegistrationUpdated", lambda event: registrations.extend(event["registrations"]))
    cdp.send("ServiceWorker.enable")
    page.wait_for_timeout(300)
    registration = next(r for r in registrations if r["scopeURL"] == f"{live_server.url}/")
    message = {"title": "Your turn: bid", "body": "Doublehand in room ABCD", "url": "/m/xyz", "tag": "turn-xyz"}
    cdp.send(
        "ServiceWorker.deliverPushMessage",
        {"origin": live_server.url, "registrationId": registration["registrationId"], "data": json.dumps(message)},
    )
    shown = page.evaluate(
        """async () => {
            const registration = await navigator.serviceWorker.ready;
            for (let i = 0; i < 50; i++) {
                const shown = await registration.getNotifications();
                const seen = (n) => ({ title: n.title, body: n.body, url: n.data.url, tag: n.tag });
                if (shown.length) return shown.map(seen);
                await new Promise((resolve) => setTimeout(resolve, 100));
            }
            return [];
        }"""
    )
    assert shown == [{"title": "Your turn: bid", "body": "Doublehand in room ABCD", "url": "/m/xyz", "tag": "turn-xyz"}]
