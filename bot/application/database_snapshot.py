"""One database and the answers remembered from it, frozen together: every call of the
application layer is answered by one snapshot from its start to its end.

`JudgeApp` holds the snapshot in use and replaces it as a whole when a refresh swaps in a new
database; a call takes the snapshot once, when it starts, so it can never read part of its answer
from the old database and part from the new (a card the new one lacks, a parent rule in an edition
it does not have).
"""

from __future__ import annotations

import copy
from collections.abc import Sequence
from dataclasses import dataclass
from functools import cached_property
from typing import TYPE_CHECKING, TypeVar

from bot.application.answer_cache import AnswerCache
from bot.application.answer_types import (
    AboutAnswer,
    CardAnswer,
    CardListAnswer,
    GlossaryAnswer,
    ParentRule,
    RuleAnswer,
    RuleBrief,
    SearchAnswer,
    SearchHit,
)
from bot.application.app_protocol import AutocompleteKind, BadInputError, Choice, NotFoundError
from bot.application.missing_rules import rule_miss
from bot.application.source_links import SourceLinks
from bot.settings import DEFAULT_RULE_LINKS
from rulesdb.database import RulesDatabase
from rulesdb.editions import Editions
from rulesdb.errors import BadLookupError, NotInDatabaseError
from rulesdb.lookup.rules_lookup import RulesLookup
from rulesdb.text.normalize import has_japanese
from rulesdb.text.rule_numbers import parent_number, parse_rule_number

if TYPE_CHECKING:
    from bot.application.situation_verdict import VerdictBeside
    from rulesdb.lookup.cards import CardCatalog
    from rulesdb.lookup.glossary import Glossary
    from rulesdb.search.searcher import Searcher

AUTOCOMPLETE_LIMIT = 25
# Cards shown for one message (the context menu, inline [[name]] replies): five compact panels
# fit one message (at most 10 embeds, 6,000 characters in all) and a chat message rarely names
# more; the text scanned is a chat message's maximum length.
MAX_CARDS_IN_MESSAGE = 5
MAX_MESSAGE_CHARS = 4000
CHOICE_NAME_LIMIT = 100
# Glossary terms among /rule's choices, and the longest a choice's value may be (/rule's option).
GLOSSARY_CHOICES = 5
MAX_RULE_INPUT = 40
MAX_SEARCH_LIMIT = 50
# Parent rules remembered by a snapshot (`DatabaseSnapshot._parents`): a rule's text each.
PARENTS_REMEMBERED = 2048


def version() -> str:
    from importlib import metadata  # read by /about alone

    try:
        return metadata.version("judgebot")
    except metadata.PackageNotFoundError:
        return "0+unknown"


def _choice_name(text: str) -> str:
    text = " ".join(text.split())
    return text if len(text) <= CHOICE_NAME_LIMIT else text[: CHOICE_NAME_LIMIT - 1] + "…"


def _verdict_beside(question: str) -> VerdictBeside:
    # The situation reader and the engine are imported only where verdicts are on.
    from bot.application.situation_verdict import VerdictBeside

    return VerdictBeside(question)


Found = TypeVar("Found", RuleAnswer, RuleBrief)


def _found_among(
    numbers: Sequence[str], outcomes: Sequence[Found | NotInDatabaseError | BadLookupError]
) -> dict[str, Found]:
    """The outcomes that were found, by the number as given; a malformed number is bad input."""
    found: dict[str, Found] = {}
    for number, outcome in zip(numbers, outcomes, strict=True):
        if isinstance(outcome, BadLookupError):
            raise BadInputError(outcome.message, outcome.field) from outcome
        if not isinstance(outcome, NotInDatabaseError):
            found[number] = outcome
    return found


