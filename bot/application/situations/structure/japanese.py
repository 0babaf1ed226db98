"""A Japanese clause read by its structure: the particles tell who (⟨x⟩は/が/も, the possessor
⟨x⟩の of the noun counted), to whom and by whom (⟨x⟩に/から), the noun before a number or the
counter after it tells what is counted (ライフ, 毒, ライブラリー, 手札, 墓地, 点, 個, 枚), and the
verb after it tells what happened (失う, 受ける, 与える, 引く, 投了する, 破壊される …).

Every number, card and event word of the clause must be taken by the reading; a clause with
anything left over, or with a negated verb, is not understood (None) and stays unread.
"""

from __future__ import annotations

import re

from bot.application.situations.pattern_kit import Clause
from bot.application.situations.pattern_kit import clause_at as _clause
from bot.application.situations.structure.events.poison import poison_counted
from bot.application.situations.structure.settling.noun_blows import noun_blow

# Not a card's index (⟦0⟧) nor a rough number (⟪~5⟫, text_normal.py).
_NUMBER = re.compile(r"(?<![⟦\d~])-?\d+(?![⟧\d⟫])")
_CARD = re.compile(r"⟦(\d+|\*)⟧")
_PLAYER = re.compile(r"⟨([a-z0-9]+)⟩(は|が|も|の|に|から|を|で)?")
_VERB_CLASSES: tuple[tuple[str, str], ...] = (
    # 「3減った」「10減らした」: less by so much (「3に減った」 is to so much).
    (
        "lose",
        r"失(?:う|っ|い|わ)|払(?:う|っ|い)|支払|ライフロス|(?<=点)ロス(?:し|す)"
        r"|(?<!に)(?<!まで)減(?:っ|り|る|ら)"
        # Life drained (「3点ドレインされた」「ライフを吸われた」): lost, as the card says it.
        r"|ドレインされ|吸(?:い取)?られ|吸われ",
    ),
    # 「毒が2個増えた」「ライフが3点増えた」: more by so much (「3に増えた」 is to so much).
    ("gain", r"回復|得(?:る|た|て|ました)|ゲイン|(?<!に)(?<!まで)増え(?:る|た|て|ました)"),
    (
        "take",
        r"受け|(?:食|く|喰|も)ら[っいうわ]|殴られ|撃たれ|攻撃され|削られ|叩き込まれ|通され|与えられ"
        r"|(?<=が)入(?:っ|り|る)|(?<=点)(?:入|通)(?:っ|り|る)|飛んでき(?:た|て|ま)|パンチされ"
        # counters received (「2個置かれた」「追加で乗った」); 「乗せた」 is given
        r"|置かれ|乗(?:っ|り)|乗せられ|追加され|入れられ"
        # Burned (「6点焼かれた」「火力で燃やされた」): damage received, as 殴られ is.
        r"|焼かれ|燃やされ"
        # Pinged (「1点ピンされた」): the players' word for a small burn, as "ping" is.
        r"|ピンされ",
    ),
    (
        "deal",
        r"与え(?!られ|させ)|殴っ|撃っ|撃ち込|叩き込ん|攻撃し|殴り|通し(?:た|て|ま)"
        r"|焼(?:い|き(?:ま|きっ))|燃やし|ピンし(?:た|て|ま)",
    ),
    ("draw", r"引(?:く|い|き|か)|ドロー(?!ステップ|フェイズ)"),
    ("concede", r"投了|降参|サレンダー"),
    ("remove", r"破壊|除去|追放|生け贄|殺害され|割られ|壊され|死亡|死ん|いなくなっ|離れ|バウンス"),
    ("cast", r"唱え|キャスト"),
    (
        "have",
        r"コントロール(?!され)|出して|出てい|出てる|置いて|使っ(?:て|てる|ている|ていて)"
        r"|(?<=[にがも])(?:いる|いて|ある|あって|います|あります)",
    ),
    ("become", r"にな(?:っ|る|り)|まで減|に減|まで増|に増"),
)
# A negation anywhere after a verb in its clause (「ドローはしてないです」「引けなかった」).
# (「しなければ」「しなきゃ」: "if not" or "must", neither of them a draw that happened)
_NEGATED = re.compile(
    r"な(?:い|かっ|く|さ|けれ|けりゃ|きゃ)|ず(?:に)?|ません|ぬ|じゃな|ではな|まだ"
)
_OUT_OF_REACH = re.compile(
    r"統率者|サブゲーム|メイン|半分|切り上げ|2倍|倍|ずつ|それぞれ|毎|ターン|代わり|軽減|防|もし|仮に"
    r"|はず|かも|だろう|でしょう"
)
_EVENT_WORDS = frozenset({"lose", "gain", "take", "deal", "draw", "concede", "remove", "cast"})
_COUNTED = {
    "ライフ": "life",
    "毒": "poison",
    "ライブラリー": "library",
    "ライブラリ": "library",
    "デッキ": "library",
    "山札": "library",
    "手札": "hand",
    "墓地": "graveyard",
    "ダメージ": "damage",
}
_COUNTED_RE = re.compile("|".join(sorted(_COUNTED, key=len, reverse=True)))
# Counters of things that are no points, cards or counters: creatures, players, times, turns.
_NOT_POINTS = frozenset("体人回匹本")
# A creature's size or power (「3/3に殴られた」「パワー3のクリーチャー」) is no amount dealt.
_SIZE = re.compile(r"\d+/\d+|パワー|タフネス|サイズ")
_ZONE_KINDS = {"library": "library_is", "hand": "hand_is", "graveyard": "graveyard_is"}
_LEAVE_TO = {"追放": "exiled", "バウンス": "bounced"}
# A card told in a zone other than the battlefield (「手札にある」) is not held in play
# (「手札から出して」 put it there).
_ZONE = re.compile(r"(?:手札|墓地|ライブラリー?|デッキ|山札|追放領域)(?:に|の)")


