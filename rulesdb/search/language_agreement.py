"""Rules that both their printings match.

A rule is printed in English (in every edition held) and in Japanese, and each printing is scored
on its own: a Japanese question meets the Japanese text through its own words and the English
text through their translations, an English question the other way round. The two are separate
evidence: the rules' translation words things otherwise than players and the wiki do, and the
term table translates some of a question's words and not others. A rule whose printings in both
languages match the question is likelier the one asked about than a rule that only one of them
matches, so each printing gains a share of the best score of the same rule's printings in the
other language.
"""

from __future__ import annotations

from collections.abc import Hashable, Sequence

# A question of fewer words meets the other printing only through the same words translated:
# no second piece of evidence ("サブゲームとは" would lift every rule over the wiki's sections).
MIN_QUESTION_WORDS = 3


def agreed_scores(printings: Sequence[tuple[Hashable, str, float]], weight: float) -> list[float]:
    """For each printing `(rule, language, score)`, its score with the agreement of the same
    rule's best printing in the other language: `weight` of that printing's score, never more
    than its own (a printing that barely matches is not lifted by the other language's match
    alone; the weight is RankingWeights.agreement)."""
    best: dict[Hashable, dict[str, float]] = {}
    for rule, lang, score in printings:
        languages = best.setdefault(rule, {})
        languages[lang] = max(languages.get(lang, 0.0), score)
    agreed = []
    for rule, lang, score in printings:
        other = max((v for language, v in best[rule].items() if language != lang), default=0.0)
        agreed.append(score + weight * min(other, score))
    return agreed
