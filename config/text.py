"""Text rules shared by display names and the chat: what is invisible, how marks may stack, and look-alikes.

A player sees glyphs, not code points: a name or message must not hide characters that show nothing (format
characters, fillers), pile up combining marks over its neighbours, or pass for another name written with
look-alike letters. Unicode's own data decides each of these: the `Default_Ignorable_Code_Point` and
`Extended_Pictographic` properties and grapheme clusters (the `regex` module), the joiners' contexts of
RFC 5892 (`idna`), and the confusables of UTS #39 (`confusable_homoglyphs`).
"""

from __future__ import annotations

import unicodedata
from functools import cache

import regex
from confusable_homoglyphs.confusables import confusables_data
from idna.core import valid_contextj

MAX_MARKS = 3
"""The most combining marks kept in a row: real words need fewer (Devanagari's vowel sign with a nasal, a Vedic
accent), while hundreds stacked on one letter spill over the lines around it."""

ZWNJ = "\u200c"
ZWJ = "\u200d"

FILLERS = frozenset("\u115f\u1160\u3164\uffa0\u2800\U0001d159")
"""Letters and symbols drawn as blank space: the Hangul fillers (also default-ignorable), BRAILLE PATTERN BLANK and
MUSICAL SYMBOL NULL NOTEHEAD (which are not, yet show nothing)."""

_IGNORABLE = regex.compile(r"\p{Default_Ignorable_Code_Point}")
_PICTOGRAPHIC = regex.compile(r"\p{Extended_Pictographic}")
_SKIN_TONE = regex.compile(r"\p{Emoji_Modifier}")
_VARIATION_SELECTOR = regex.compile(r"\p{Variation_Selector}")
_GRAPHEME = regex.compile(r"\X")

_EMOJI_TAG_BASE = "\U0001f3f4"
"""WAVING BLACK FLAG: tag characters after it spell a region's flag (England's, Scotland's, Wales')."""
_TAGS = range(0xE0020, 0xE0080)

_JOINER_WINDOW = 32
"""How many characters around a joiner RFC 5892's rules look at (they stop at the first letter either side)."""

_UNPRINTABLE = frozenset({"Cc", "Cs", "Co", "Zl", "Zp"})
"""Controls, lone surrogates, private use and line or paragraph separators: nothing a person types as text.
Unassigned code points are let through: this Python's Unicode tables are older than the newest emoji."""


def is_invisible(ch: str) -> bool:
    """Whether the character shows nothing by itself: default-ignorable, a format character, or a filler."""
    return ch in FILLERS or unicodedata.category(ch) == "Cf" or _IGNORABLE.match(ch) is not None


def _is_mark(ch: str) -> bool:
    return unicodedata.category(ch)[0] == "M"


def _joins_emoji(text: str, pos: int, kept: list[str]) -> bool:
    """A ZWJ inside an emoji sequence (👨‍👩‍👧): a pictograph before it (with its skin tone, say) and one after."""
    before = next((ch for ch in reversed(kept) if not (_SKIN_TONE.match(ch) or _VARIATION_SELECTOR.match(ch))), "")
    after = text[pos + 1 : pos + 2]
    return bool(before and after and _PICTOGRAPHIC.match(before) and _PICTOGRAPHIC.match(after))


def _joins_letters(text: str, pos: int) -> bool:
    """A ZWJ or ZWNJ where a script needs it, by RFC 5892's CONTEXTJ rules (as IDNA allows them in names).

    After a virama they choose how Indic consonants join (क्‍ष shows a half KA, क्‌ष a visible virama); a ZWNJ
    between Arabic-script letters keeps them apart (Persian's می‌خواهم). Anywhere else they only hide.
    """
    start = max(0, pos - _JOINER_WINDOW)
    try:
        return valid_contextj(text[start : pos + _JOINER_WINDOW], pos - start)
    except ValueError:
        # A neighbour this Python's Unicode tables do not name (a newer emoji): no script context there.
        return False