def _verbs(text: str, start: int, end: int) -> list[tuple[int, int, str]]:
    found = []
    for cls, pattern in _VERB_CLASSES:
        for match in re.finditer(pattern, text[start:end]):
            found.append((start + match.start(), start + match.end(), cls))
    return sorted(found)


def read(text: str, span: tuple[int, int]) -> list[Clause] | None:
    """The clause's readings ([] when it holds nothing salient), or None when it is not read."""
    start, end = span
    part = text[start:end]
    times = _REPEATED.search(part)
    numbers = [
        n
        for n in _NUMBER.finditer(part)
        if not (times and times.start() <= n.start() < times.end())
    ]
    cards = list(_CARD.finditer(part))
    verbs = _verbs(text, start, end)
    events = [v for v in verbs if v[2] in _EVENT_WORDS]
    if not numbers and not cards and not events:
        return []
    if _OUT_OF_REACH.search(part) or _SIZE.search(part):
        return None
    if _NEGATED.search(part):
        return None
    if len(numbers) > 1 and not cards and _AMOUNTS.search(part):
        # 「8点と3点のダメージを受けました」: each amount with the verb they share; a count
        # told after them (「5点と6点と7点と3回」) is theirs, and must be as many.
        if times and int(times.group(1) or times.group(2)) != len(numbers):
            return None
        read = [_numbered(text, span, number, verbs) for number in numbers]
        return None if None in read else [c for c in read if c is not None]
    means = [c for c in cards if _MEANS_CARD.match(text, start + c.start())]
    if len(numbers) == 1 and len(cards) == len(means):
        # 「《ショック》を撃たれて2点」: an unmodelled spell as the means of the points.
        clause = _numbered(text, span, numbers[0], verbs)
    elif not numbers:
        clause = _unnumbered(text, span, cards, verbs)
    else:
        return None
    if clause is None:
        return None
    return [clause] * (int(times.group(1) or times.group(2)) if times else 1)


