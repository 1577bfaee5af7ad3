"""Texas 42's `strong` computer player: its deals sampled from a seat's view, played out by `basic` and solved."""

from __future__ import annotations

import random
from dataclasses import replace
from functools import cache

from games.engine.actions import JSON, Action
from games.engine.appraisal import Appraisal
from games.engine.evolve import evolve
from games.engine.match import MatchState, Tally
from games.engine.search.bids import bids_weighed
from games.engine.search.playouts import Sampler, Search, appraise, best_action, deal_value
from games.engine.search.sampling import deal_unseen, options_of, played_pieces, tricks_shown
from games.engine.texas42.bot import choose_basic
from games.engine.texas42.deal import HAND, Bid, Call, Phase, Play, Texas42Deal, Trick
from games.engine.texas42.dominoes import TILES
from games.engine.texas42.endgame import solvable, solved_value
from games.engine.texas42.reading import HandCheck, calls_read, tiles_ruled_out
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

READ_PLAY = True
"""Whether the opponents are taken to play as `basic` does (see `reading.tiles_ruled_out`) when deals are sampled.

Measured with `READ_CALLS`, each against the player without either on the same decks (paired differences, 95 %):
both took 66.9 % of the points from `basic` where it took 66.7 % (100 decks, seed 11; +0.2, -3.6 to +3.9), and
66.7 % where it took 64.1 % (200 decks, seed 2026; +2.5, -0.8 to +5.9), at a median move of 31 ms of one core (20
without) and 575 ms at worst. The same sign on both sets, but each inside its noise (+1.8, -0.8 to +4.3, over the
300 decks together). The play's reading alone took 62.7 % and 64.4 % on those decks (-4.0, -7.3 to -0.8; +0.3, -2.9
to +3.5). A deal is mostly decided in its first
tricks, where the play has shown little: over 30 deals of four `basic` players, a hidden tile was dealt to its true
hand at the first trick 33.8 % of the time without either reading, 34.4 % with the play's, 36.6 % with both; at the
sixth trick 40.4 %, 59.9 % and 64.5 %.
"""
READ_PARTNER = False
"""Whether the partner is read so too, beside the opponents: it may be anyone, and `strong` does not play as
`basic`. Read, it took 58.4 % on the 100 decks above, where the opponents alone took 62.7 %. Even beside a Casual
partner, whom it reads exactly, it gained nothing (`strong+basic` against `basic`, 300 decks of seed 2026: -0.2,
-1.5 to +1.1, paired)."""
READ_CALLS = True
"""Whether the others' calls are taken to be `basic`'s (see `reading.calls_read`): a deal whose hands would have
called otherwise is dealt again, up to `CALL_TRIES` times. Its partner's too: `strong` bids as `basic` does, but
for the pass or the least bid that its search may choose instead (`SEARCH_BIDS`; the measures there include this).

Alone it took 63.3 % and 65.9 % on the decks of `READ_PLAY` (-3.4, -8.5 to +1.7; +1.8, -1.5 to +5.1); with the
play's reading, see there.
"""
CALL_TRIES = 16
"""Deals drawn again at most for one that fits the calls; the last is kept if none does. At the first lead a deal
drawn without them fits the calls 20 to 89 % of the time (32 views), so a fitting one is nearly always found."""

ENDGAME_TRICKS = 3
"""The last tricks of each playout of the points game solved exactly (see `endgame`) rather than played by `basic`.

Over the 1,000 duplicate decks of seed 2026, `strong` took 64.9 % (63.3 to 66.5) of the points from `basic` with 3,
where `basic`'s playouts to the end took 64.1 % (+0.75, -0.67 to +2.17, paired), and a move took 10 ms at the
median rather than 20: the solver plays those tricks faster than the rules do. 4 did no better on 83 of those decks
(-1.3 against 3) at five times the cost of a solve. In the marks game, whose hands end once made or set, it did no
better either (-1.1, -3.0 to +0.8, over 600 decks), so there `basic` still plays every playout to the end.
"""

State = MatchState[Texas42Deal]


RULES = Texas42()
"""The rules that sampled deals are played out by (a copy of the game without computer players of its own)."""


def _trick(trick: JSON, trump: int, sevens: bool) -> Trick:
    plays = tuple(Play(seat, name) for seat, name in trick["cards"])
    suit = LEADS[trump][plays[0].card] if plays and not sevens else None
    return Trick(trick["leader"], plays, trick["winner"], suit)


