"""Plain-text rendering of application answers, for the command line and the console.

Labels follow the user's language; quoted text (wiki passages, rules) is printed as written.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import cast

from bot.application.answer_types import (
    AnswerItem,
    CardAnswer,
    CardFaceText,
    CardItem,
    CardListAnswer,
    RuleAnswer,
    RulingItem,
    SearchAnswer,
    SearchHit,
    VerdictItem,
)
from bot.application.reading.list_notes import note_places
from bot.application.reading.rule_notes import (
    earlier_meaning_lines,
    older_numbers,
    other_language_note,
    shown_sources,
    shown_text,
)

LABELS: dict[str, dict[str, str]] = {
    "ja": {
        "rule": "総合ルール",
        "edition": "版",
        "parent": "親ルール",
        "children": "サブルール",
        "examples": "例",
        "other_editions": "他の版での番号",
        "sources": "出典",
        "no_text": "(この版の本文はありません)",
        "no_hits": "該当するものが見つかりませんでした。",
        "lists": "掲載リスト",
        "mentions": "言及箇所",
        "commentary": "Wikiの解説",
        "no_lists": "該当するカードリストが見つかりませんでした。",
        "part_of": "上位のルール",
        "cards_named": "質問中のカード",
        "step_by_step": "手順を追って見る",
        "more": "他の検索結果",
        "note": "注記",
        "renumbered": "番号変更: {number} ({edition}) はこの版では {now}",
        "rulings": "裁定",
        "card_rulings": "裁定(新しい順・英語のまま)",
        "keyword_rules": "キーワードのルール",
        "image": "画像",
        "oracle_list": "オラクル・テキストに含むカード",
        "verdict": "判定",
        "verdict_rules": "根拠",
        "more_rules": " ほか{n}件",
        "ruling": "裁定・英語のまま",
        "did_you_mean": "もしかして",
        "older_numbers": "以前の番号",
        "oracle": "オラクル",
        "kind_rule": "ルール",
        "kind_section": "Wiki",
        "kind_page": "Wikiのページ",
        "kind_card": "カード",
        "kind_glossary": "用語集",
    },
    "en": {
        "rule": "Comprehensive Rules",
        "edition": "edition",
        "parent": "parent",
        "children": "subrules",
        "examples": "Examples",
        "other_editions": "in other editions",
        "sources": "Sources",
        "no_text": "(no text in this edition)",
        "no_hits": "Nothing found.",
        "lists": "On lists",
        "mentions": "Mentioned in",
        "commentary": "The wiki's page",
        "no_lists": "No matching card list.",
        "part_of": "part of rule",
        "cards_named": "cards in the question",
        "step_by_step": "see it step by step",
        "more": "other results",
        "note": "note",
        "renumbered": "renumbered: {number} ({edition}) is {now} in this edition",
        "rulings": "Rulings",
        "card_rulings": "Rulings (newest first)",
        "keyword_rules": "Keyword rules",
        "image": "Image",
        "oracle_list": "Cards whose Oracle text says it",
        "verdict": "Verdict",
        "verdict_rules": "rules",
        "more_rules": " and {n} more",
        "ruling": "Ruling",
        "did_you_mean": "Did you mean",
        "older_numbers": "formerly",
        "oracle": "Oracle",
        "kind_rule": "rule",
        "kind_section": "wiki",
        "kind_page": "wiki page",
        "kind_card": "card",
        "kind_glossary": "glossary",
    },
}


def labels(lang: str) -> dict[str, str]:
    return LABELS.get(lang, LABELS["en"])


def _source_line(source: Mapping[str, object], lang: str = "ja") -> str:
    if "page" in source:
        page = f"「{source['page']}」" if lang == "ja" else f" “{source['page']}”"
        return f"MTG Wiki{page} {source.get('url', '')}".rstrip()
    return f"{source.get('document', '')} {source.get('locator', '')}".rstrip()


def render_rule(answer: RuleAnswer, lang: str) -> str:
    """The rule in the reader's language (the other's only where no edition prints it in theirs,
    said so), with what its number meant before and where it was renumbered from."""
    t = labels(lang)
    lines = [f"{t['rule']} {answer['number']}  ({t['edition']} {answer['edition']})"]
    if answer.get("url"):
        lines.append(f"  <{answer['url']}>")
    lines += earlier_meaning_lines(answer, lang)
    asked = answer.get("renumbered_from")
    if asked is not None:
        lines.append(t["renumbered"].format(now=answer["number"], **asked))
    shown = shown_text(answer, lang)
    if shown is None:
        lines.append(t["no_text"])
    else:
        lines.append(f"[{shown.lang}] {shown.text}")
        if shown.note:
            lines.append(f"  {shown.note}")
        by_lang = answer["examples_i18n"]
        for example in by_lang["ja"] if shown.lang == "ja" else by_lang["en"]:
            lines.append(f"  {t['examples']}: {example}")
    if answer["parent"]:
        lines.append(f"{t['parent']}: {answer['parent']}")
    if answer["children"]:
        lines.append(f"{t['children']}: {', '.join(answer['children'])}")
    if answer["other_editions"]:
        others = ", ".join(f"{o['edition']}: {o['number']}" for o in answer["other_editions"])
        lines.append(f"{t['other_editions']}: {others}")
    sources = shown_sources(answer["sources"], shown, lang)
    if sources:
        lines.append(f"{t['sources']}:")
        lines.extend(f"  {_source_line(s, lang)}" for s in sources)
    return "\n".join(lines)


def kind_label(kind: str, t: Mapping[str, str]) -> str:
    """A hit's kind in the reader's language (`rule`, `section`, … as the JSON says it)."""
    return t.get(f"kind_{kind}", kind)


def hit_heading(hit: SearchHit) -> str:
    if hit["kind"] == "rule":
        return f"{hit['title']} ({hit.get('edition', '')} {hit.get('lang', '')})"
    if hit["kind"] == "section":
        return f"{hit.get('page', '')} > {' > '.join(hit.get('section_path') or [hit['title']])}"
    return str(hit["title"])


# The card's ability that decides is the answer: whole, as long as abilities run (Thassa's
# Oracle's, 406 characters, ends with its win).
CARD_SAID_CHARS = 700


def _clipped(text: str, limit: int = 300) -> str:
    clipped = text if len(text) <= limit else text[: limit - 1] + "…"
    # A card's text has a line per ability: each is indented under its heading.
    return clipped.replace("\n", "\n   ")


def _answer_item_lines(
    item: AnswerItem, answer: SearchAnswer, lang: str, t: Mapping[str, str]
) -> list[str]:
    """One item of the composed answer: a verdict, a card's deciding ability, a ruling, a rule
    (the first with its parent rule) or a wiki passage."""
    # (Imported by a process that shows a search: a rule or card lookup never reads it.)
    from bot.application.reading.verdict_grounds import SHOWN_VERDICT_RULES, shown_numbers
    from bot.application.search_answer import card_said, parent_text

    if item["kind"] == "verdict":
        verdict = cast(VerdictItem, item)
        rules, edition = shown_numbers(verdict["rules_shown"], limit=SHOWN_VERDICT_RULES)
        if (more := len(verdict["rules_shown"]) - SHOWN_VERDICT_RULES) > 0:
            rules += t["more_rules"].format(n=more)
        summary = verdict["summary_i18n"].get(lang) or verdict["summary"]
        return [f"[{t['verdict']}] {summary}", f"   {t['verdict_rules']} ({edition}): {rules}"]
    if item["kind"] == "card":
        card = cast(CardItem, item)
        heading = f"[{kind_label('card', t)}] {card['title']}"
        said = card_said(card, lang)
        # A card the card data has no text for: its page, where its text is (the wiki follows).
        shown = _clipped(said, CARD_SAID_CHARS) if said else card.get("scryfall_url", "")
        return [heading, "   " + shown]
    if item["kind"] == "ruling":
        ruling = cast(RulingItem, item)
        heading = f"[{t['ruling']}] {ruling['card']} ({ruling['date']})"
        return [heading, "   " + _clipped(ruling["text"])]
    hit = cast(SearchHit, item)
    lines = [f"[{kind_label(hit['kind'], t)}] {hit_heading(hit)}"]
    if hit["text"]:
        lines.append("   " + _clipped(hit["text"]))
    note = other_language_note(hit, lang)
    if note:
        lines.append(f"   {note}")
    older = older_numbers(hit) if hit["kind"] == "rule" else None
    if older:
        lines.append(f"   {t['older_numbers']}: {older}")
    for url in (hit.get("rule_url"), hit.get("section_url") or hit.get("url")):
        if url:
            lines.append(f"   {url}")
    best = answer["best"]
    parent = best["parent"] if best is not None and best["hit"] == hit else None
    if parent is not None:
        text = _clipped(parent_text(parent, lang), 200)
        lines.append(f"{t['part_of']} {parent['number']}: {text}")
    return lines


def render_search(
    answer: SearchAnswer, lang: str, *, simulate: str = "/simulate", step: str | None = None
) -> str:
    """The composed answer first, in its order (verdict, what it rests on, rules, wiki); then
    the cards named, the walkthroughs (the verdict's own situation first), and the other hits
    one line each. `simulate`: the command that steps through a walkthrough where this text is
    read (the console's `/simulate`, the shell's `judgebot simulate`); `step`: the one that
    steps through the verdict's situation (the console's `/step`; the shell has none: its
    `--json` gives the scenario, for `judgebot simulate`)."""
    t = labels(lang)
    if not answer["answer"]:
        if answer["suggestions"]:
            return f"{t['no_hits']}\n{t['did_you_mean']}: {', '.join(answer['suggestions'])}"
        return t["no_hits"]
    lines: list[str] = []
    for item in answer["answer"]:
        lines.extend(_answer_item_lines(item, answer, lang, t))
    if answer["cards"]:
        lines.append(f"{t['cards_named']}: {', '.join(c['name'] for c in answer['cards'])}")
    verdict = answer["verdict"]
    if verdict is not None and step is not None:
        title = verdict["scenario"].get("title", "")
        lines.append(f"{t['step_by_step']}: {step}  ({title})")
    for related in answer["related"]:
        title = related["title"].get(lang) or related["preset"]
        lines.append(f"{t['step_by_step']}: {simulate} {related['preset']}  ({title})")
    # Answer items are copies of their hits (answers are copied out of the cache): compared by
    # value, each is listed once.
    shown = list(answer["answer"])
    others = [hit for hit in answer["hits"] if hit not in shown]
    if others:
        lines.append(f"{t['more']}:")
        lines.extend(
            f"  {index}. [{kind_label(hit['kind'], t)}] {hit_heading(hit)}"
            for index, hit in enumerate(others, start=len(shown) + 1)
        )
    return "\n".join(lines)


def card_title(en: str | None, ja: str | None) -> str:
    if en and ja:
        return f"{ja}/{en}"
    return en or ja or ""


def _stats(face: Mapping[str, object]) -> str:
    if face.get("power") is not None or face.get("toughness") is not None:
        return f"{face.get('power')}/{face.get('toughness')}"
    return f"[{face['loyalty']}]" if face.get("loyalty") else ""


def _face_lines(face: CardFaceText, t: Mapping[str, str], japanese_first: bool) -> list[str]:
    """One face: the reader's printing (the Japanese one for a Japanese reader, where there is
    one), the other under it, marked."""
    ja = face["ja"]
    printed_ja = bool(ja and (ja["type_line"] or ja["text"]))
    oracle_lines = face["text"].splitlines()
    ja_type = (ja["type_line"] or "") if ja else ""
    ja_lines = (ja["text"] or "").splitlines() if ja else []
    if japanese_first and printed_ja:
        head = [face["mana_cost"] or "", ja_type, _stats(face)]
        below = [f"[{t['oracle']}] {face['type_line']}", *(f"     {x}" for x in oracle_lines)]
        return ["  ".join(p for p in head if p), *ja_lines, *below]
    head = [face["mana_cost"] or "", face["type_line"], _stats(face)]
    below = [f"[ja] {ja_type}".rstrip(), *(f"     {x}" for x in ja_lines)] if printed_ja else []
    return ["  ".join(p for p in head if p), *oracle_lines, *below]


def _oracle_lines(answer: CardAnswer, t: Mapping[str, str], lang: str = "en") -> list[str]:
    """The card data's part of a card, in the order of the Discord panel: the reader's printing
    per face (the other under it), keyword rules (linked), the image; then the rulings, newest
    first."""
    oracle = answer.get("oracle")
    if oracle is None:
        return []
    lines: list[str] = []
    for face in oracle["faces"]:
        if len(oracle["faces"]) > 1:
            lines.append(f"— {face['name']}")
        lines.extend(_face_lines(face, t, lang == "ja"))
    if answer.get("keyword_rules"):
        rules = ", ".join(
            f"{r['keyword']} → {r['number']} ({r['edition']})"
            + (f" <{r['url']}>" if r.get("url") else "")
            for r in answer["keyword_rules"]
        )
        lines.append(f"{t['keyword_rules']}: {rules}")
    if answer.get("image_url"):
        lines.append(f"{t['image']}: {answer['image_url']}")
    rulings = sorted(answer.get("rulings", []), key=lambda r: r["date"] or "", reverse=True)
    if rulings:
        lines.append(f"{t['card_rulings']}:")
        lines.extend(f"  {r['date']} {r['text']}" for r in rulings)
    return lines


def render_card(answer: CardAnswer, lang: str) -> str:
    """A card as its Discord panel shows it: names (and Scryfall's page), the card, its
    rulings, then the wiki's commentary and lists last."""
    t = labels(lang)
    lines = [card_title(answer["en"], answer["ja"])]
    if answer.get("scryfall_url"):
        lines.append(f"  <{answer['scryfall_url']}>")
    lines.extend(_oracle_lines(answer, t, lang))
    for commentary in answer.get("commentary", []):
        lines.append(f"{t['commentary']}: {commentary['page']} <{commentary['url']}>")
        lines.extend(f"  {line}" for line in commentary["text"].splitlines())
    if answer["lists"]:
        lines.append(f"{t['lists']}:")
        for item in answer["lists"]:
            note = f" ({item['note']})" if item["note"] else ""
            lines.append(f"  {item['page']} > {item['section']} #{item['position']}{note}")
            lines.append(f"    <{item.get('section_url') or item['url']}>")
    if answer["mentions"]:
        lines.append(f"{t['mentions']}:")
        for mention in answer["mentions"]:
            lines.append(f"  {mention['page']} > {' > '.join(mention['section_path'])}")
            lines.append(f"    {mention['text']}")
            lines.append(f"    <{mention.get('section_url') or mention['url']}>")
    return "\n".join(lines)


def render_card_lists(answer: CardListAnswer, lang: str) -> str:
    t = labels(lang)
    if not answer["lists"]:
        return t["no_lists"]
    lines = []
    for card_list in answer["lists"]:
        if card_list["page"] is None:
            lines.append(t["oracle_list"])
        else:
            lines.append(f"{card_list['page']} > {card_list['section']}")
        cards = card_list["cards"]
        for index, (card, place) in enumerate(zip(cards, note_places(cards), strict=True)):
            beside = f" ({place.beside})" if place.beside else ""
            lines.append(f"  {index + 1}. {card_title(card['en'], card['ja'])}{beside}")
            if place.under:
                lines.append(f"     ({place.under})")
    return "\n".join(lines)
