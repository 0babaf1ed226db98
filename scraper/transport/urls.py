"""URLs as the crawler takes them: whether one can be fetched at all, and one spelling per
resource, so a page reached by two spellings is fetched once."""

from __future__ import annotations

from urllib.parse import quote, unquote, urlsplit, urlunsplit

import yarl

# Characters left unescaped in a canonical path: RFC 3986 unreserved and sub-delims, plus the
# separators MediaWiki titles use (`/` for subpages, `:` for namespaces). `%`, `?` and `#`
# are re-escaped, so a title containing them keeps its meaning.
_PATH_SAFE = "/:@!$&'()*+,;=-._~"


def url_problem(url: object) -> str | None:
    """Why `url` cannot be fetched, or None when it is a usable absolute http(s) URL."""
    if not isinstance(url, str) or not url.strip():
        return f"not a URL: {url!r}"
    try:
        parts = urlsplit(url.strip())
    except ValueError as exc:  # an unclosed or invalid IPv6 literal: `https://[::1`
        return f"invalid URL {url!r}: {exc}"
    if not parts.scheme:
        return f"not an absolute URL: {url!r} (expected it to start with http:// or https://)"
    if parts.scheme.lower() not in ("http", "https"):
        return f"unsupported URL scheme {parts.scheme!r} in {url!r} (only http and https)"
    if not parts.hostname or any(ch.isspace() for ch in parts.netloc):
        return f"invalid URL {url!r}: no usable host name"
    try:
        parts.port  # noqa: B018 - urlsplit validates the port lazily
        yarl.URL(url.strip())
    except ValueError as exc:
        return f"invalid URL {url!r}: {exc}"
    return None


def canonical_url(url: str) -> str:
    """One spelling per resource: lower-case scheme and host, no default port, no fragment,
    uniform percent-encoding (so `/wiki/サブゲーム` and its %-escaped form compare equal)."""
    parts = urlsplit(url.strip())
    scheme = parts.scheme.lower()
    host = (parts.hostname or "").lower()
    if ":" in host:  # an IPv6 literal needs its brackets back
        host = f"[{host}]"
    port = parts.port
    netloc = (
        host
        if port is None or (scheme, port) in (("http", 80), ("https", 443))
        else f"{host}:{port}"
    )
    if parts.username is not None:
        credentials = parts.username + (f":{parts.password}" if parts.password is not None else "")
        netloc = f"{credentials}@{netloc}"
    path = quote(unquote(parts.path), safe=_PATH_SAFE) or "/"
    return urlunsplit((scheme, netloc, path, parts.query, ""))