class Table:
    """What a seat's view shows of the deal, read once a move: the sampled deals differ only in the unseen tiles."""

    def __init__(self, view: JSON) -> None:
        self.view = view
        seat: int = view["seat"]
        self.seat = seat
        self.hand: list[str] = view["hand"]
        played = played_pieces(view)
        self.unseen = [name for name in TILES if name not in played and name not in self.hand]
        self.room: dict[object, int] = {other: view["hand_sizes"][other] for other in range(4) if other != seat}
        trump = None if view["trump"] is None else trump_played(view["trump"], view.get("doubles"))
        self.trump = trump
        self.contract = view["trump"] if view["trump"] in CONTRACT_NAMES else None
        self.sevens = self.contract == "sevens"
        self.lacking: dict[object, list[frozenset[str]]] = {other: [] for other in self.room}
        self.played_by: dict[int, list[str]] = {other: [] for other in range(4)}
        for trick in tricks_shown(view):
            for other, name in trick["cards"]:
                self.played_by[other].append(name)
            if trump is None or self.sevens or not trick["cards"]:
                continue
            # A tile outside the suit led shows its player held none of that suit: a tile belongs to up to two suits.
            members = MEMBERS[trump][LEADS[trump][trick["cards"][0][1]]]
            for other, name in trick["cards"][1:]:
                if name not in members and other != seat:
                    self.lacking[other].append(members)
        self.ruled_out: dict[int, set[str]] = {}
        if READ_PLAY and view["phase"] == "playing":
            read = [other for other in self.room if isinstance(other, int) and (READ_PARTNER or other % 2 != seat % 2)]
            self.ruled_out = tiles_ruled_out(view, read)
            try:
                deal_unseen(self.unseen, self.room, self.allowed, random.Random(0))
            except ValueError:
                # The others played otherwise than `basic` would: only the suits they showed they lack are kept.
                self.ruled_out = {}
        self.checks: dict[int, list[HandCheck]] = {}
        if READ_CALLS and view["phase"] == "playing":
            self.checks = calls_read(view, [other for other in range(4) if other != seat])
        self.state = self._shown_state()

    def allowed(self, name: str, slot: object) -> bool:
        """Whether an unseen tile may lie in a seat's hand: not of a suit it lacks, nor ruled out by its play."""
        if isinstance(slot, int) and name in self.ruled_out.get(slot, ()):
            return False
        return all(name not in members for members in self.lacking[slot])

    def fits_calls(self, dealt: dict[object, list[str]]) -> bool:
        """Whether each seat's hand as dealt would have made its calls and named its trump as `basic` does."""
        return all(
            check([*dealt[other], *self.played_by[other]]) for other, checks in self.checks.items() for check in checks
        )

    def sample(self, rng: random.Random) -> State:
        """A whole deal consistent with the view: its tiles, the table, the suits a seat lacks, hand sizes.

        With `READ_PLAY`, the tiles the opponents' play rules out (see `reading.tiles_ruled_out`) are dealt elsewhere;
        with `READ_CALLS`, a deal whose hands would not have made the calls seen is dealt again.
        """
        dealt = deal_unseen(self.unseen, self.room, self.allowed, rng)
        for _ in range(CALL_TRIES if self.checks else 0):
            if self.fits_calls(dealt):
                break
            dealt = deal_unseen(self.unseen, self.room, self.allowed, rng)
        hands = tuple(tuple(self.hand) if other == self.seat else tuple(dealt[other]) for other in range(4))
        deal = self.state.deal
        assert deal is not None
        return evolve(self.state, deal=evolve(deal, hands=hands))

    def _shown_state(self) -> State:
        """The state the view shows, its hidden hands empty: each sampled deal is it with the hands dealt."""
        view, trump, sevens = self.view, self.trump, self.sevens
        bid = view["bid"]
        deal = Texas42Deal(
            dealer=view["dealer"],
            hands=((), (), (), ()),
            phase=Phase(view["phase"]),
            turn=view["to_act"],
            calls=tuple(Call(call["seat"], call.get("value"), call.get("contract")) for call in view["calls"]),
            bid=None if bid is None else Bid(bid["seat"], bid["value"], bid.get("contract")),
            trump=trump,
            contract=self.contract,
            trick=None if view["trick"] is None or trump is None else _trick(view["trick"], trump, sevens),
            tricks=tuple(_trick(trick, trump, sevens) for trick in view["tricks"]) if trump is not None else (),
            points_taken=(view["points_taken"][0], view["points_taken"][1]),
            result=view.get("result"),
            score_delta=(view["score_delta"][0], view["score_delta"][1]),
        )
        options = options_of(view, RULES.option_specs)
        tally = Tally(scores=tuple(view["scores"]), games_won=tuple(view["games_won"]))
        return MatchState(options=options, dealer=view["dealer"], tally=tally, deal=deal)


def sample_deal(view: JSON, rng: random.Random) -> State:
    """A whole deal consistent with the view (see `Table.sample`)."""
    return Table(view).sample(rng)


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


