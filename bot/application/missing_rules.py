"""What a database without the official rules files lacks, said to the reader: a fresh install
holds only the rules the wiki quotes, so a rule miss there is most likely a rule not loaded yet
rather than a wrong number, and the console says so once when it starts."""

from __future__ import annotations

from bot.application.app_protocol import NotFoundError
from rulesdb.editions import Editions
from rulesdb.errors import NotInDatabaseError
from rulesdb.text.rule_numbers import parse_rule_number

RULES_NOT_LOADED = {
    "ja": (
        "公式の総合ルールはまだ読み込まれていません"
        " (今あるのは MTG Wiki が引用するルールだけです)。"
        "`judgebot update` で読み込めます。"
    ),
    "en": (
        "The official Comprehensive Rules are not loaded yet (only the rules the MTG Wiki quotes "
        "are); `judgebot update` loads them."
    ),
}


def official_rules_loaded(editions: Editions) -> bool:
    """True when an official rules file is loaded, not only the wiki's quotes of rules."""
    return any(not edition.is_wiki_quote for edition in editions.all)


def rules_not_loaded(lang: str) -> str:
    """The sentence saying that the official rules are not loaded and how to load them."""
    return RULES_NOT_LOADED["ja" if lang == "ja" else "en"]


def rule_miss(asked: str, error: NotInDatabaseError, editions: Editions) -> NotFoundError:
    """The miss of rule `asked` as the application reports it: with the official rules not
    loaded, it says so, and keeps only the suggestions under the same rule (`704` for 704.5a),
    the others being the few rules the wiki quotes, unrelated to the one asked."""
    number = parse_rule_number(asked) or asked.strip()[:50]
    in_japanese = f"ルール {number}"
    if official_rules_loaded(editions):
        return NotFoundError(error.message, error.suggestions, message_ja=in_japanese)
    head = number.split(".")[0]
    kept = [s for s in error.suggestions if s.split(".")[0] == head]
    return NotFoundError(error.message, kept, rules_not_loaded=True, message_ja=in_japanese)
