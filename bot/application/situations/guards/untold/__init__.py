"""What a story says that no reading plays, where the verdict would answer the story without it:
a supposition the asking sentence makes of an event no reading takes (supposition.py), a card
told only as what another card is like (likeness.py), a Japanese permanent told present by a
word no card takes (present.py), a Japanese player's own words quoted after their name
(speakers.py), a time after the story asked (later.py), words that keep a player in the game
with no card named (kept_in.py), an outcome word asked of something else than the game
(asked_of.py), what a modelled card's trigger did told beside the engine's own
(structure/events/trigger_effects.py), a deck's size told as the library
(structure/events/deck_size.py), a card held only in a supposition or in another player's
quoted words (structure/owners/held_apart.py), and the same told of another player with "too"
(also.py)."""

from __future__ import annotations

from bot.application.situations.guards.untold.also import repeated_of_another
from bot.application.situations.guards.untold.asked_of import asked_of_another_thing
from bot.application.situations.guards.untold.kept_in import kept_in
from bot.application.situations.guards.untold.later import later_time
from bot.application.situations.guards.untold.likeness import likened_card
from bot.application.situations.guards.untold.present import unknown_present
from bot.application.situations.guards.untold.speakers import quoted_speaker
from bot.application.situations.guards.untold.supposition import unread_supposition
from bot.application.situations.matching import Reading
from bot.application.situations.structure.events.deck_size import deck_size
from bot.application.situations.structure.events.trigger_effects import retold_effect
from bot.application.situations.structure.owners.held_apart import held_apart
from bot.application.situations.text_normal import Normalised


def untold(norm: Normalised, reading: Reading) -> str | None:
    """Why the story tells something no reading plays, or None."""
    return (
        unread_supposition(norm, reading)
        or likened_card(norm)
        or unknown_present(norm)
        or quoted_speaker(norm)
        or later_time(norm, reading)
        or kept_in(norm)
        or asked_of_another_thing(norm, reading)
        or retold_effect(norm, reading)
        or deck_size(norm, reading)
        or held_apart(norm)
        or repeated_of_another(norm, reading)
    )
