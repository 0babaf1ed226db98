"""What Discord refuses with "400 Invalid Form Body": the stand-in checks every payload it gets.

Written from Discord's documentation, independently of the bot's own limit checks, so that a bug in
the bot's limits cannot hide itself.
"""

from __future__ import annotations

from typing import Any

import discord

CONTENT, EMBEDS, EMBED_TOTAL = 2000, 10, 6000
TITLE, DESCRIPTION, FIELDS, FIELD_NAME, FIELD_VALUE, FOOTER, AUTHOR = (
    256,
    4096,
    25,
    256,
    1024,
    2048,
    256,
)
ROWS, ROW_ITEMS, CUSTOM_ID, BUTTON_LABEL = 5, 5, 100, 80
SELECT_OPTIONS, OPTION_TEXT, PLACEHOLDER = 25, 100, 150
CHOICES, CHOICE_NAME, CHOICE_VALUE = 25, 100, 100
COMMAND_NAME, COMMAND_DESCRIPTION, COMMAND_OPTIONS, COMMAND_TOTAL = 32, 100, 25, 4000
LOCALES = {locale.value for locale in discord.Locale}


def _length(value: Any) -> int:
    return len(value) if isinstance(value, str) else 0


def embed_problems(embed: dict[str, Any], where: str) -> tuple[list[str], int]:
    problems: list[str] = []
    parts = {
        "title": (embed.get("title"), TITLE),
        "description": (embed.get("description"), DESCRIPTION),
        "footer.text": ((embed.get("footer") or {}).get("text"), FOOTER),
        "author.name": ((embed.get("author") or {}).get("name"), AUTHOR),
    }
    total = 0
    for name, (value, limit) in parts.items():
        total += _length(value)
        if _length(value) > limit:
            problems.append(f"{where}.{name} has {_length(value)} characters (max {limit})")
    fields = embed.get("fields") or []
    if len(fields) > FIELDS:
        problems.append(f"{where}.fields has {len(fields)} fields (max {FIELDS})")
    for index, field in enumerate(fields):
        name, value = field.get("name"), field.get("value")
        total += _length(name) + _length(value)
        if not 1 <= _length(name) <= FIELD_NAME:
            problems.append(f"{where}.fields[{index}].name has {_length(name)} characters")
        if not 1 <= _length(value) <= FIELD_VALUE:
            problems.append(f"{where}.fields[{index}].value has {_length(value)} characters")
    return problems, total


def component_problems(rows: list[dict[str, Any]]) -> list[str]:
    problems: list[str] = []
    if len(rows) > ROWS:
        problems.append(f"components has {len(rows)} action rows (max {ROWS})")
    custom_ids: list[str] = []
    for r, row in enumerate(rows):
        items = row.get("components") or []
        if row.get("type") != 1 or not 1 <= len(items) <= ROW_ITEMS:
            problems.append(f"components[{r}] must be an action row of 1..{ROW_ITEMS} items")
        if any(item.get("type") == 3 for item in items) and len(items) > 1:
            problems.append(f"components[{r}]: a select menu needs a row of its own")
        for i, item in enumerate(items):
            where = f"components[{r}].components[{i}]"
            custom_id = item.get("custom_id")
            if item.get("style") != 5:  # link buttons have urls instead
                if not 1 <= _length(custom_id) <= CUSTOM_ID:
                    problems.append(f"{where}.custom_id has {_length(custom_id)} characters")
                custom_ids.append(str(custom_id))
            if item.get("type") == 2:
                if not item.get("label") and not item.get("emoji"):
                    problems.append(f"{where}: a button needs a label or an emoji")
                if _length(item.get("label")) > BUTTON_LABEL:
                    problems.append(f"{where}.label has {_length(item.get('label'))} characters")
            if item.get("type") == 3:
                options = item.get("options") or []
                if not 1 <= len(options) <= SELECT_OPTIONS:
                    problems.append(f"{where}.options has {len(options)} options")
                if _length(item.get("placeholder")) > PLACEHOLDER:
                    problems.append(f"{where}.placeholder is too long")
                for option in options:
                    for key in ("label", "value"):
                        if not 1 <= _length(option.get(key)) <= OPTION_TEXT:
                            problems.append(f"{where}.options[].{key} has bad length")
                    if _length(option.get("description")) > OPTION_TEXT:
                        problems.append(f"{where}.options[].description is too long")
    if len(custom_ids) != len(set(custom_ids)):
        problems.append("components: custom_ids are not unique")
    return problems


def message_problems(data: dict[str, Any], *, creating: bool) -> list[str]:
    """Problems of a message create/edit payload; `creating` requires some content."""
    problems: list[str] = []
    content = data.get("content")
    if _length(content) > CONTENT:
        problems.append(f"content has {_length(content)} characters (max {CONTENT})")
    embeds = data.get("embeds") or []
    if len(embeds) > EMBEDS:
        problems.append(f"embeds has {len(embeds)} embeds (max {EMBEDS})")
    total = 0
    for index, embed in enumerate(embeds):
        found, size = embed_problems(embed, f"embeds[{index}]")
        problems.extend(found)
        total += size
    if total > EMBED_TOTAL:
        problems.append(f"embeds have {total} characters in total (max {EMBED_TOTAL})")
    problems.extend(component_problems(data.get("components") or []))
    if creating and not content and not embeds and not data.get("components"):
        problems.append("Cannot send an empty message")
    return problems


