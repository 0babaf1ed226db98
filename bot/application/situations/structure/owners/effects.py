"""Whose a permanent is, told by what its effect does to a player: a card whose own triggers make
its controller lose (Transcendence at 20 life, Lich leaving, Immortal Coil, Lich's Mastery) is
the player's it is told to make lose ("Transcendence made me lose", "Transcendence killed him");
one told to keep a player in ("Platinum Angel saves me", "the Persecutor stops me from losing")
is seated by what it does (readings._MEANS, as "thanks to"). A loss told of any other card is
not understood, and a card's effect told only in a sentence that asks places no card ("Does
Transcendence make me lose?": the asker may hold it and think it works so).
"""

from __future__ import annotations

from dataclasses import replace

from bot.application.situations.pattern_kit import SENTENCE_END, Clause, Pattern, clause, table
from engine.cards import REGISTRY
from engine.cards.base import Do

LOSES_BY = "loses_by"  # a controls clause's option: the player the card is told to make lose
KEEPS = "keeps"  # a controls clause's option: the player the card is told to keep in
_EFFECTS = frozenset({LOSES_BY, KEEPS})
_OWN_LOSS = frozenset({Do.LOSE_THE_GAME, Do.SACRIFICE_NONTOKEN_OR_LOSE})
_MAKE = r"(?:makes?|made|making|will make|would make|gonna make)"
_KILL = r"(?:kills?|killed|killing|will kill|would kill|gonna kill)"
# Only as asked ("Do I lose to Transcendence?"): "I lost to Lich" claims a loss the engine
# checks (the 'lost' clause), which a reading here would take from it.
_LOSE = r"(?:lose|die)(?: the game)?"

EN: list[Pattern] = table(
    [
        (rf"{{C}} {_MAKE} {{P}} (?:lose|die)", clause("controls", option=LOSES_BY)),
        (rf"{{C}} {_KILL} {{P}}", clause("controls", option=LOSES_BY)),
        (
            rf"{{P}} {_LOSE} (?:to|from|because of|due to|by|thanks to) (?:the )?{{C}}",
            clause("controls", option=LOSES_BY),
        ),
        # "Transcendence triggered on me", "Lich's trigger went off for him": the player a
        # card's own loss trigger is on (a card whose loss is its controller's).
        (
            r"{C}(?:'s)?(?: (?:trigger|ability))? (?:triggers?|triggered|goes off|went off)"
            r" (?:for|on|against) {P}",
            clause("controls", option=LOSES_BY),
        ),
        (
            r"{C} (?:lets|let|allows|allowed) {P} (?:live|survive|stay)",
            clause("controls", option=KEEPS),
        ),
        # What keeps a player in, told as the card's deed ("Does Lich save me?", "the
        # Persecutor stops me from losing"): seated by what the card does (readings._MEANS).
        (
            r"{C} (?:save|saves|saved|saving|protect|protects|protected|protecting) {P}",
            clause("controls", option=KEEPS),
        ),
        (
            r"{C} (?:stop|stops|stopped|prevent|prevents|prevented) {P} from (?:losing|dying)",
            clause("controls", option=KEEPS),
        ),
    ],
    words=True,
)


def loses_its_controller(card: str) -> bool:
    """Whether the card's own triggers make its controller lose."""
    definition = REGISTRY[card]
    return definition.types.is_permanent and any(t.does in _OWN_LOSS for t in definition.triggers)


def _asked(item: Clause, text: str) -> bool:
    end = SENTENCE_END.search(text, item.end)
    return end is not None and end.group() == "?"


def _asked_of_its_controller(item: Clause, text: str, cards: tuple[str, ...]) -> bool:
    """A loss asked of a player by a card that makes only its controller lose ("Does
    Transcendence make me lose?", "Do I lose to Lich?"): the question takes the player for its
    controller, for another's card makes them lose by nothing."""
    return (
        item.option == LOSES_BY
        and item.player is not None
        and _asked(item, text)
        and all(loses_its_controller(cards[i]) for i in item.cards)
    )


def _placed(clauses: list[Clause], text: str) -> set[int]:
    """The cards a clause places: any clause but an effect asked of a card."""
    return {i for c in clauses if c.option not in _EFFECTS or not _asked(c, text) for i in c.cards}


def unplaced_effect(clauses: list[Clause], text: str, cards: tuple[str, ...]) -> str | None:
    """Why a card's effect told on a player places no card, or None: told only in a sentence
    that asks, of a card no other clause places ("Does Platinum Angel save me?": the asker may
    hold it and think it works so; a loss asked of a card that makes only its controller lose
    is the asked player's, `held_as_asked`), or a loss told of a card whose own triggers make
    no one lose ("Platinum Angel kills me")."""
    told = _placed(clauses, text)
    for item in clauses:
        if item.option not in _EFFECTS:
            continue
        named = ", ".join(cards[i] for i in item.cards)
        if _asked_of_its_controller(item, text, cards):
            continue
        if _asked(item, text) and not set(item.cards) <= told:
            return f"who controls {named} is not said (asked)"
        if item.option == LOSES_BY and not all(loses_its_controller(cards[i]) for i in item.cards):
            return f"not understood: how {named} made a player lose"
    return None


def placed_by_effect(
    clauses: list[Clause], text: str, cards: tuple[str, ...]
) -> tuple[list[Clause], tuple[str, ...]]:
    """The clauses with each card told to make a player lose (one whose loss is its
    controller's) or to keep one in (seated by what it does, readings._kept_in) a plain holding;
    one asked of a card another clause places left out ("Soul Echo protects me at -2. … Does
    Soul Echo protect me from that too?"); and the assumptions of the cards held as asked."""
    told = _placed(clauses, text)
    kept, notes = [], []
    for item in clauses:
        if item.option not in _EFFECTS:
            kept.append(item)
        elif not _asked(item, text):
            kept.append(replace(item, option=""))
        elif _asked_of_its_controller(item, text, cards) and not set(item.cards) <= told:
            kept.append(replace(item, option=""))
            notes += [_held_note(cards[i]) for i in item.cards]
    return kept, tuple(notes)


def _held_note(card: str) -> str:
    return (
        f"{card} is controlled by the player the question asks it to make lose (whose it is"
        " was not said; it makes only its controller lose)"
    )