# An attack (not 「与えた」, which may be at anything), with no object (「クリーチャーを殴った」).
_ASKER_ATTACK = re.compile(r"^(?:(?!を).)*\d+点(?:分)?(?:で)?(?:殴っ|殴り|攻撃し|通し)")
_MEANS_CARD = re.compile(r"⟦\*⟧(?:を(?:撃|打|唱え|使)たれ|で)")
_STRUCK_BEFORE = re.compile(r"(?:撃たれ|殴られ|攻撃され|叩かれ)て")
_BARE_POINTS = re.compile(r"\d+点(?:の(?:戦闘)?ダメージ)?(?:を受け\w*)?$")
_AMOUNTS = re.compile(
    r"^[^\d]{0,12}?\d+点(?:と\d+点)+(?:と)?(?:連続で|続けて)?(?:[2-9](?:回|度)(?!目))?(?:の)?"
    r"(?:ダメージを?)?[^\d]*$"
)
# 「4点を2回受けた」: what the clause tells happened that many times (「4回目のドロー」 is one).
_REPEATED = re.compile(r"(?<![\d-])([2-9])(?:回|度|発)(?!目)|[×x]([2-9])(?!\d)")


def _players(text: str, start: int, end: int) -> list[tuple[int, str, str]]:
    """(where, role, particle); ⟨x⟩の of anything but a counted zone or total, a card or the
    battlefield (「相手の効果で」「相手のターンに」) is `OF_OTHER`: no subject, no owner."""
    found = []
    for m in _PLAYER.finditer(text[start:end]):
        particle = m.group(2) or ""
        if particle == "の" and not _OWNED.match(text, start + m.end()):
            particle = OF_OTHER
        found.append((start + m.start(), m.group(1), particle))
    return found


OF_OTHER = "の·"
_OWNED = re.compile(rf"(?:{_COUNTED_RE.pattern}|⟦|場|戦場|統率者)")
# 「相手の効果で」「相手の呪文で」 before a passive or causative verb: who made it happen.
_MEANS = re.compile(r"(?:効果|能力|呪文|カード|攻撃)で")


def _who(players: list[tuple[int, str, str]], before: int) -> tuple[str | None, bool]:
    """The subject or possessor before `before`: (role, whether it is a topic that carries)."""
    for at, role, particle in reversed(players):
        if at < before and particle in {"は", "が", "も", "の", ""}:
            return role, particle == "は"
    return None, False


def _nouns(text: str, start: int, end: int) -> list[tuple[int, str]]:
    """Where each counted noun of the clause stands, and what it counts."""
    return [(start + m.start(), _COUNTED[m.group()]) for m in _COUNTED_RE.finditer(text[start:end])]


def _numbered(
    text: str, span: tuple[int, int], number: re.Match[str], verbs: list[tuple[int, int, str]]
) -> Clause | None:
    start, end = span
    at = start + number.start()
    value = int(number.group())
    after = text[start + number.end() : end]
    counter = after[:1]
    nouns = _nouns(text, start, end)
    noun_before = next((n for p, n in reversed(nouns) if p < at), None)
    noun_after = next((n for p, n in nouns if p > at), None)
    verb = next(((s, e, c) for s, e, c in verbs if s > at), None)
    if verb is None and counter == "点":
        verb = _shared_verb(text, end)
    struck = _STRUCK_BEFORE.search(text, start, at)
    if verb is None and struck and struck.end() == at and _BARE_POINTS.match(text, at, end):
        # 「撃たれて2点」: the blow received, then its points with no verb of their own.
        verb = next((v for v in verbs if v[0] == struck.start()), None)
        verbs = [v for v in verbs if v != verb]
    cls = verb[2] if verb else noun_blow(text, (start, at), after, end)
    if any(c in {"lose", "gain", "take", "deal", "draw"} for s, _, c in verbs if s < at):
        return None  # a verb before the number is another clause's (the segments missed a break)
    poison = poison_counted(text, start + number.end(), noun_before, noun_after, cls)
    kind, sign = _kind(counter, "poison" if poison else noun_before, noun_after, cls)
    if kind is None or _no_amount(text, (start, at), after, kind):
        return None
    players = _players(text, start, end)
    player, carries = _who(players, at)
    other = _causer(text, players, verb)
    made = _made_to(text, players, verb)
    if made is not None:
        player, other, carries = made, None, False
    if kind == "damage":
        player, other, carries = _damage_roles(players, at, cls, text[start:end])
        if cls == "deal" and player is None:
            return None  # 「こちらの攻撃で3点与えた」: to whom is not said
    # (a noun's event, 「3点のドレイン」: the noun is the clause's)
    told = start + number.end() + (len(after) if cls and not verb else counter in "点個枚")
    last = max(verb[1], told) if verb else told
    # The clause is read from its subject, possessor or doer (「相手に」 before a passive) on.
    first = min(
        [
            at,
            *([verb[0]] if verb else []),
            *(
                p
                for p, role, particle in players
                if p < at and (particle in _SUBJECTS or role == other)
            ),
        ]
    )
    return Clause(
        kind=kind,
        start=first,
        end=last,
        player=player,
        other=other,
        numbers=(sign * value,),
        carries=carries,
    )


