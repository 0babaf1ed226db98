"""The rules of the cards that make a player lose (the 敗北条件 page's 敗北条件カード一覧):
their spells, their abilities as they resolve, what triggers them, damage replacements and the
restarted game."""
