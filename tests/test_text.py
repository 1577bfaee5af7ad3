"""The text rules shared by names and chat: invisible characters, stacked marks, emoji, look-alikes."""

from __future__ import annotations

import unicodedata

import pytest
from hypothesis import example, given
from hypothesis import strategies as st

from config.text import (
    MAX_MARKS,
    first_unprintable,
    grapheme_count,
    is_invisible,
    looks_empty,
    looks_like,
    skeleton,
    visible_text,
)

FAMILY = "\U0001f468\u200d\U0001f469\u200d\U0001f467"
"""👨‍👩‍👧: man, ZWJ, woman, ZWJ, girl."""
SCOTLAND = "\U0001f3f4\U000e0067\U000e0062\U000e0073\U000e0063\U000e0074\U000e007f"
"""🏴󠁧󠁢󠁳󠁣󠁴󠁿: a black flag, the tags g b s c t, and the cancel tag."""


class TestInvisibleCharactersGo:
    @pytest.mark.parametrize(
        "ch",
        [
            "\u200b",  # ZERO WIDTH SPACE
            "\u200c",  # ZERO WIDTH NON-JOINER, between Latin letters
            "\u200d",  # ZERO WIDTH JOINER, between Latin letters
            "\u200e",  # LEFT-TO-RIGHT MARK
            "\u200f",  # RIGHT-TO-LEFT MARK
            "\u2060",  # WORD JOINER
            "\u2061",  # FUNCTION APPLICATION
            "\u2062",  # INVISIBLE TIMES
            "\u2063",  # INVISIBLE SEPARATOR
            "\u2064",  # INVISIBLE PLUS
            "\ufeff",  # ZERO WIDTH NO-BREAK SPACE (the byte order mark)
            "\u180e",  # MONGOLIAN VOWEL SEPARATOR
            "\u061c",  # ARABIC LETTER MARK
            "\u202a",  # LEFT-TO-RIGHT EMBEDDING
            "\u202b",  # RIGHT-TO-LEFT EMBEDDING
            "\u202c",  # POP DIRECTIONAL FORMATTING
            "\u202d",  # LEFT-TO-RIGHT OVERRIDE
            "\u202e",  # RIGHT-TO-LEFT OVERRIDE
            "\u2066",  # LEFT-TO-RIGHT ISOLATE
            "\u2067",  # RIGHT-TO-LEFT ISOLATE
            "\u2068",  # FIRST STRONG ISOLATE
            "\u2069",  # POP DIRECTIONAL ISOLATE
            "\u00ad",  # SOFT HYPHEN
            "\u034f",  # COMBINING GRAPHEME JOINER
            "\u3164",  # HANGUL FILLER
            "\u115f",  # HANGUL CHOSEONG FILLER
            "\u1160",  # HANGUL JUNGSEONG FILLER
            "\uffa0",  # HALFWIDTH HANGUL FILLER
            "\u2800",  # BRAILLE PATTERN BLANK
            "\U000e0067",  # TAG LATIN SMALL LETTER G, outside a flag
        ],
    )
    def test_each_of_the_probes_characters_is_removed_between_letters(self, ch):
        assert is_invisible(ch)
        assert visible_text(f"ab{ch}cd") == "abcd"
        assert visible_text(ch) == ""

    def test_a_message_of_fillers_alone_looks_empty(self):
        assert looks_empty(visible_text("\u3164\u2800\u200b \u115f"))

    def test_a_spoofed_direction_is_read_as_typed(self):
        assert visible_text("invoice\u202egpj.exe") == "invoicegpj.exe"

    def test_a_variation_selector_with_nothing_to_select_goes(self):
        assert visible_text("\ufe0fhi") == "hi"
        assert visible_text("a\ufe0f\ufe0f\ufe0f") == "a\ufe0f"
        assert visible_text("a \ufe0f") == "a "


