"""Which redirects the crawler follows.

A redirect stays on the origin (scheme, host, port) it was answered from, or moves between the
known source hosts (`mtgwiki.com` ↔ `www.mtgwiki.com`, http → https); it never leaves http(s) and
never points at a loopback, private or link-local address unless the crawl started at one of the
same kind. This
keeps a scheduled crawl from being steered at a cloud metadata service or an internal host.
"""

from __future__ import annotations

import ipaddress
from collections.abc import Collection
from dataclasses import dataclass
from urllib.parse import urlsplit

from scraper.transport.polite_http import FetchFailure, origin_of

# Hosts the project takes sources from; redirects between them are followed.
KNOWN_SOURCE_HOSTS = frozenset(
    {"mtgwiki.com", "www.mtgwiki.com", "media.wizards.com", "mtgjson.com"}
)
_HTTP_SCHEMES = ("http", "https")
_LOCAL_NAMES = ("localhost", "localhost.localdomain")


class RedirectRefused(FetchFailure):
    """A redirect the policy does not follow; retrying would get the same answer."""


def address_kind(host: str) -> str | None:
    """ "loopback", "link-local", "private" or "reserved" for a host that is not a public
    address (an IP literal or a local name), None for a public one or a DNS name."""
    name = host.strip("[]").lower().rstrip(".")
    if name in _LOCAL_NAMES or name.endswith(".localhost"):
        return "loopback"
    try:
        address = ipaddress.ip_address(name)
    except ValueError:
        return None
    if isinstance(address, ipaddress.IPv6Address) and address.ipv4_mapped is not None:
        address = address.ipv4_mapped
    if address.is_loopback:
        return "loopback"
    if address.is_link_local:
        return "link-local"
    if address.is_private:
        return "private"
    if address.is_reserved or address.is_multicast or address.is_unspecified:
        return "reserved"
    return None


@dataclass(frozen=True)
class RedirectPolicy:
    # `host` (on the scheme's default port) or `host:port`
    hosts: Collection[str] = KNOWN_SOURCE_HOSTS

    def check(
        self,
        start: str,
        current: str,
        target: str,
        status: int | None = None,
        *,
        what: str = "redirect",
    ) -> None:
        """Raise `RedirectRefused` unless a redirect from `current` to `target`, in a crawl
        that began at `start`, may be followed. A link a source names (`what`="link") is
        checked the same way: what a server says is never a licence to reach further."""
        parts = urlsplit(target)
        if parts.scheme.lower() not in _HTTP_SCHEMES:
            raise RedirectRefused(
                f"refused {what} from {current} to {target}: only http and https URLs are followed",
                status,
            )
        host = parts.hostname or ""
        kind = address_kind(host)
        # A crawl started on loopback (a test server) may stay on loopback, but nothing reaches
        # a link-local metadata service or a private network unless it started there.
        if kind is not None and kind != address_kind(urlsplit(start).hostname or ""):
            raise RedirectRefused(
                f"refused {what} from {current} to {target}: {host} is a {kind} address and "
                f"the crawl did not start at one ({start})",
                status,
            )
        if origin_of(target) == origin_of(current) or self._between_known_hosts(current, target):
            return
        raise RedirectRefused(
            f"refused {what} from {current} to {target}: it leaves {origin_of(current)} "
            "(only redirects within one scheme, host and port, or between known source hosts, "
            "are followed)",
            status,
        )

    def _between_known_hosts(self, current: str, target: str) -> bool:
        known = {host.lower() for host in self.hosts}
        return _host_key(current) in known and _host_key(target) in known


def _host_key(url: str) -> str:
    """`host`, or `host:port` when the port is not the scheme's default."""
    parts = urlsplit(url)
    host = (parts.hostname or "").lower()
    default = {"http": 80, "https": 443}.get(parts.scheme.lower())
    return host if parts.port in (None, default) else f"{host}:{parts.port}"
