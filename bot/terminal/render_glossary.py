"""Plain-text rendering of a glossary entry (`judgebot rule deathtouch`, the console's
`/rule 接死`): the term, its definition, each rule it points to on a line of its own with the
rule's short text, the term in the other language, the rules file it comes from."""

from __future__ import annotations

from bot.application.answer_types import GlossaryAnswer
from bot.application.reading.rule_notes import ShownText, shown_sources
from bot.terminal.render_text import labels

GLOSSARY_LABELS: dict[str, dict[str, str]] = {
    "ja": {"glossary": "総合ルール 用語集", "ja": "日本語", "en": "英語"},
    "en": {"glossary": "Comprehensive Rules glossary", "ja": "Japanese", "en": "English"},
}


def render_glossary(answer: GlossaryAnswer, lang: str) -> str:
    t = {**labels(lang), **GLOSSARY_LABELS.get(lang, GLOSSARY_LABELS["en"])}
    lines = [
        f"{t['glossary']}: {answer['term']}  ({t['edition']} {answer['edition']})",
        answer["text"],
    ]
    for rule in answer["rules"]:
        lines.append(f"  {t['rule']} {rule['number']}  {rule['text'] or ''}".rstrip())
        if rule.get("url"):
            lines.append(f"    <{rule['url']}>")
    for other_lang, term in answer["other_terms"].items():
        lines.append(f"{t.get(other_lang, other_lang)}: {term}")
    entry = ShownText(answer["text"], answer["lang"], None)
    sources = shown_sources(list(answer["sources"]), entry, lang)
    if sources:
        lines.append(f"{t['sources']}:")
        lines.extend(f"  {s.get('document', '')} {s.get('locator', '')}" for s in sources)
    return "\n".join(lines)
