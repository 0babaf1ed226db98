"""Cards a story names that the search did not recognise, marked `⟦*⟧` like the unmodelled
cards it did (text_normal.py), so that the vetoes refuse the story unless such a card is only
the source of an effect the story states (vetoes._unmodelled_card): a card read as absent
decides nothing, and a verdict without it answers another story (「《超越》下でライフ-5」 was
'loses', "Opp at 0 life, Angel on board" 'wins', "Pestilence is activated once" 'keeps_playing').

- Japanese (japanese.py): a name in 《》 or one in 「」 written as a name;
- English (english.py): a name written with capitals inside a sentence, a modelled card's word
  left unresolved ("the Angel" where no Angel, or two, was recognised) or inside a longer name
  ("Lich Lord"), and words a story uses as a card ("X is activated", "X on board", "cast X"),
  capitalised or not.
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from bot.application.situations.card_names import unmodelled
from bot.application.situations.model import Lang
from bot.application.situations.unknown_names.english import english_names
from bot.application.situations.unknown_names.japanese import bracketed

# No "?" in it: the marker must not read as a question mark or a sentence end.
UNMODELLED = "⟦*⟧"
_IN_BRACKETS = re.compile(r"《[^》]*》")


def mark_unknown(written: str, text: str, lang: Lang, named_cards: Sequence[str]) -> str:
    """`text` (lower-case, the recognised cards marked) with every card it names that the engine
    does not model, or the search did not recognise, marked `⟦*⟧`: `written` is the question as
    written (its capitals)."""
    unknown = unmodelled(named_cards)
    if lang == "en":
        unknown += english_names(written, text, named_cards)
    for name in sorted(unknown, key=len, reverse=True):
        text = re.sub(rf"(?<![\w'])(?:the )?{re.escape(name.lower())}(?![\w])", UNMODELLED, text)
    text = _IN_BRACKETS.sub(UNMODELLED, re.sub(r"《(⟦\d+⟧)》|「(⟦\d+⟧)」", r"\1\2", text))
    # (a name in 「」 inside one in 《》 is that name's: 《「侍」の刀》)
    return _IN_BRACKETS.sub(UNMODELLED, bracketed(text)) if lang == "ja" else text
