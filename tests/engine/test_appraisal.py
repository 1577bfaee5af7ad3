"""The expert's appraisal of a played move (a deal's review): its choice is the hint's, and its loss is in points."""

from __future__ import annotations

import random
from typing import Any

import pytest

from games.engine import GAMES, Game
from games.engine.appraisal import Appraisal
from games.engine.playout import shuffled
from games.engine.search.advice import expert_choice, expert_review
from games.engine.search.playouts import Search, appraise

WITH_STRONG = sorted(game_id for game_id, game in GAMES.items() if "strong" in game.levels)


def decisions(game: Game[Any], seed: int, every: int = 3) -> list[tuple[dict[str, Any], dict[str, Any]]]:
    """Some views of one deal that offer a choice, each with the move `basic` made there (every `every`th one)."""
    rng = random.Random(seed)
    state = game.deal(game.new_match(first_dealer=seed % game.seat_count), shuffled(game, rng))
    found = []
    while (seat := game.to_act(state)) is not None:
        view = game.view(state, seat)
        choice = game.bot("basic")(view, rng)
        if len(view["legal"]) > 1:
            found.append((view, choice))
        state = game.play(state, {"seat": seat, **choice})
    return found[::every]


@pytest.mark.parametrize("game_id", WITH_STRONG)
def test_every_game_with_a_strong_player_appraises(game_id):
    assert GAMES[game_id].appraiser is not None


@pytest.mark.parametrize("game_id", WITH_STRONG)
def test_the_appraisals_choice_is_the_strong_players_from_the_same_seed(game_id):
    game = GAMES[game_id]
    for index, (view, played) in enumerate(decisions(game, 11)):
        review = expert_review(game_id, view, played, index)
        assert review["strong"] == game.bot("strong")(view, random.Random(index))
        assert review["strong"] == expert_choice(game_id, view, index)


@pytest.mark.parametrize("game_id", WITH_STRONG)
def test_the_experts_own_choice_loses_nothing_and_another_loses_zero_or_more(game_id):
    game = GAMES[game_id]
    appraiser = game.appraiser
    assert appraiser is not None
    for index, (view, played) in enumerate(decisions(game, 12)):
        found = appraiser(view, played, random.Random(index))
        if found is None:
            continue  # a bid made by rule of thumb: nothing valued
        assert found.loss >= 0
        assert found.notable == (found.loss >= found.threshold > 0)
        own = appraiser(view, found.choice, random.Random(index))
        assert own is not None
        assert own.choice == found.choice
        assert own.loss == 0
        assert not own.notable


def test_a_choice_made_by_rule_of_thumb_is_not_valued():
    # Texas 42's trump is named as `basic` names it, in both scorings; the bids before it are searched.
    game = GAMES["texas42"]
    rng = random.Random(5)
    state = game.deal(game.new_match({"scoring": "marks"}), shuffled(game, rng))
    basic = game.bot("basic")
    while (seat := game.to_act(state)) is not None and game.view(state, seat)["phase"] == "bidding":
        state = game.play(state, {"seat": seat, **basic(game.view(state, seat), rng)})
    assert seat is not None
    view = game.view(state, seat)
    assert view["phase"] == "naming_trump"
    review = expert_review("texas42", view, view["legal"][0], 1)
    assert review["loss"] is None
    assert review["notable"] is False
    assert review["strong"] == game.bot("strong")(view, random.Random(1))


class TestTheValuesAreOnTheSameSampledDeals:
    """`appraise` values the played move beside the candidates, on the deals the candidates are valued on."""

    def search(self, values: dict[str, float], drawn: list[int]) -> Search:
        game = GAMES["doublehand"]  # its actions parsed and compared only: the judge values them

        def sample(view: Any, rng: random.Random) -> Any:
            drawn.append(rng.getrandbits(8))
            return None

        def judge(world: Any, action: Any, seat: int, rng: random.Random) -> float:
            return values[action.card]

        return Search(game=game, sample=sample, policy=lambda *_: None, budget=8, judge=judge)  # type: ignore[arg-type]

    def view(self, cards: list[str]) -> dict[str, Any]:
        return {"seat": 0, "legal": [{"type": "play", "card": card} for card in cards]}

    def test_the_loss_is_the_best_value_less_the_played_one(self):
        search = self.search({"AS": 3.0, "KS": 1.0, "QS": 2.5}, [])
        found = appraise(
            search, self.view(["AS", "KS", "QS"]), {"type": "play", "card": "QS"}, random.Random(1), 1, 1.0
        )
        assert found == Appraisal({"type": "play", "card": "AS"}, 0.5, 1.0)
        assert not found.notable

    def test_a_move_outside_the_candidates_is_valued_without_changing_their_draws(self):
        drawn_alone: list[int] = []
        drawn_beside: list[int] = []
        values = {"AS": 3.0, "KS": 1.0, "2S": 0.0}
        view = self.view(["AS", "KS"])
        alone = appraise(self.search(values, drawn_alone), view, {"type": "play", "card": "KS"}, random.Random(2), 1, 1)
        beside = appraise(
            self.search(values, drawn_beside), view, {"type": "play", "card": "2S"}, random.Random(2), 1, 1
        )
        assert drawn_alone == drawn_beside  # the same sampled deals, whatever is played
        assert alone.loss == 2.0 and alone.notable
        assert beside.loss == 3.0 and beside.choice == {"type": "play", "card": "AS"}


def test_the_marks_game_is_appraised_in_marks_with_its_own_threshold():
    """A deal of the marks game is valued in marks: 4 points would hide every mistake, so a tenth of a mark counts."""
    from games.engine.texas42.strong import NOTABLE_LOSS, NOTABLE_MARKS

    game = GAMES["texas42"]
    assert game.appraiser is not None
    rng = random.Random(3)
    state = game.deal(game.new_match({"scoring": "marks"}), shuffled(game, rng))
    thresholds = set()
    while (seat := game.to_act(state)) is not None:
        view = game.view(state, seat)
        choice = game.bot("basic")(view, rng)
        if view["phase"] == "playing" and len(view["legal"]) > 1:
            found = game.appraiser(view, choice, random.Random(1))
            assert found is not None and found.loss <= 4  # at most the marks of a bid of up to four marks
            thresholds.add(found.threshold)
        state = game.play(state, {"seat": seat, **choice})
    assert thresholds == {NOTABLE_MARKS} and NOTABLE_MARKS < NOTABLE_LOSS