class TestWhatIsKept:
    @pytest.mark.parametrize(
        "text",
        [
            FAMILY,
            "\U0001f469\U0001f3fd\u200d\U0001f4bb",  # 👩🏽‍💻 woman, skin tone, ZWJ, laptop
            "\U0001f3f3\ufe0f\u200d\U0001f308",  # 🏳️‍🌈 white flag, variation selector, ZWJ, rainbow
            "\u2764\ufe0f",  # ❤️ in colour
            "\U0001f44d\U0001f3fe",  # 👍🏾
            SCOTLAND,
            "\U0001faf6\u200d\U0001faf6",  # pictographs newer than this Python's Unicode tables
        ],
    )
    def test_emoji_sequences_stay_whole(self, text):
        assert visible_text(text) == text
        assert grapheme_count(text) == 1

    def test_a_joiner_outside_an_emoji_sequence_goes(self):
        assert visible_text(f"a\u200d{FAMILY}") == f"a{FAMILY}"
        assert visible_text("\U0001f600\u200d") == "\U0001f600"

    @pytest.mark.parametrize(
        "word",
        [
            "क्षत्रिय",  # kshatriya
            "राज",
            "आशा",
            "हिन्दी",
            "Nguyễn",
            "Trần Thị Ngọc",
            "Ĳsselmeer",
            "Jan-Willem van 't Hof",
            "Zoë",
            "മലയാളം",
            "Lakshmī",
        ],
    )
    def test_real_words_are_left_as_they_are(self, word):
        word = unicodedata.normalize("NFC", word)
        assert visible_text(word) == word
        assert skeleton(word)

    def test_joiners_that_shape_indic_letters_stay(self):
        half_ka = "क्\u200dष"  # a half KA before SSA, rather than the conjunct क्ष
        visible_virama = "क्\u200cष"  # KA with its virama shown, then SSA
        chillu = "ന്\u200d"  # Malayalam's chillu N, as written before Unicode 5.1
        assert visible_text(half_ka) == half_ka
        assert visible_text(visible_virama) == visible_virama
        assert visible_text(chillu) == chillu

    def test_a_non_joiner_between_persian_letters_stays(self):
        word = "می\u200cخواهم"  # noqa: RUF001 (Persian letters, on purpose)
        assert visible_text(word) == word


class TestStackedMarks:
    def test_a_stack_of_marks_is_cut_to_the_limit(self):
        zalgo = "x" + "\u0300\u0301\u0302\u0303\u0304\u0305\u0306\u0307" * 20  # no x has these precomposed
        assert visible_text(zalgo) == "x\u0300\u0301\u0302"
        assert MAX_MARKS == 3

    def test_the_limit_counts_after_composition(self):
        # e, acute, then three more marks: the acute composes into é, the three others stay.
        assert visible_text("e\u0301\u0323\u0302\u0308") == unicodedata.normalize("NFC", "e\u0301\u0323\u0302\u0308")
        assert visible_text("e\u0301\u0300\u0300\u0300\u0300") == "é\u0300\u0300\u0300"

    def test_each_letter_has_its_own_count(self):
        assert visible_text("x\u0301\u0301\u0301\u0301q\u0301\u0301\u0301") == "x\u0301\u0301\u0301q\u0301\u0301\u0301"


class TestAnyText:
    @given(st.text(max_size=60))
    @example("\u0300\u200b\u094d\u200c")  # without the ZWSP, the marks reorder and the ZWNJ follows no virama
    def test_the_rules_take_any_text_and_hold_once_applied(self, text):
        once = visible_text(text)
        assert visible_text(once) == once
        assert unicodedata.is_normalized("NFC", once)
        skeleton(once)
        grapheme_count(once)
        looks_empty(once)

    def test_a_mark_that_an_invisible_character_kept_apart_is_composed(self):
        assert visible_text("e\u200b\u0301") == "\u00e9"


class TestWhatCannotBePrinted:
    @pytest.mark.parametrize("text", ["a\x00", "a\x07b", "two\nlines", "line\u2028separator", "private \ue000"])
    def test_controls_and_separators_are_found(self, text):
        assert first_unprintable(text) is not None

    def test_ordinary_text_has_none(self):
        assert first_unprintable(f"Asha {FAMILY} राज 'n Nguyễn!") is None


class TestLookAlikes:
    def test_a_cyrillic_look_alike_has_the_latin_names_skeleton(self):
        latin, cyrillic = "Asha", "\u0410sh\u0430"  # with CYRILLIC CAPITAL A and SMALL A
        assert skeleton(cyrillic) == skeleton(latin)
        assert looks_like(cyrillic, latin)

    def test_greek_and_single_script_look_alikes_too(self):
        assert looks_like("\u039fmar", "Omar")  # GREEK CAPITAL OMICRON
        assert looks_like("Ian", "lan")  # capital I, small L
        assert looks_like("rnary", "mary")

    def test_a_name_is_not_a_look_alike_of_itself_nor_of_a_different_name(self):
        assert not looks_like("Asha", "Asha")
        assert not looks_like("Asha", "asha")
        assert not looks_like("Asha", "Usha")
        assert not looks_like("राज", "राजा")
        assert not looks_like("José", "Jose")

    def test_invisible_characters_do_not_tell_names_apart(self):
        assert skeleton("As\u200bha") == skeleton("Asha")

    def test_the_same_text_composed_or_not_is_the_same_name(self):
        assert not looks_like("Nguye\u0302\u0303n", "Nguyễn")
