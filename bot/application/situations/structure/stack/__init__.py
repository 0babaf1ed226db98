"""The order the stack gives a story's events, where its words make that order certain: "in
response", "respond with", "on the stack", "resolves first", 「対応して」「スタックに」「解決」.

A response resolves before what it answered (last in, first out: 405.5, 608.1), so its events
are played first, whatever order the story tells them in; a spell on the stack is not on the
battlefield until it resolves. The reading is taken only where the answered object and the
response are each one event the story tells, and nothing speaks of doubt, of a response only
asked about, of a counter or of several orders: elsewhere the words stay, and the vetoes refuse
the story as before (words.py, links.py; reader.py plays the order).
"""

from bot.application.situations.structure.stack.links import read_responses
from bot.application.situations.structure.stack.order import SAID, STACK_RULES, in_stack_order

__all__ = ["SAID", "STACK_RULES", "in_stack_order", "read_responses"]
