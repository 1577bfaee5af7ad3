"""The short reasons a hint may give for the `strong` level's choice: a code the app translates, and its English."""

from __future__ import annotations

REASONS: dict[str, str] = {
    "draws_trumps": "draws trumps",
    "leads_winner": "leads a sure winner",
    "leads_long": "leads its longest suit",
    "takes_trick": "takes the trick",
    "trumps_in": "trumps in",
    "saves_high": "keeps its high cards",
    "leaves_to_partner": "leaves the trick to the partner",
    "feeds_partner": "gives points to the partner's trick",
    "sheds_low": "throws away a low card",
    "calls_trump": "asks to see the trump",
    "names_strongest": "names its strongest suit",
    "plays_sequence": "plays a sequence",
}
"""Every reason code, with its English text; a game's reasons use these codes only, so the app knows them all."""


def reason_text(code: str | None) -> str | None:
    """The English text of a reason code (None for none); KeyError for a code outside `REASONS`."""
    return None if code is None else REASONS[code]