def judge(world: State, action: Action, seat: int, rng: random.Random) -> float:
    """The action's worth in a sampled deal: `basic` plays on until `ENDGAME_TRICKS` are left, which are solved."""
    state = RULES.apply(world, action)
    solving = ENDGAME_TRICKS if state.options["scoring"] == "points" else 0
    while RULES.to_act(state) is not None:
        deal = state.deal
        assert deal is not None
        if deal.phase is Phase.PLAYING and HAND - len(deal.tricks) <= solving and solvable(deal):
            return solved_value(state, seat)
        state = RULES.apply(state, playout_action(state, rng))
    return deal_value(RULES, state, seat)


SEARCH_BIDS = True
"""Whether the bids are searched, in both scorings: `basic`'s bid, a pass and the least bid, each played out over
deals sampled from the view, `basic` bidding after it and naming trumps (and the marks game's contracts), the tiles
played as every playout plays them.

- Points game: over the 1,000 duplicate decks of seed 2026 `strong` took 66.1 % (64.3 to 67.8) of the points from
  `basic` with its bids searched, where it took 64.9 % bidding as `basic` does: +1.2 (-0.7 to +3.0), paired, so
  inside the noise. With `basic`'s playouts alone (before the solver), searched bids had done worse on 100 decks
  (66.0 % against 67.3 %). Only these three bids are tried: bidding a set number of points bolder or more cautious
  than `basic` did no better (see docs/performance.md).
- Marks game, every contract allowed (`bench.duels`' `texas42-marks`): over the first 400 decks of seed 2026 it took
  66.3 % of the marks where bidding as `basic` does took 61.3 %: +4.9 (+1.4 to +8.4), paired. A bid of 30 to 41 is
  worth one mark whatever its number, so the least bid is often the best one there. A move took 47 ms at the median
  rather than 9 (a bid's search plays whole hands), 425 ms at worst (`bench.duels`, two jobs).
"""


@cache
def _search() -> Search:
    return Search(game=RULES, sample=sample_deal, policy=playout_action, budget=BUDGET, judge=judge)


def choose_strong(view: JSON, rng: random.Random, sample: Sampler | None = None) -> JSON:
    """Search the bids (`SEARCH_BIDS`) and every tile played over deals sampled from the view.

    Trumps and the marks game's contracts are named as `basic` names them.

    `sample`, if given, deals the searched deals instead (`bench.ceiling`'s seer deals the true one).
    """
    if not view["legal"]:
        raise ValueError("the seat has no legal action: it is not its turn")
    if _searches_bid(view):
        return _searched_bid(view, rng, sample)
    if view["phase"] != "playing":
        return choose_basic(view, rng)
    if sample is None:
        table = Table(view)
        sample = lambda _, draw: table.sample(draw)  # noqa: E731
    return best_action(replace(_search(), sample=sample), view, rng, sum(view["hand_sizes"]))


def _searched_bid(view: JSON, rng: random.Random, sample: Sampler | None) -> JSON:
    """`basic`'s bid, a pass or the least bid, whichever scores best over sampled deals played out (`SEARCH_BIDS`)."""
    candidates = bids_weighed(view, choose_basic, rng)
    if len(candidates) == 1:
        return candidates[0]
    if sample is None:
        table = Table(view)
        sample = lambda _, draw: table.sample(draw)  # noqa: E731
    return best_action(replace(_search(), sample=sample), {**view, "legal": candidates}, rng, _bid_remaining(view))


def _searches_bid(view: JSON) -> bool:
    """Whether the view is a bid that `strong` searches (`SEARCH_BIDS`)."""
    return view["phase"] == "bidding" and SEARCH_BIDS


def _bid_remaining(view: JSON) -> int:
    """A playout's actions from a bid: the bids left (three at most), the trump named, then every tile."""
    return sum(view["hand_sizes"]) + 4


def appraise_strong(view: JSON, played: JSON, rng: random.Random) -> Appraisal | None:
    """`choose_strong`'s choice and what `played` loses beside it, over the same sampled deals.

    A bid is valued among the bids `strong` searches (the played one beside them), in marks in the marks game; None
    for a trump, which `basic` names.
    """
    bid = _searches_bid(view)
    if not bid and view["phase"] != "playing":
        return None
    table = Table(view)
    search = replace(_search(), sample=lambda _, draw: table.sample(draw))
    notable = NOTABLE_MARKS if view["options"].get("scoring") == "marks" else NOTABLE_LOSS
    if bid:
        candidates = bids_weighed(view, choose_basic, rng)
        return appraise(search, view, played, rng, _bid_remaining(view), notable, candidates)
    return appraise(search, view, played, rng, sum(view["hand_sizes"]), notable)