def _keeps(text: str, pos: int, kept: list[str]) -> bool:
    """Whether an invisible character does visible work where it stands."""
    ch = text[pos]
    previous = kept[-1] if kept else ""
    if ch == ZWJ:
        return _joins_emoji(text, pos, kept) or _joins_letters(text, pos)
    if ch == ZWNJ:
        return _joins_letters(text, pos)
    if _VARIATION_SELECTOR.match(ch):
        # One selector chooses how the character before it is drawn (❤️ in colour, a CJK variant); more do nothing.
        return bool(previous) and not is_invisible(previous) and not previous.isspace()
    if ord(ch) in _TAGS:
        return previous == _EMOJI_TAG_BASE or (bool(previous) and ord(previous) in _TAGS)
    return False


def visible_text(raw: str) -> str:
    """The text in NFC without invisible characters that do no work, and with at most MAX_MARKS marks in a row.

    Kept: a ZWJ inside an emoji sequence, ZWJ and ZWNJ where RFC 5892 allows them (after a virama, between joining
    letters), one variation selector after a visible character, the tags of a region's flag. Everything else that
    is default-ignorable, a format character (bidi controls, U+FEFF, U+180E, U+061C, ...) or a filler is removed.
    """
    text = unicodedata.normalize("NFC", raw)
    while True:
        # A removal can change a joiner's context or, composing again, a mark's order: apply until nothing changes
        # (each change removes something, so this ends; nearly always after the second pass).
        cleaned = _clean_once(text)
        if cleaned == text:
            return cleaned
        text = cleaned


def _clean_once(text: str) -> str:
    """One pass over NFC text: invisible characters that do no work and marks past the limit left out."""
    kept: list[str] = []
    marks = 0
    for pos, ch in enumerate(text):
        if is_invisible(ch):
            if _keeps(text, pos, kept):
                kept.append(ch)
            continue
        if _is_mark(ch):
            marks += 1
            if marks > MAX_MARKS:
                continue
        else:
            marks = 0
        kept.append(ch)
    # What was removed may have stood between a letter and its mark: compose again.
    return unicodedata.normalize("NFC", "".join(kept))


def first_unprintable(text: str) -> str | None:
    """The first control, surrogate, private-use or line-separator character in the text, if any."""
    return next((ch for ch in text if unicodedata.category(ch) in _UNPRINTABLE), None)


def grapheme_count(text: str) -> int:
    """How many characters a reader sees: extended grapheme clusters (👨‍👩‍👧 is one, क्ष is one)."""
    return len(_GRAPHEME.findall(text))


def looks_empty(text: str) -> bool:
    """Whether nothing in the text shows: only spaces, marks with no letter under them, or invisible characters."""
    return all(ch.isspace() or _is_mark(ch) or is_invisible(ch) for ch in text)


@cache
def _prototype(ch: str) -> str:
    """The character (or short string) that UTS #39's confusables table draws `ch` as, else `ch` itself.

    The table pairs each source with its prototype both ways: a prototype is listed with all its sources, a source
    with its one prototype. A pair listed only with each other is one source and its prototype; the smaller of the
    two stands for both, which is all that comparing skeletons needs.
    """
    listed: list[str] = [entry["c"] for entry in confusables_data.get(ch, ())]
    if len(listed) != 1:
        return ch
    other = listed[0]
    if len(confusables_data.get(other, ())) > 1 or len(other) > 1:
        return other
    return min(ch, other)


def skeleton(text: str) -> str:
    """UTS #39's skeleton: texts that look the same have the same one (Asha, and Asha with a Cyrillic A)."""
    decomposed = unicodedata.normalize("NFD", text)
    drawn = "".join(_prototype(ch) for ch in decomposed if not is_invisible(ch))
    return unicodedata.normalize("NFD", drawn)


def looks_like(text: str, other: str) -> bool:
    """Whether two different texts look the same: one could be taken for the other."""
    text, other = unicodedata.normalize("NFC", text), unicodedata.normalize("NFC", other)
    return text != other and skeleton(text) == skeleton(other)
