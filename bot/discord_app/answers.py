"""Rule answers of the application layer, remembered for the life of the bot.

The rules database is read-only while the bot runs, and the same rules come up again and again
(a rule and its subrules, the neighbours a reader pages to, the rules a walkthrough cites), so a
bounded cache saves most lookups. Not-found answers are not cached.
"""

from __future__ import annotations

from bot.answer_types import RuleAnswer
from bot.app_protocol import Application
from bot.lru import LruCache

RULE_CACHE_SIZE = 4096  # a few kilobytes each: a few megabytes at most


class RuleAnswers:
    """`Application.rule`, with a memory; has the same call signature."""

    def __init__(self, app: Application, *, size: int = RULE_CACHE_SIZE) -> None:
        self.app = app
        self._answers: LruCache[tuple[str, str | None], RuleAnswer] = LruCache(size)

    async def rule(self, number: str, *, edition: str | None = None) -> RuleAnswer:
        key = (number, edition)
        if key in self._answers:
            return self._answers.get(key)
        answer = await self.app.rule(number, edition=edition)
        self._answers.put(key, answer)
        # Also under its canonical name: "724.5" asked without an edition is the same answer as
        # "724.5" in the edition it came from, which is how subrules and neighbours ask for it.
        if answer.get("number") and answer.get("edition"):
            self._answers.put((str(answer["number"]), str(answer["edition"])), answer)
        return answer
