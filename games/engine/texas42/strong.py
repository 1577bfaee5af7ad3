"""Texas 42's `strong` computer player: its deals sampled from a seat's view; `basic` plays the playouts."""

from __future__ import annotations

import random
from functools import cache

from games.engine.actions import JSON, Action
from games.engine.appraisal import Appraisal
from games.engine.match import MatchState, Tally
from games.engine.search.playouts import Search, appraise, best_action
from games.engine.search.sampling import deal_unseen, options_of, played_pieces, tricks_shown
from games.engine.texas42.bot import choose_basic
from games.engine.texas42.deal import Bid, Call, Phase, Play, Texas42Deal, Trick
from games.engine.texas42.dominoes import TILES
from games.engine.texas42.rules import Texas42
from games.engine.texas42.suits import CONTRACT_NAMES, LEADS, MEMBERS, TREATMENT_OF, trump_name, trump_played

BUDGET = 9600
"""Tiles simulated a move, summed over every playout (see `games.engine.search.playouts.Search`).

Four times 2,400 took 67.3 % of the points from `basic` rather than 62.0 %, on the same 80 decks (seed 11); more
than 9,600 did no better there (28,800 with up to 144 deals a move: 66.2 %). Searching the calls and the trump too, or
weighting the sampled deals by the calls `basic` would have made, did no better on those decks (66.0 %, 64.2 %,
63.4 %): the playouts `basic` plays misjudge a hand as a whole more than they misjudge a tile.
"""

NOTABLE_LOSS = 4.0
"""The least loss, in points, that a deal's review tells the player about (see `appraise_strong`).

A hand is worth 42 points, a trick 1 and the counts 5 or 10: 4 is most of a trick and a five-count. On 20 deals
(`bench.review_marks`, `basic` standing in for the player) the old review marked 43 of 89 moves; at 4 it marks 15.
The same move valued from other sampled deals moves by a median of 1.1 points, so less than 4 would mark luck.
"""

NOTABLE_MARKS = 0.1
"""The same for the marks game, where a deal is valued in marks: a tenth of a mark, as 4 points are a tenth of a
hand."""

State = MatchState[Texas42Deal]


RULES = Texas42()
"""The rules that sampled deals are played out by (a copy of the game without computer players of its own)."""


def _trick(trick: JSON, trump: int, sevens: bool) -> Trick:
    plays = tuple(Play(seat, name) for seat, name in trick["cards"])
    suit = LEADS[trump][plays[0].card] if plays and not sevens else None
    return Trick(trick["leader"], plays, trick["winner"], suit)


def sample_deal(view: JSON, rng: random.Random) -> State:
    """A whole deal consistent with the view: its tiles, the table, the suits a seat has shown it lacks, hand sizes."""
    seat: int = view["seat"]
    hand: list[str] = view["hand"]
    played = played_pieces(view)
    unseen = [name for name in TILES if name not in played and name not in hand]
    room: dict[object, int] = {other: view["hand_sizes"][other] for other in range(4) if other != seat}
    trump = None if view["trump"] is None else trump_played(view["trump"], view.get("doubles"))
    contract = view["trump"] if view["trump"] in CONTRACT_NAMES else None
    sevens = contract == "sevens"
    lacking: dict[object, list[frozenset[str]]] = {other: [] for other in room}
    if trump is not None and not sevens:
        # A tile outside the suit led shows its player held none of that suit: a tile belongs to up to two suits.
        for trick in tricks_shown(view):
            if not trick["cards"]:
                continue
            members = MEMBERS[trump][LEADS[trump][trick["cards"][0][1]]]
            for other, name in trick["cards"][1:]:
                if name not in members and other != seat:
                    lacking[other].append(members)

    def allowed(name: str, slot: object) -> bool:
        return all(name not in members for members in lacking[slot])

    dealt = deal_unseen(unseen, room, allowed, rng)
    hands = tuple(tuple(hand) if other == seat else tuple(dealt[other]) for other in range(4))
    bid = view["bid"]
    deal = Texas42Deal(
        dealer=view["dealer"],
        hands=hands,
        phase=Phase(view["phase"]),
        turn=view["to_act"],
        calls=tuple(Call(call["seat"], call.get("value"), call.get("contract")) for call in view["calls"]),
        bid=None if bid is None else Bid(bid["seat"], bid["value"], bid.get("contract")),
        trump=trump,
        contract=contract,
        trick=None if view["trick"] is None or trump is None else _trick(view["trick"], trump, sevens),
        tricks=tuple(_trick(trick, trump, sevens) for trick in view["tricks"]) if trump is not None else (),
        points_taken=(view["points_taken"][0], view["points_taken"][1]),
        result=view.get("result"),
        score_delta=(view["score_delta"][0], view["score_delta"][1]),
    )
    options = options_of(view, RULES.option_specs)
    tally = Tally(scores=tuple(view["scores"]), games_won=tuple(view["games_won"]))
    return MatchState(options=options, dealer=view["dealer"], tally=tally, deal=deal)


def playout_action(state: State, rng: random.Random) -> Action:
    """The playout's player: `basic`, from what it reads of a view, built straight from the sampled deal."""
    deal = state.deal
    assert deal is not None and deal.turn is not None
    seat = deal.turn
    if deal.phase is not Phase.PLAYING or deal.contract is not None:
        # Bids, names, and the contracts' play read the whole view: rarer than a tile of an ordinary hand.
        rules = RULES
        return rules.parse_action({"seat": seat, **choose_basic(rules.view(state, seat), rng)})
    assert deal.trick is not None and deal.bid is not None and deal.trump is not None
    hand = deal.hands[seat]
    suit = deal.trick.suit
    members = MEMBERS[deal.trump][suit] if suit is not None else None
    tiles = [name for name in hand if members is None or name in members] or list(hand)
    seen = {
        "seat": seat,
        "phase": "playing",
        "hand": list(hand),
        "trump": trump_name(deal.trump),
        "doubles": TREATMENT_OF.get(deal.trump),
        "bid": {"seat": deal.bid.seat, "value": deal.bid.value, "contract": deal.bid.contract},
        "trick": {"cards": [[play.seat, play.card] for play in deal.trick.plays]},
        "tricks": [{"cards": [[play.seat, play.card] for play in trick.plays]} for trick in deal.tricks],
        "legal": [{"type": "play", "card": name} for name in tiles],
    }
    return Action(seat, "play", card=choose_basic(seen, rng)["card"])


@cache
def _search() -> Search:
    return Search(game=RULES, sample=sample_deal, policy=playout_action, budget=BUDGET)


def choose_strong(view: JSON, rng: random.Random) -> JSON:
    """Bid and name trumps as `basic` does; search every tile played over deals sampled from the view."""
    if not view["legal"]:
        raise ValueError("the seat has no legal action: it is not its turn")
    if view["phase"] != "playing":
        return choose_basic(view, rng)
    return best_action(_search(), view, rng, sum(view["hand_sizes"]))


def appraise_strong(view: JSON, played: JSON, rng: random.Random) -> Appraisal | None:
    """`choose_strong`'s choice and what `played` loses beside it; None for a bid or trump, which `basic` names."""
    if view["phase"] != "playing":
        return None
    notable = NOTABLE_MARKS if view["options"].get("scoring") == "marks" else NOTABLE_LOSS
    return appraise(_search(), view, played, rng, sum(view["hand_sizes"]), notable)
