"""The rules a walkthrough's steps applied, as the reader sees them: each with its text in the
reader's language, numbered in the engine's edition or, when the reader chose another, in that
one (the wiki's 724.5 is 728.5 in 20260116)."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import Protocol

from bot.application.answer_types import RuleBrief, SimulationResult
from bot.application.reading.rule_notes import ENGINE_NUMBERING, shown_text

SHORT_TITLE_CHARS = 60  # a cited rule's one-line gist


class RuleSource(Protocol):
    async def rule_briefs(
        self, numbers: Sequence[str], *, edition: str | None = None
    ) -> dict[str, RuleBrief]: ...


@dataclass(frozen=True, slots=True)
class CitedRule:
    """A rule a step applied, as shown: numbered in the shown edition, with its text there."""

    cited: str  # the engine's number, in the result's `rules_edition`
    number: str  # in `edition`'s numbering (the cited number when no text was found)
    edition: str | None  # None when the rules database does not have the rule
    text: str | None  # in the reader's language, else the other one
    url: str | None = None  # the rule on a public page, when today's rules are loaded

    def short_title(self, limit: int = SHORT_TITLE_CHARS) -> str | None:
        """The rule's first sentence (its gist: "A subgame is a completely separate Magic game
        created by an effect"), cut to `limit` characters; None without a text."""
        if not self.text:
            return None
        first = self.text.strip().splitlines()[0]
        for end in ("。", ". ", "：", ": "):
            if end in first:
                first = first.split(end, 1)[0] + ("。" if end == "。" else "")
                break
        return first if len(first) <= limit else first[: limit - 1].rstrip() + "…"


def _cited(number: str, answer: RuleBrief, lang: str) -> CitedRule:
    """The rule in the reader's language: a text another edition lends (the Japanese rules file's
    601.2 for the wiki's numbering) or the other language's says where it comes from."""
    shown_edition = str(answer.get("edition") or "") or None
    shown = shown_text(answer, lang)
    text = None if shown is None else f"{shown.text} {shown.note}" if shown.note else shown.text
    url = answer.get("url")
    return CitedRule(number, str(answer["number"]), shown_edition, text, str(url) if url else None)


async def rule_in(rules: RuleSource, rule: CitedRule, lang: str) -> CitedRule:
    """`rule` with its text in `lang` (for a reader of another language than the walkthrough's);
    as it is when the database does not have it."""
    found = (await rules.rule_briefs([rule.number], edition=rule.edition)).get(rule.number)
    return _cited(rule.cited, found, lang) if found else rule


def _number_in(answer: RuleBrief, edition: str) -> str | None:
    """The number the rule of `answer` has in `edition`, if that edition has it."""
    others = answer.get("other_editions") or []
    return next((o["number"] for o in others if o["edition"] == edition), None)


async def cited_rules(
    rules: RuleSource,
    result: SimulationResult,
    *,
    lang: str,
    edition: str | None = None,
) -> dict[str, CitedRule]:
    """Every rule the result's steps cite, with its text, renumbered into `edition` when the
    reader chose another edition than the one the engine cites. All of them are read together,
    those no later edition ties to the wiki's quote again in the rules file of the same
    numbering, then the renumbered ones together."""
    numbers = list(dict.fromkeys(n for step in result["steps"] for n in step["rules"]))
    cited_in = result["rules_edition"]
    answers = await rules.rule_briefs(numbers, edition=cited_in)
    renumbered: dict[str, str] = {}
    if edition:
        for number, answer in answers.items():
            mapped = _number_in(answer, edition) if edition != answer.get("edition") else None
            if mapped is not None:
                renumbered[number] = mapped
        # The wiki's quote of a rule (701.20a) is not always tied to later editions; the rules
        # file of the same numbering is.
        unmapped = [
            n for n, a in answers.items() if n not in renumbered and a["edition"] != edition
        ]
        for twin in sorted(ENGINE_NUMBERING - {cited_in, edition}) if unmapped else ():
            for number, answer in (await rules.rule_briefs(unmapped, edition=twin)).items():
                mapped = _number_in(answer, edition) if number not in renumbered else None
                if mapped is not None and (answer["number"], answer["edition"]) == (number, twin):
                    renumbered[number] = mapped
    in_edition = (
        await rules.rule_briefs(list(dict.fromkeys(renumbered.values())), edition=edition)
        if renumbered
        else {}
    )
    found: dict[str, CitedRule] = {}
    for number in numbers:
        shown = in_edition.get(renumbered[number]) if number in renumbered else answers.get(number)
        found[number] = (
            _cited(number, shown, lang) if shown else CitedRule(number, number, None, None)
        )
    return found
