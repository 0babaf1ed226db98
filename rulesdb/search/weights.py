"""The weights of a candidate's score (rulesdb.search.ranking), as one value: the defaults are
the product's, and an evaluation sweeps them by giving others to the Searcher."""

from __future__ import annotations

from dataclasses import dataclass

from rulesdb.meaning.fusion import DENSE_SHARE


@dataclass(frozen=True)
class RankingWeights:
    """Every weight, factor, bonus and prior of a candidate's score."""

    # The parts of a score, each in [0, 1]: how much of the question's content a document
    # holds, how closely its text (for a short question) and its title resemble the question,
    # its BM25 relative to the best candidate's, and its priors.
    coverage: float = 0.5
    text: float = 0.15
    title: float = 0.1
    bm25: float = 0.1
    prior: float = 0.15
    # A document that says the rules' phrase for what the question says casually (or for what
    # a named card's text says) states the concept asked about: this much for saying all.
    phrase: float = 0.15
    # Priors: the wiki's text (quoted first to those who read it), a card list asked for.
    wiki_prior: float = 0.15
    list_prior: float = 0.7
    glossary_factor: float = 0.7
    # A card's text is only what the wiki notes beside it: its content counts this much.
    card_context_factor: float = 0.7
    # A rule of a variant the question does not name (chapters 8-9, "In a Two-Headed Giant
    # game").
    variant_factor: float = 0.4
    # A card named in a longer question is its context, not the answer.
    card_in_question_factor: float = 0.3
    # Translations speak this much for a document in the question's own language (for one in
    # the other language, they are all it can meet the question through).
    same_language_translation: float = 0.8
    # A card name matched below ranking.CARD_NAME_TRUSTED counts this much of its likeness.
    untrusted_name_factor: float = 0.5
    # How much more a keyword of the asking sentence weighs than a story's other words.
    focus_boost: float = 2.0
    # A word of a named card's rules text weighs this much of a word the question says.
    context_factor: float = 0.3
    # A word common to the whole corpus still weighs this much (plus its rarity, in [0, 1]).
    corpus_rarity_floor: float = 1.0
    # A rule of a keyword ability the question names ("infect damage to a player").
    keyword_rule_bonus: float = 0.05
    # A rule of a keyword ability neither the question nor a card it names names (702.2 and
    # on): its reminder speaks a story's words ("each opponent loses 1 life": extort) unasked.
    unasked_keyword_factor: float = 0.6
    # For each kind of answer asked (a timing, a number, a permission) that a rule states.
    asked_kind_bonus: float = 0.03
    # The least score of the rule whose number the question gives.
    exact_number_floor: float = 0.95
    # The share of the other language's best printing of a rule a printing gains
    # (rulesdb.search.language_agreement).
    agreement: float = 0.2
    # The share of an example's score (a situation the rule writes out) its rule takes: below
    # what the rule's own words give it (rulesdb.search.stages.exemplified).
    example_factor: float = 0.8
    # How much a rule's share of the words that tell it from its siblings adds to its score
    # when it competes with them (rulesdb.search.stages.contrast).
    sibling_contrast: float = 0.1
    # The weight of the rules nearest in meaning in the fusion (rulesdb.meaning.semantic).
    meaning_share: float = DENSE_SHARE

    @property
    def fuzzy_bound(self) -> float:
        """The most the fuzzy parts can add: a candidate further than this below the
        shortlist's last cannot reach it, so it is not compared."""
        return self.text + self.title


DEFAULT_WEIGHTS = RankingWeights()
