"""Discord's message limits, and text cutting that respects them.

Renderers build within these limits by construction; `message_violations` re-checks a finished
payload (the tests run every payload the bot sends through it).
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from typing import Any

CONTENT = 2000
EMBEDS_PER_MESSAGE = 10
EMBED_TITLE = 256
EMBED_DESCRIPTION = 4096
EMBED_FIELDS = 25
EMBED_FIELD_NAME = 256
EMBED_FIELD_VALUE = 1024
EMBED_FOOTER = 2048
EMBED_AUTHOR = 256
EMBED_TOTAL = 6000
ATTACHMENT_BYTES = 8 * 1024 * 1024  # the smallest upload limit a server can have (no boosts)
AUTOCOMPLETE_CHOICES = 25
CHOICE_NAME = 100
CHOICE_VALUE = 100
ACTION_ROWS = 5
BUTTONS_PER_ROW = 5
BUTTON_LABEL = 80
CUSTOM_ID = 100
SELECT_OPTIONS = 25
SELECT_OPTION_LABEL = 100
SELECT_OPTION_VALUE = 100
SELECT_OPTION_DESCRIPTION = 100
SELECT_PLACEHOLDER = 150

MARKER = "…"

# Where a cut may fall without splitting a word: after whitespace or sentence/clause punctuation.
# Japanese has no spaces, so its punctuation and closing brackets count as word ends.
_BREAK_AFTER = frozenset("、。，．,.;:!?！？）)」』】〕")
# A cut may back up this far (as a share of the limit) to find a break before giving up.
_MAX_BACKTRACK = 0.3


def _break_point(text: str, limit: int) -> int:
    """The largest cut position <= limit that ends on a word boundary, or -1."""
    floor = max(int(limit * (1 - _MAX_BACKTRACK)), 1)
    for index in range(limit, floor - 1, -1):
        if index < len(text) and text[index].isspace():
            return index
        before = text[index - 1]
        if before in _BREAK_AFTER or before.isspace():
            return index
    return -1


def truncate(text: str, limit: int, marker: str = MARKER) -> str:
    """`text` shortened to at most `limit` characters, ending with `marker` when it was cut."""
    if len(text) <= limit:
        return text
    room = limit - len(marker)
    if room <= 0:
        return marker[:limit]
    cut = _break_point(text, room)
    if cut <= 0:
        cut = room
    return text[:cut].rstrip() + marker


def split_text(text: str, limit: int, marker: str = MARKER) -> list[str]:
    """`text` in pieces of at most `limit` characters, split at line or word boundaries.

    A piece that had to be split inside a word ends with `marker` and the next starts with it.
    """
    pieces: list[str] = []
    rest = text.strip()
    carried = ""
    while rest:
        rest = carried + rest
        if len(rest) <= limit:
            pieces.append(rest)
            break
        window = rest[: limit + 1]
        newline = window.rfind("\n", int(limit * (1 - _MAX_BACKTRACK)))
        cut = newline if newline > 0 else _break_point(rest, limit)
        if cut > 0:
            pieces.append(rest[:cut].rstrip())
            rest = rest[cut:].lstrip()
            carried = ""
        else:
            room = limit - len(marker)
            pieces.append(rest[:room] + marker)
            rest = rest[room:]
            carried = marker
    return pieces


def pack_lines(lines: Iterable[str], limit: int, *, max_lines: int | None = None) -> list[str]:
    """Lines joined into pages of at most `limit` characters (and `max_lines` lines)."""
    pages: list[str] = []
    current: list[str] = []
    size = 0
    for raw in lines:
        for line in split_text(raw, limit) if len(raw) > limit else [raw]:
            extra = len(line) + (1 if current else 0)
            full = max_lines is not None and len(current) >= max_lines
            if current and (size + extra > limit or full):
                pages.append("\n".join(current))
                current, size = [], 0
                extra = len(line)
            current.append(line)
            size += extra
    if current:
        pages.append("\n".join(current))
    return pages


def embed_total(embed: Mapping[str, Any]) -> int:
    """The characters Discord counts towards the 6,000 total of one embed."""
    total = len(embed.get("title") or "") + len(embed.get("description") or "")
    total += len((embed.get("footer") or {}).get("text") or "")
    total += len((embed.get("author") or {}).get("name") or "")
    for embed_field in embed.get("fields") or []:
        total += len(embed_field.get("name") or "") + len(embed_field.get("value") or "")
    return total


def _embed_violations(embed: Mapping[str, Any], where: str) -> list[str]:
    problems: list[str] = []
    checks = [
        ("title", embed.get("title"), EMBED_TITLE),
        ("description", embed.get("description"), EMBED_DESCRIPTION),
        ("footer", (embed.get("footer") or {}).get("text"), EMBED_FOOTER),
        ("author", (embed.get("author") or {}).get("name"), EMBED_AUTHOR),
    ]
    for name, value, limit in checks:
        if value is not None and len(value) > limit:
            problems.append(f"{where}.{name}: {len(value)} > {limit}")
    fields = embed.get("fields") or []
    if len(fields) > EMBED_FIELDS:
        problems.append(f"{where}.fields: {len(fields)} > {EMBED_FIELDS}")
    for index, embed_field in enumerate(fields):
        name, value = embed_field.get("name") or "", embed_field.get("value") or ""
        if not name or len(name) > EMBED_FIELD_NAME:
            problems.append(f"{where}.fields[{index}].name: length {len(name)}")
        if not value or len(value) > EMBED_FIELD_VALUE:
            problems.append(f"{where}.fields[{index}].value: length {len(value)}")
    return problems


def _component_violations(rows: list[Mapping[str, Any]]) -> list[str]:
    problems: list[str] = []
    if len(rows) > ACTION_ROWS:
        problems.append(f"components: {len(rows)} rows > {ACTION_ROWS}")
    for row_index, row in enumerate(rows):
        items = row.get("components") or []
        where = f"components[{row_index}]"
        if len(items) > BUTTONS_PER_ROW:
            problems.append(f"{where}: {len(items)} items > {BUTTONS_PER_ROW}")
        for item in items:
            custom_id = item.get("custom_id")
            if custom_id is not None and len(custom_id) > CUSTOM_ID:
                problems.append(f"{where}.custom_id: {len(custom_id)} > {CUSTOM_ID}")
            if len(item.get("label") or "") > BUTTON_LABEL:
                problems.append(f"{where}.label: longer than {BUTTON_LABEL}")
            if item.get("type") == 3:
                problems.extend(_select_violations(item, where))
    return problems


def _select_violations(select: Mapping[str, Any], where: str) -> list[str]:
    problems: list[str] = []
    options = select.get("options") or []
    if not 1 <= len(options) <= SELECT_OPTIONS:
        problems.append(f"{where}.options: {len(options)} not in 1..{SELECT_OPTIONS}")
    if len(select.get("placeholder") or "") > SELECT_PLACEHOLDER:
        problems.append(f"{where}.placeholder: longer than {SELECT_PLACEHOLDER}")
    for option in options:
        if not 1 <= len(option.get("label") or "") <= SELECT_OPTION_LABEL:
            problems.append(f"{where}.option.label: length {len(option.get('label') or '')}")
        if not 1 <= len(option.get("value") or "") <= SELECT_OPTION_VALUE:
            problems.append(f"{where}.option.value: length {len(option.get('value') or '')}")
        if len(option.get("description") or "") > SELECT_OPTION_DESCRIPTION:
            problems.append(f"{where}.option.description: longer than {SELECT_OPTION_DESCRIPTION}")
    return problems


def message_violations(payload: Mapping[str, Any]) -> list[str]:
    """Every limit a message payload (content, embeds, components) breaks; empty when it fits."""
    problems: list[str] = []
    content = payload.get("content")
    if content is not None and len(content) > CONTENT:
        problems.append(f"content: {len(content)} > {CONTENT}")
    embeds = payload.get("embeds") or []
    if len(embeds) > EMBEDS_PER_MESSAGE:
        problems.append(f"embeds: {len(embeds)} > {EMBEDS_PER_MESSAGE}")
    for index, embed in enumerate(embeds):
        problems.extend(_embed_violations(embed, f"embeds[{index}]"))
    total = sum(embed_total(embed) for embed in embeds)
    if total > EMBED_TOTAL:
        problems.append(f"embeds: total {total} > {EMBED_TOTAL}")
    problems.extend(_component_violations(payload.get("components") or []))
    return problems


def choices_violations(choices: list[Mapping[str, Any]]) -> list[str]:
    """Limits an autocomplete result breaks."""
    problems: list[str] = []
    if len(choices) > AUTOCOMPLETE_CHOICES:
        problems.append(f"choices: {len(choices)} > {AUTOCOMPLETE_CHOICES}")
    for choice in choices:
        name, value = str(choice.get("name", "")), str(choice.get("value", ""))
        if not 1 <= len(name) <= CHOICE_NAME:
            problems.append(f"choice.name: length {len(name)}")
        if len(value) > CHOICE_VALUE:
            problems.append(f"choice.value: length {len(value)}")
    return problems