@dataclass(frozen=True)
class DatabaseSnapshot:
    """The database in use and its answer cache. The database does not change under a snapshot
    (a refresh makes a new snapshot, with a new cache), so a remembered answer stays right."""

    database: RulesDatabase
    answers: AnswerCache
    verdicts: bool = False  # situation questions answered with the engine's verdict
    rule_links: str = DEFAULT_RULE_LINKS  # JUDGEBOT_RULE_LINKS (bot.application.source_links)

    @cached_property
    def links(self) -> SourceLinks:
        return SourceLinks(self.editions, self.rule_links)

    @property
    def editions(self) -> Editions:
        return self.database.editions

    @property
    def rules(self) -> RulesLookup:
        return self.database.rules

    async def rule(self, number: str, *, edition: str | None = None) -> RuleAnswer:
        try:

            async def look_up(asked: str, edition: str | None) -> RuleAnswer:
                return self.links.rule(await self.rules.lookup(asked, edition=edition))

            return await self.answers.rule(number, edition, look_up)
        except NotInDatabaseError as error:
            raise rule_miss(number, error, self.editions) from error
        except BadLookupError as error:
            raise BadInputError(error.message, error.field) from error

    async def rules_found(
        self, numbers: Sequence[str], *, edition: str | None = None
    ) -> dict[str, RuleAnswer]:
        """The rules among `numbers` that the database holds, as `rule` answers each, by the
        number as given; the ones not found are left out. Read together (a walkthrough cites
        two dozen): a few round trips to the database in all."""

        async def look_up(
            asked: Sequence[str], edition: str | None
        ) -> list[RuleAnswer | NotInDatabaseError | BadLookupError]:
            found = await self.rules.lookup_many(asked, edition=edition)
            return [o if isinstance(o, Exception) else self.links.rule(o) for o in found]

        outcomes = await self.answers.rules(numbers, edition, look_up)
        return _found_among(numbers, outcomes)

    async def rule_briefs(
        self, numbers: Sequence[str], *, edition: str | None = None
    ) -> dict[str, RuleBrief]:
        """What a walkthrough shows of each of `numbers` that the database holds (its number and
        text in the edition, its numbers in the others), as `rules_found` does but without
        reading what only /rule shows. With the answer cache on, the whole answers are read
        and remembered instead: /rule pages through the same rules, and a remembered answer
        costs less than any read."""
        if self.answers.remembers:
            return dict(await self.rules_found(numbers, edition=edition))
        found = await self.rules.briefs_many(numbers, edition=edition)
        linked = [o if isinstance(o, Exception) else self.links.brief(o) for o in found]
        return _found_among(numbers, linked)

    async def glossary_entries(self) -> Glossary:
        return await self.database.glossary()

    async def searcher(self) -> Searcher:
        return await self.database.searcher()

    async def catalog(self) -> CardCatalog:
        return await self.database.catalog()

    async def glossary(self, term: str, *, lang: str = "en") -> GlossaryAnswer:
        glossary = await self.glossary_entries()
        entry = glossary.find(term[:200], lang)
        if entry is None:
            close = glossary.suggest(term[:200], lang)
            asked = term.strip()[:50]
            raise NotFoundError(f"no glossary term '{asked}'", close, message_ja=f"用語「{asked}」")
        return self.links.glossary(glossary.answer(entry, self.editions))

    async def search(self, query: str, *, limit: int = 10, lang: str | None = None) -> SearchAnswer:
        limit = max(1, min(limit, MAX_SEARCH_LIMIT))

        async def compute() -> SearchAnswer:
            # (The structured answer, its composed sentence and its walkthroughs are imported
            # by a process that searches: a rule or card lookup never reads them.)
            from bot.application.search_answer import best_hit, structured_answer
            from bot.application.situation_rules import lent_rules

            # The rules the engine applies to the situation told are candidates too: a story's
            # deciding rule is often one its words do not reach (bot.application.situation_rules).
            lent = lent_rules(query)
            # The story is read while the database gathers the search's candidates.
            beside = _verdict_beside(query) if self.verdicts else None
            found = await (await self.searcher()).answer(
                query, limit=limit, lang=lang, lent=lent, beside=beside.read if beside else None
            )
            self.links.hits(found.hits)
            parent = await self._parent_rule(best_hit(found.hits))
            verdict, deciding = None, None
            reader = lang or ("ja" if has_japanese(query) else "en")
            if beside is not None:
                from bot.application.reading.verdict_rule import (
                    deciding_rule_hit,
                    shown_in_current,
                )

                verdict = beside.verdict(found.cards)
                if verdict is not None:
                    verdict = shown_in_current(verdict, self.editions)
                    deciding = await deciding_rule_hit(
                        verdict, found.hits, self.rules, self.editions, reader
                    )
                    self.links.hits([deciding] if deciding else [])
            answer = structured_answer(query, found, parent, verdict, deciding, reader)
            return self.links.search(answer)

        return await self.answers.question("search", query, compute, str(limit), lang or "")

    @cached_property
    def _parents(self) -> dict[tuple[str, str], ParentRule | None]:
        """The parent rules read, by (number, edition): a few hundred rules are the answers'
        parents (704.5, 104.3), read for one answer after another; the database does not change
        under a snapshot. At most PARENTS_REMEMBERED, then emptied and filled again."""
        return {}

    async def _parent_rule(self, hit: SearchHit | None) -> ParentRule | None:
        """The rule above a rule hit, in the hit's edition, for context."""
        edition = hit.get("edition") if hit is not None else None
        if hit is None or hit["kind"] != "rule" or not edition:
            return None
        number = parent_number(hit["ref"].removeprefix("rule:"))
        if number is None:
            return None
        if (number, edition) not in self._parents:
            if len(self._parents) >= PARENTS_REMEMBERED:
                self._parents.clear()
            self._parents[number, edition] = await self._read_parent(number, edition)
        # (A copy: an answer is its caller's to change.)
        return copy.deepcopy(self._parents[number, edition])

    async def _read_parent(self, number: str, edition: str) -> ParentRule | None:
        # Its text is all the answer shows: no examples, pages or family to read.
        (rule,) = await self.rules.briefs_many([number], edition=edition)
        if isinstance(rule, NotInDatabaseError | BadLookupError):
            return None
        return {
            "ref": rule["ref"],
            "number": rule["number"],
            "edition": rule["edition"],
            "text": rule["text"],
        }

    async def card(self, name: str) -> CardAnswer:
        if not name.strip():
            raise BadInputError("a card name is needed (English or Japanese)", "name")

        async def look_up() -> CardAnswer:
            # A card asked for by its exact name needs no catalog (no index of every name).
            ref = await self.database.card_named(name)
            if ref is not None:
                return self.links.card(await self.database.describe_card(ref))
            catalog = await self.catalog()
            return self.links.card(await catalog.card(name))

        try:
            return await self.answers.card(name, look_up)
        except NotInDatabaseError as error:
            raise NotFoundError(
                error.message, error.suggestions, message_ja=f"カード「{name.strip()[:50]}」"
            ) from error

    async def cards(self, query: str) -> CardListAnswer:
        async def look_up() -> CardListAnswer:
            return await (await self.catalog()).cards(query)

        return await self.answers.question("cards", query, look_up)

    async def cards_in(self, text: str, *, plain: bool = True) -> list[CardAnswer]:
        """The cards a chat message names (see `rulesdb.search.card_finder`), at most
        MAX_CARDS_IN_MESSAGE, in the order named; `plain=False`: only `[[name]]` spans."""
        from rulesdb.search.card_finder import find_card_refs

        catalog = await self.catalog()
        refs = find_card_refs(
            text[:MAX_MESSAGE_CHARS],
            catalog.index,
            catalog.find_ref,
            limit=MAX_CARDS_IN_MESSAGE,
            plain=plain,
        )
        return [self.links.card(await catalog.describe(ref)) for ref in refs]

    async def autocomplete(
        self, kind: AutocompleteKind, partial: str, *, lang: str = "en"
    ) -> list[Choice]:
        partial = partial[:200]
        if kind == "rule":
            return await self._autocomplete_rules(partial, lang)
        catalog = await self.catalog()
        index = catalog.index if kind == "card" else catalog.list_titles
        matches = index.prefix(partial, limit=AUTOCOMPLETE_LIMIT) if partial.strip() else []
        if len(matches) < AUTOCOMPLETE_LIMIT:
            seen = {m.key for m in matches}
            more = (
                index.search(partial, limit=AUTOCOMPLETE_LIMIT, cutoff=0.5)
                if partial.strip()
                else index.prefix("", limit=AUTOCOMPLETE_LIMIT)
            )
            matches += [m for m in more if m.key not in seen]
        choices = []
        for match in matches[:AUTOCOMPLETE_LIMIT]:
            value = match.label if kind == "list" else match.key.removeprefix("card:")
            choices.append(Choice(_choice_name(match.label), value[:CHOICE_NAME_LIMIT]))
        return choices

    async def _autocomplete_rules(self, partial: str, lang: str) -> list[Choice]:
        """ "704.5a — If a player has 0 or less life…", by number or by words of the text; for
        words, glossary terms too ("Deathtouch — A keyword ability…"), after the best rule."""
        texts = await self.database.rule_texts()
        found = texts.suggest(partial, lang, limit=AUTOCOMPLETE_LIMIT)
        rules = [
            Choice(_choice_name(f"{rule.number} — {rule.text}"), rule.number) for rule in found
        ]
        if not partial.strip() or parse_rule_number(partial) or partial.strip()[0].isdigit():
            return rules
        glossary = await self.glossary_entries()
        entries = glossary.completions(partial, lang, limit=GLOSSARY_CHOICES)
        terms = [
            Choice(_choice_name(f"{entry.shown_term} — {entry.text}"), entry.shown_term)
            for entry in entries
            if len(entry.shown_term) <= MAX_RULE_INPUT
        ]
        return (rules[:1] + terms + rules[1:])[:AUTOCOMPLETE_LIMIT]

    async def about(self) -> AboutAnswer:
        provenance = await self.database.provenance()
        return {
            "version": version(),
            "built_at": provenance.built_at,
            "editions": [
                {
                    "edition": e.edition,
                    "lang": e.lang,
                    "source": "MTG Wiki quotes" if e.is_wiki_quote else (e.locator or ""),
                }
                for e in self.editions.all
            ],
            "sources": [
                {
                    "page": page.title,
                    "url": page.url,
                    "attribution": "MTG Wiki (CC BY-SA) contributors",
                }
                for page in provenance.pages
            ],
            "rules_attribution": "Magic: The Gathering Comprehensive Rules © Wizards of the Coast",
        }
