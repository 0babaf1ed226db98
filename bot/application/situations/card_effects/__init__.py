"""Cards the engine does not model, told by the effect their own Oracle text gives them: "they
Bolt me", 「《稲妻》を撃たれた」, "he drained me for 3 with Sovereign's Bite". Only a card whose
whole text is one plain effect (damage, life loss, gain, poison, drawing, or a drain), or a
creature whose abilities change nothing of the damage it deals a player but one keyword the
engine plays (lifelink, infect, toxic, double strike), is told this way; any other text could
decide what the engine cannot know, and the reader refuses it.

- `oracle.oracle_cards(recognised)`: the search's recognised cards with their texts and powers
- `oracle.plain_effect(card)`: a recognised card's Oracle text read as its one plain effect, or None
- `inert.inert(card)`: a creature whose text bears on nothing the engine plays (a vanilla
  creature, evasion, a cost, a mana ability): left in the story once its tellings are read, it
  is any creature (`tellings.as_any_creature`), and the verdict says its text was read so
- `tellings.mark(text, known)` / `tellings.tell(text, lang, known)`: in the normalised question,
  the story's words for such a card rewritten as the plain effect they tell (text_normal.py);
  the words are told_words.py's patterns, the effect worded by wording.py
"""