# A number that sizes, counts or costs what dealt the points, not the points themselves: a
# creature's power or size, creatures or players counted, times, turns, a spell's X; and
# one after a plus (「ライフ+3」 is 3 gained, no total).
_DESCRIBES = re.compile(r"(?:パワー|タフネス|攻撃力|[/=+])(?:が|は|の)?$")
_OBJECT = re.compile(r"を$")
_COUNTS_NO_POINTS = re.compile(r"/|体|人|匹|回|本|ターン|マナ")


def _no_amount(text: str, before: tuple[int, int], after: str, kind: str) -> bool:
    """Whether the number, with text[before[0]:before[1]] before it in its clause and `after`
    after it, is no amount of `kind` after all."""
    if _DESCRIBES.search(text, *before) or _COUNTS_NO_POINTS.match(after):
        return True  # 「クリーチャー3体に殴られた」「パワー3の」「x=5で」: no points (see above)
    # 「相手のライフを3点削った」: the object of a verb no class knows is no total (「ライフを0に
    # した」 makes it one).
    return (
        kind.endswith("_is")
        and bool(_OBJECT.search(text, *before))
        and not after.startswith("にし")
    )


_SUBJECTS = frozenset({"は", "が", "も", "の", ""})
_PASSIVE = re.compile(r"[^、。]{0,3}?(?:[らさまかたわばが]れ|させ)")


# 「相手の攻撃で3点、さらに火力で3点受けました」: the next amount of the same kind, and the
# verb right after it, which both amounts share.
_NEXT_AMOUNT = re.compile(
    # Not an amount told instead of it (「3点、いや4点受けた」: a correction, and 4 dealt).
    r"(?:[、,]|(?<=と))(?!\s*(?:いや|いえ|じゃなく|ではなく|訂正|間違|正しくは))"
    r"(?:さらに|また|続けて|そして)?(?:⟨[a-z0-9]+⟩(?:が|は|も))?[^、。\d⟨]{0,10}?\d+点(?:と)?"
    r"(?:連続で|続けて|立て続けに)?"
    r"(?:の)?(?:戦闘)?(?:ダメージ)?(?:を)?"
)


def _shared_verb(text: str, end: int) -> tuple[int, int, str] | None:
    following = _NEXT_AMOUNT.match(text, end)
    if following is None:
        return None
    verbs = _verbs(text, following.end(), following.end() + 6)
    if not verbs or verbs[0][0] != following.end() or verbs[0][2] not in {"take", "lose"}:
        return None
    return verbs[0]


# A causative that is no passive (「失わせた」「引かせた」, not 「引かされた」).
_CAUSATIVE = re.compile(r"[^、。]{0,2}?[かさたなまらわがばぱ]せ(?!られ)")


def _made_to(
    text: str, players: list[tuple[int, str, str]], verb: tuple[int, int, str] | None
) -> str | None:
    """Who was made to do it: ⟨x⟩に before a causative verb (「相手に3枚引かせた」)."""
    if verb is None or not _CAUSATIVE.match(text, verb[1] - 1):
        return None
    return next((role for _, role, particle in players if particle == "に"), None)


