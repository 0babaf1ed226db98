"""The official sources of `judgebot update`, served from 127.0.0.1 by `WikiServer`: a rules page
in the markup of magic.wizards.com/en/rules (the TXT among PDF, DOCX and other links), rules TXT
files (with ETag and Last-Modified, answering conditional requests), and an MTGJSON folder
(Meta.json, AtomicCards.json.xz assembled from the real records, `.sha256` sidecars)."""

from __future__ import annotations

import functools
import hashlib
import json
import lzma
from html import escape

from aiohttp import web

from tests.scraper.wiki_server import Handler, WikiServer, page
from tests.shared_data import shared_data

RULES_PAGE = "/en/rules"
MTGJSON = "/api/v5/"
ATOMIC = MTGJSON + "AtomicCards.json.xz"
# Fields of a printing that the atomic (one record per card) file does not carry.
_PRINTING_FIELDS = {
    "artist", "availability", "boosterTypes", "borderColor", "finishes", "flavorText",
    "frameEffects", "frameVersion", "hasFoil", "hasNonFoil", "isReprint", "number",
    "originalText", "originalType", "purchaseUrls", "rarity", "setCode", "uuid", "watermark",
    "variations", "otherFaceIds", "securityStamp", "isStarter", "promoTypes",
}  # fmt: skip


def rules_file(name: str) -> bytes:
    return shared_data("cr", name).read_bytes()


def txt_path(edition: str, lang: str = "en") -> str:
    """Where the rules of `edition` are served, in the shape Wizards uses."""
    if lang == "ja":
        return f"/ja/downloads/MagicCompRules_ja_{edition}.txt"
    return f"/{edition[:4]}/downloads/MagicCompRules {edition}.txt"


def rules_page_html(*txt_hrefs: str) -> str:
    """The rules page: its TXT links (as written, relative or absolute) among other links."""
    txt = "".join(f'<li><a href="{escape(h)}" class="cta">TXT</a></li>' for h in txt_hrefs)
    return (
        "<!DOCTYPE html><html lang='en'><head><title>Magic: The Gathering Rules</title>"
        "<link rel='stylesheet' href='/static/site.css'></head><body>"
        "<nav><a href='/en'>Home</a><a href='/en/news'>News</a><a href='/en/rules'>Rules</a></nav>"
        "<main><h1>Magic: The Gathering Comprehensive Rules</h1><ul class='downloads'>"
        "<li><a href='https://media.wizards.com/2026/downloads/MagicCompRules%2020260116.pdf'>"
        "PDF</a></li>"
        "<li><a href='https://media.wizards.com/2026/downloads/MagicCompRules%2020260116.docx'>"
        "DOCX</a></li>"
        f"{txt}</ul>"
        "<h2>Magic Tournament Rules</h2>"
        "<a href='https://media.wizards.com/2026/wpn/marketing_materials/wpn/mtg_mtr.pdf'>MTR</a>"
        "<a href='/en/rules#glossary'>Glossary</a></main>"
        "<footer><a href='https://company.wizards.com/en/legal/terms'>Terms</a></footer>"
        "</body></html>"
    )


def versioned_file(
    data: bytes, *, etag: str, content_type: str = "text/plain", last_modified: str | None = None
) -> Handler:
    """A file with validators that answers 304 to a matching conditional request."""
    headers = {"Content-Type": content_type, "ETag": etag}
    if last_modified is not None:
        headers["Last-Modified"] = last_modified

    async def handler(request: web.Request) -> web.StreamResponse:
        if request.headers.get("If-None-Match") == etag:
            return web.Response(status=304, headers={"ETag": etag})
        return web.Response(body=data, headers=headers)

    return handler


def serve_rules(server: WikiServer, files: dict[str, bytes], *, page_links: list[str]) -> None:
    """`files`: served path -> bytes; the rules page links `page_links` (as written)."""
    server.routes[RULES_PAGE] = page(rules_page_html(*page_links))
    for path, data in files.items():
        etag = '"' + hashlib.sha256(data).hexdigest()[:16] + '"'
        server.routes[path] = versioned_file(
            data, etag=etag, last_modified="Fri, 16 Jan 2026 00:00:00 GMT"
        )


@functools.cache  # compressing it takes seconds; every MTGJSON test serves the same bytes
def atomic_cards() -> bytes:
    """AtomicCards.json (`data: {name: [faces]}`) from the real sample records, xz-compressed."""
    sample = json.loads(shared_data("cards", "mtgjson", "mtgjson-sample.json").read_bytes())
    cards: dict[str, list[dict[str, object]]] = {}
    for card_set in sample["data"].values():
        for card in card_set["cards"]:
            faces = cards.setdefault(card["name"], [])
            face = {k: v for k, v in card.items() if k not in _PRINTING_FIELDS}
            if face not in faces and len(faces) < 2:
                faces.append(face)
    meta = json.loads(shared_data("cards", "mtgjson", "mtgjson-Meta.json").read_bytes())["meta"]
    return lzma.compress(json.dumps({"meta": meta, "data": cards}).encode("utf-8"))


def meta_json(version: str | None = None) -> bytes:
    meta = json.loads(shared_data("cards", "mtgjson", "mtgjson-Meta.json").read_bytes())
    if version is not None:
        meta["meta"]["version"] = meta["data"]["version"] = version
    return json.dumps(meta).encode("utf-8")


def sha256_sidecar(data: bytes) -> bytes:
    return hashlib.sha256(data).hexdigest().encode("ascii") + b"\n"


def serve_mtgjson(
    server: WikiServer,
    cards: bytes,
    *,
    meta: bytes | None = None,
    sidecar: bytes | None = None,
    file_handler: Handler | None = None,
) -> None:
    """The MTGJSON folder; `sidecar` and `file_handler` replace the honest ones."""
    server.routes[MTGJSON + "Meta.json"] = page(
        meta or meta_json(), content_type="application/json"
    )
    server.routes[ATOMIC + ".sha256"] = page(
        sidecar if sidecar is not None else sha256_sidecar(cards), content_type="text/plain"
    )
    server.routes[ATOMIC] = file_handler or versioned_file(
        cards, etag='"atomic-1"', content_type="application/x-xz"
    )
