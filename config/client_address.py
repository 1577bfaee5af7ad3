"""The client's address as rate limits and the login lockout count it: X-Forwarded-For only from a trusted proxy.

Behind a proxy every request connects from the proxy's address, so the address that counts is the one the proxy
adds to X-Forwarded-For (`NUM_PROXIES` of them set it). The header is read only when the connection comes from
one of `FORWARDED_ALLOW_IPS`: the web process also listens where a client might reach it without the proxy (the
Procfile binds 0.0.0.0), and such a client could otherwise name any address it likes in the header, and so be
counted as no one, or as everyone behind someone else's address.
"""

from __future__ import annotations

import ipaddress
from functools import lru_cache

from django.conf import settings
from django.http import HttpRequest
from rest_framework.request import Request
from rest_framework.settings import api_settings

Network = ipaddress.IPv4Network | ipaddress.IPv6Network


def client_address(request: HttpRequest | Request) -> str:
    """The connecting address, or the one the trusted proxies in front name in X-Forwarded-For."""
    remote = str(request.META.get("REMOTE_ADDR") or "")
    forwarded = request.META.get("HTTP_X_FORWARDED_FOR")
    proxies = api_settings.NUM_PROXIES or 0
    if proxies <= 0 or not forwarded or not is_trusted_proxy(remote):
        return remote
    # Each proxy appends the address it was connected from; the client's is the one the farthest trusted proxy saw.
    addresses = [address.strip() for address in str(forwarded).split(",")]
    return addresses[-min(proxies, len(addresses))] or remote


def is_trusted_proxy(address: str) -> bool:
    """Whether the connection comes from one of FORWARDED_ALLOW_IPS (addresses, networks, or `*` for any)."""
    allowed = tuple(settings.FORWARDED_ALLOW_IPS)
    if "*" in allowed:
        return True
    try:
        ip = ipaddress.ip_address(address)
    except ValueError:  # no address (a Unix socket): nothing says who is at the other end
        return False
    return any(ip in network for network in _networks(allowed))


@lru_cache(maxsize=8)
def _networks(allowed: tuple[str, ...]) -> tuple[Network, ...]:
    return tuple(ipaddress.ip_network(entry, strict=False) for entry in allowed)