def choice_problems(choices: list[dict[str, Any]], where: str = "choices") -> list[str]:
    problems: list[str] = []
    if len(choices) > CHOICES:
        problems.append(f"{where} has {len(choices)} choices (max {CHOICES})")
    for choice in choices:
        if not 1 <= _length(choice.get("name")) <= CHOICE_NAME:
            problems.append(f"{where}[].name has bad length: {choice.get('name')!r}")
        value = choice.get("value")
        if isinstance(value, str) and len(value) > CHOICE_VALUE:
            problems.append(f"{where}[].value is longer than {CHOICE_VALUE}")
        for locale, name in (choice.get("name_localizations") or {}).items():
            if locale not in LOCALES or not 1 <= _length(name) <= CHOICE_NAME:
                problems.append(f"{where}[].name_localizations[{locale}] is invalid")
    return problems


def _valid_name(name: Any) -> bool:
    return (
        isinstance(name, str)
        and 1 <= len(name) <= COMMAND_NAME
        and name == name.lower()
        and all(ch in "-_" or ch.isalnum() for ch in name)
    )


def _localization_problems(item: dict[str, Any], where: str) -> list[str]:
    problems: list[str] = []
    for locale, name in (item.get("name_localizations") or {}).items():
        if locale not in LOCALES or not _valid_name(name):
            problems.append(f"{where}.name_localizations[{locale}] = {name!r} is invalid")
    for locale, text in (item.get("description_localizations") or {}).items():
        if locale not in LOCALES or not 1 <= _length(text) <= COMMAND_DESCRIPTION:
            problems.append(f"{where}.description_localizations[{locale}] is invalid")
    return problems


CONTEXT_MENU_TYPES = (2, 3)  # user and message commands


def context_menu_problems(command: dict[str, Any]) -> list[str]:
    """A context-menu command: a name of 1..32 characters (spaces and capitals allowed), an
    empty description and no options."""
    where = f"context menu {command.get('name')!r}"
    problems = []
    for name in [command.get("name"), *(command.get("name_localizations") or {}).values()]:
        if not isinstance(name, str) or not 1 <= len(name) <= COMMAND_NAME:
            problems.append(f"{where}: invalid name {name!r}")
    if command.get("description") or command.get("options"):
        problems.append(f"{where}: a context menu has no description and no options")
    if set(command.get("name_localizations") or {}) - LOCALES:
        problems.append(f"{where}: unknown locale in name_localizations")
    return problems


def command_problems(command: dict[str, Any]) -> list[str]:
    if command.get("type") in CONTEXT_MENU_TYPES:
        return context_menu_problems(command)
    where = f"command {command.get('name')!r}"
    problems: list[str] = []
    if not _valid_name(command.get("name")):
        problems.append(f"{where}: invalid name")
    if not 1 <= _length(command.get("description")) <= COMMAND_DESCRIPTION:
        problems.append(f"{where}: description must be 1..{COMMAND_DESCRIPTION} characters")
    problems.extend(_localization_problems(command, where))
    options = command.get("options") or []
    if len(options) > COMMAND_OPTIONS:
        problems.append(f"{where}: {len(options)} options (max {COMMAND_OPTIONS})")
    total = _length(command.get("name")) + _length(command.get("description"))
    seen_optional = False
    names: set[str] = set()
    for option in options:
        at = f"{where} option {option.get('name')!r}"
        if not _valid_name(option.get("name")):
            problems.append(f"{at}: invalid name")
        if option.get("name") in names:
            problems.append(f"{at}: duplicate name")
        names.add(option.get("name"))
        if not 1 <= _length(option.get("description")) <= COMMAND_DESCRIPTION:
            problems.append(f"{at}: description must be 1..{COMMAND_DESCRIPTION} characters")
        if option.get("required") and seen_optional:
            problems.append(f"{at}: required options must come before optional ones")
        seen_optional = seen_optional or not option.get("required")
        if option.get("choices") and option.get("autocomplete"):
            problems.append(f"{at}: cannot have both choices and autocomplete")
        problems.extend(_localization_problems(option, at))
        problems.extend(choice_problems(option.get("choices") or [], f"{at}.choices"))
        total += _length(option.get("name")) + _length(option.get("description"))
        for choice in option.get("choices") or []:
            total += _length(choice.get("name")) + len(str(choice.get("value")))
    if total > COMMAND_TOTAL:
        problems.append(f"{where}: {total} characters in total (max {COMMAND_TOTAL})")
    return problems


UPLOAD_LIMIT = 10 * 1024 * 1024  # a bot's upload limit in a server without boosts


def upload_problems(message: dict[str, Any], uploads: dict[str, bytes]) -> list[str]:
    """Files sent with a message: each within the upload limit and named by an attachment stub;
    an embed's `attachment://NAME` image names one of the message's attachments."""
    problems: list[str] = []
    stubs = {f"files[{stub.get('id')}]": stub for stub in message.get("attachments") or []}
    for name, data in uploads.items():
        if len(data) > UPLOAD_LIMIT:
            problems.append(f"{name} has {len(data)} bytes (max {UPLOAD_LIMIT})")
        if name not in stubs:
            problems.append(f"{name} uploaded but not listed in attachments")
    filenames = {stub.get("filename") for stub in stubs.values()}
    for index, embed in enumerate(message.get("embeds") or []):
        url = (embed.get("image") or {}).get("url", "")
        if url.startswith("attachment://") and url.removeprefix("attachment://") not in filenames:
            problems.append(f"embeds[{index}].image names {url}, which is not attached")
    return problems
