"""Turning the bytes of a fetched page into text.

Order of evidence: a byte-order mark, then the charset in the Content-Type header, then a
`<meta charset>` near the top of the page, then UTF-8. Japanese wikis are sometimes served in
EUC-JP or Shift_JIS and sometimes mislabelled, so a declared charset that fails to decode the
bytes falls through to the other usual suspects before anything is decoded lossily.
"""

from __future__ import annotations

import codecs
import re
from dataclasses import dataclass

# HTML's prescan looks at the first 1024 bytes; a little more tolerates long <head> preambles.
_META_SCAN_BYTES = 4096
_META_CHARSET = re.compile(rb"""<meta\b[^>]*?charset\s*=\s*["']?\s*([A-Za-z0-9_.:+-]+)""", re.I)

_BOMS = (
    (codecs.BOM_UTF8, "utf-8-sig"),
    (codecs.BOM_UTF16_LE, "utf-16"),
    (codecs.BOM_UTF16_BE, "utf-16"),
)

# Labels mapped the way browsers (the WHATWG Encoding Standard) read them: "Shift_JIS" really
# means Microsoft's cp932 superset, and "ISO-8859-1"/"ASCII" mean windows-1252.
_LABEL_TO_CODEC = {
    "shift_jis": "cp932",
    "shift-jis": "cp932",
    "sjis": "cp932",
    "x-sjis": "cp932",
    "ms_kanji": "cp932",
    "ms932": "cp932",
    "windows-31j": "cp932",
    "csshiftjis": "cp932",
    "euc-jp": "euc_jp",
    "x-euc-jp": "euc_jp",
    "cseucpkdfmtjapanese": "euc_jp",
    "iso-8859-1": "cp1252",
    "latin1": "cp1252",
    "latin-1": "cp1252",
    "us-ascii": "cp1252",
    "ascii": "cp1252",
}

# When a Japanese legacy codec fails, its wider sibling often covers the odd extension character.
_WIDER_SIBLING = {"cp932": "shift_jis_2004", "euc_jp": "euc_jis_2004"}

# EUC-JP before cp932: EUC-JP bytes mostly also "decode" as cp932 (as half-width katakana
# mojibake), while Shift_JIS bytes almost never form valid EUC-JP.
_JAPANESE_GUESSES = ("euc_jp", "cp932")
_PRIVATE_USE = re.compile("[\ue000-\uf8ff]")


@dataclass(frozen=True)
class DecodedHtml:
    text: str
    encoding: str
    lossy: bool  # True when undecodable bytes were replaced with U+FFFD


def codec_for_label(label: str | None) -> str | None:
    """The Python codec for a charset label, or None when the label is unknown or empty."""
    if not label:
        return None
    cleaned = label.strip().strip("\"'").lower()
    name = _LABEL_TO_CODEC.get(cleaned, cleaned)
    try:
        return codecs.lookup(name).name
    except LookupError:
        return None


def meta_charset(body: bytes) -> str | None:
    """The charset label declared by a `<meta>` tag near the top of the page, if any."""
    match = _META_CHARSET.search(body[:_META_SCAN_BYTES])
    return match.group(1).decode("ascii") if match else None


def decode_html(body: bytes, header_charset: str | None = None) -> DecodedHtml:
    for bom, codec in _BOMS:
        if body.startswith(bom):
            return _decode_lossy(body, codec)

    declared = [
        codec for codec in (codec_for_label(header_charset), _meta_codec(body)) if codec is not None
    ]
    # Legacy-encoded Japanese text is practically never valid UTF-8 (its lead bytes are UTF-8
    # continuation bytes), so valid UTF-8 with non-ASCII bytes wins over a stale label.
    if not body.isascii() and _decodes(body, "utf-8"):
        return DecodedHtml(body.decode("utf-8"), "utf-8", lossy=False)

    candidates: list[str] = []
    for codec in declared:
        candidates.append(codec)
        if codec in _WIDER_SIBLING:
            candidates.append(_WIDER_SIBLING[codec])
    candidates += ["utf-8", *_JAPANESE_GUESSES]
    for codec in dict.fromkeys(candidates):
        if _decodes(body, codec):
            return DecodedHtml(body.decode(codec), codec, lossy=False)
    return _decode_lossy(body, declared[0] if declared else "utf-8")


def _meta_codec(body: bytes) -> str | None:
    codec = codec_for_label(meta_charset(body))
    # A page whose bytes we could scan as ASCII cannot really be UTF-16 (HTML spec rule).
    if codec is not None and codec.startswith("utf-16"):
        return "utf-8"
    return codec


def _decodes(body: bytes, codec: str) -> bool:
    """True when `codec` reads every byte into real text. cp932 maps stray 0xFD-0xFF bytes to
    private-use characters instead of failing, so for the legacy codecs those count as a
    failure too (UTF-8 validates itself, and a UTF-8 page may use private-use characters)."""
    try:
        text = body.decode(codec)
    except (UnicodeDecodeError, LookupError):
        return False
    return codec.startswith("utf") or not _PRIVATE_USE.search(text)


def _decode_lossy(body: bytes, codec: str) -> DecodedHtml:
    try:
        return DecodedHtml(body.decode(codec), codec, lossy=False)
    except UnicodeDecodeError:
        return DecodedHtml(body.decode(codec, errors="replace"), codec, lossy=True)
