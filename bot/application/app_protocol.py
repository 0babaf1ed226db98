"""What the shared application layer offers every surface (Discord, console, CLI).

Every answer is JSON-ready data in the shapes of `bot/application/answer_types.py`, documented in
`docs/cli-contract.md` (fields may be added, never removed). Renderers only format these; they never
query the database or the engine themselves.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import Literal, Protocol

from bot.application.answer_types import (
    AboutAnswer,
    CardAnswer,
    CardListAnswer,
    GlossaryAnswer,
    RuleAnswer,
    RuleBrief,
    SearchAnswer,
)
from rulesdb.editions import Editions

AutocompleteKind = Literal["rule", "card", "list"]


class NotFoundError(LookupError):
    """A direct lookup (rule, card) found nothing; `suggestions` are close matches;
    `rules_not_loaded`: a rule missed while the official rules files are not loaded (the reply
    says so and how to load them); `message_ja`: the message for a Japanese reader."""

    def __init__(
        self,
        message: str,
        suggestions: list[str] | None = None,
        *,
        rules_not_loaded: bool = False,
        message_ja: str | None = None,
    ) -> None:
        super().__init__(message)
        self.message = message
        self.suggestions = suggestions or []
        self.rules_not_loaded = rules_not_loaded
        self.message_ja = message_ja

    def in_language(self, lang: str) -> str:
        """The message in the reader's language (English where no Japanese was given)."""
        return self.message_ja if lang == "ja" and self.message_ja else self.message


class BadInputError(ValueError):
    """The user's input cannot be used (malformed scenario, bad option); `field` names what;
    `suggestions`: what it may have meant (glossary terms close to a word given as a rule)."""

    def __init__(
        self, message: str, field: str | None = None, suggestions: list[str] | None = None
    ) -> None:
        super().__init__(message)
        self.message = message
        self.field = field
        self.suggestions = suggestions or []


@dataclass(frozen=True)
class Choice:
    """An autocomplete choice: `name` is shown (<= 100 chars), `value` is sent back."""

    name: str
    value: str


class Application(Protocol):
    @property
    def editions(self) -> Editions:
        """The rules editions loaded: which there are, which the wiki quotes, how numbers map."""
        ...

    async def rule(self, number: str, *, edition: str | None = None) -> RuleAnswer:
        """Raises NotFoundError with suggestions."""
        ...

    async def rules_found(
        self, numbers: Sequence[str], *, edition: str | None = None
    ) -> dict[str, RuleAnswer]:
        """Each of `numbers` as `rule` answers it, by the number as given, read together; the
        ones not found are left out."""
        ...

    async def rule_briefs(
        self, numbers: Sequence[str], *, edition: str | None = None
    ) -> dict[str, RuleBrief]:
        """What a walkthrough shows of each of `numbers` (`rules_found`'s number, edition, text
        and other editions), by the number as given; the ones not found are left out."""
        ...

    async def glossary(self, term: str, *, lang: str = "en") -> GlossaryAnswer:
        """The Comprehensive Rules glossary entry `term` names (in either language), in `lang`
        where the database has that glossary. Raises NotFoundError with close terms."""
        ...

    async def search(self, query: str, *, limit: int = 10, lang: str | None = None) -> SearchAnswer:
        """The best `limit` hits, best first; rules in `lang` (the reader's language) where an
        edition prints them in it, else in the question's."""
        ...

    async def card(self, name: str) -> CardAnswer:
        """Raises NotFoundError with suggestions."""
        ...

    async def cards(self, query: str) -> CardListAnswer:
        """The card lists the question means, best first."""
        ...

    async def cards_in(self, text: str, *, plain: bool = True) -> list[CardAnswer]:
        """The cards a chat message names, `[[name]]` or (if `plain`) written out; at most 5."""
        ...

    async def autocomplete(
        self, kind: AutocompleteKind, partial: str, *, lang: str = "en"
    ) -> list[Choice]:
        """At most 25 choices for a partial input; rule texts in `lang` ("ja" or "en")."""
        ...

    async def about(self) -> AboutAnswer:
        """The version, the loaded rules editions and the wiki pages, with attributions."""
        ...
