"""What /rule and `judgebot rule` answer: the rule a number names, else the glossary entry a
word names ("deathtouch", "接死"). A word the glossary lacks keeps the rule lookup's own error
("'xyz' is not a rule number"), with the glossary terms close to it as suggestions."""

from __future__ import annotations

from typing import TypeGuard

from bot.application.answer_types import GlossaryAnswer, RuleAnswer
from bot.application.app_protocol import Application, BadInputError, NotFoundError


async def rule_or_term(
    app: Application, text: str, *, edition: str | None = None, lang: str = "en"
) -> RuleAnswer | GlossaryAnswer:
    try:
        return await app.rule(text, edition=edition)
    except BadInputError as error:
        return await term_instead(app, text, error, lang=lang)


async def term_instead(
    app: Application, text: str, error: BadInputError, *, lang: str = "en"
) -> GlossaryAnswer:
    """The glossary entry `text` names, after the rule lookup refused it with `error`; `error`
    again (with close terms) when it is not about the number or the glossary lacks the term."""
    if error.field != "number":
        raise error
    try:
        return await app.glossary(text, lang=lang)
    except NotFoundError as miss:
        raise BadInputError(error.message, error.field, miss.suggestions) from error


def is_glossary(answer: RuleAnswer | GlossaryAnswer) -> TypeGuard[GlossaryAnswer]:
    return answer["ref"].startswith("glossary:")