def _causer(
    text: str, players: list[tuple[int, str, str]], verb: tuple[int, int, str] | None
) -> str | None:
    """Who made it happen: ⟨x⟩に before a passive or causative verb (「相手に1枚引かされた」)."""
    if verb is None or not _PASSIVE.match(text, verb[1]):
        return None
    for at, role, particle in players:
        if particle == "に" or (particle == OF_OTHER and _MEANS.match(text, at + len(role) + 3)):
            return role
    return None


def _kind(
    counter: str, before: str | None, after: str | None, cls: str | None
) -> tuple[str | None, int]:
    if counter in _NOT_POINTS:
        return None, 1  # 「クリーチャー2体に殴られた」: two creatures, not two points
    if before == "poison" or (counter == "個" and before is None and after is None):
        if before != "poison":
            return None, 1
        if cls in {"take", "gain"}:
            return "poison_gain", 1
        return ("poison_is", 1) if cls in {None, "have", "become"} else (None, 1)
    if counter == "枚":
        if cls == "draw":
            return "draw", 1
        zone = _ZONE_KINDS.get(before or "")
        return (zone, 1) if zone and cls in {None, "have", "become"} else (None, 1)
    if cls == "lose" and after in {None, "life"}:
        return "life_change", -1
    if cls == "gain" and after in {None, "life"} and before in {None, "life"}:
        return "life_change", 1
    if cls in {"take", "deal"} and before in {None, "damage"} and after in {None, "damage"}:
        return "damage", 1
    if before == "life" and cls in {None, "become", "have"} and after is None:
        return "life_is", 1
    return None, 1


def _damage_roles(
    players: list[tuple[int, str, str]], at: int, cls: str | None, told: str
) -> tuple[str | None, str | None, bool]:
    """(to, by, carries): 「相手から5点受けた」 is to the subject, by 相手;
    「相手に5点与えた」 is to 相手."""
    by = next((role for _, role, particle in players if particle == "から"), None)
    if cls == "deal":
        # Dealt to whom must be said (「相手に」); the dealer is never the one it is dealt to.
        target = next((role for _, role, particle in players if particle == "に"), None)
        subject = next((r for _, r, p in players if p in {"は", "が", "の"}), None)
        if target is None and _ASKER_ATTACK.search(told) and {r for _, r, _ in players} <= {"you"}:
            # 「こっちの感染クリーチャーで4点殴った」: the asker's attack at no one named is at
            # the other player, "they" (the opponent in a two-player game only), as in English.
            return "they", "you", False
        return target, subject, False
    if by is None:
        by = next((role for _, role, p in players if p in {"に", "の", OF_OTHER}), None)
    subject, carries = next(
        ((r, p == "は") for _, r, p in players if p in {"は", "が", "も"}), (None, False)
    )
    return subject, by, carries


def _unnumbered(
    text: str, span: tuple[int, int], cards: list[re.Match[str]], verbs: list[tuple[int, int, str]]
) -> Clause | None:
    start, end = span
    if len(verbs) != 1:
        return None
    vstart, vend, cls = verbs[0]
    players = _players(text, start, end)
    player, carries = _who(players, vstart)
    span = (start, vend)
    if cls == "draw" and not cards:
        return _clause("draw", span, player=player, carries=carries)
    if cls == "concede" and not cards:
        return _clause("concede", span, player=player)
    if not cards or any(c.group(1) == "*" for c in cards):
        return None
    listed = tuple(int(c.group(1)) for c in cards)
    if cls == "have" and not _ZONE.search(text, start, vstart):
        return _clause(
            "controls", span, player=player, card=listed[0], cards=listed, carries=carries
        )
    if cls == "cast" and len(listed) == 1 and player:
        return _clause("cast", span, player=player, card=listed[0], cards=listed)
    if cls == "remove":
        owner = next((role for _, role, particle in players if particle == "の"), None)
        word = text[vstart:vend]
        option = next((v for k, v in _LEAVE_TO.items() if k in word), "destroyed")
        return _clause("leaves", span, player=owner, card=listed[0], cards=listed, option=option)
    return None
