"""All Fours' `strong` computer player: its deals sampled from a seat's view, and `basic` playing the playouts."""

from __future__ import annotations

import random
from collections.abc import Callable, Iterable, Sequence
from dataclasses import replace
from functools import cache
from typing import NamedTuple

from games.engine.actions import JSON, Action
from games.engine.allfours.bot import JACK_AT_STAKE, WORTH_A_TRUMP, choose_basic
from games.engine.allfours.deal import AllFoursDeal, Award, AwardKind, Call, Phase, Play, Trick
from games.engine.allfours.rules import AllFours
from games.engine.allfours.scoring import HANG_JACK_POINTS, PIPS, game_pips
from games.engine.allfours.tricks import beats, playable, trick_winner
from games.engine.appraisal import Appraisal
from games.engine.evolve import evolve
from games.engine.french import BY_SUIT, DECK, POWER, SUITS
from games.engine.match import MatchState, Tally
from games.engine.search.playouts import Sampler, Search, appraise, best_action, played_until
from games.engine.search.sampling import deal_unseen, options_of, played_pieces, tricks_shown

BUDGET = 38400
"""Cards simulated a move, summed over every playout (see `games.engine.search.playouts.Search`).

The playouts run on plain lists (see `finish`), about three times as fast as through the rules. 1,200 through the
rules took 52 % of the points from `basic` (100 decks); 2,400 and the searched calls, 55.5 % (200 decks). On the
same 100 decks (seed 11) 2,400 took 56.1 %, four times as much 57.4 % and sixteen times (this, with the calls' and
the deals' limits raised alike) 58.2 %, at a median of 125 ms of one core a move.
"""
MOST_DEALS = 384
"""Sampled deals a card at most: late in a deal, when playouts are short, sampling is most of a move's time."""
CALL_BUDGET = 57600
"""Actions simulated for a call (stand, beg, give one, run the pack): a deal has one or two, and they weigh most.

Calls searched rather than made by `basic`'s strength rule moved the share of points from 52.2 % to 53.7 % (100 decks).
"""
CALL_DEALS = 768
"""Sampled deals a call at most."""
NOTABLE_LOSS = 0.5
"""The least loss, in points, that a deal's review tells the player about (see `appraise_strong`).

A deal gives about four points (High, Low, Jack, Game) between the sides, and a loss counts one side's less the
other's: 0.5 is a one-in-four chance of a point changing sides. On 20 deals (`bench.review_marks`, `basic` standing
in for the player) the old review marked 80 of 134 moves, 16 of them near-equal cards; at 0.5 it marks 22, 2
near-equal. The same move valued from other sampled deals moves by a median of 0.11 points.
"""
PIP_WEIGHT = 0.05
"""What each game pip more than the other side is worth beside the points: it tells apart plays that Game ignores.

A ten is then worth half a point; 0.05 rather than 0 moved the share of points from 55.8 % to 56.5 % (100 decks).
"""
PACK = "pack"
"""The slot of the cards not dealt to anyone: the pack left to run."""
READ_PLAY = True
"""Whether the opponents are taken to play as `basic` does (see `cards_ruled_out`) when deals are sampled.

On the same 100 decks (seed 11) it moved the share of points from `basic` from 58.2 % (55.5 to 61.0) to 59.3 %
(56.4 to 62.1); on 200 decks (seed 2026), from 55.5 % (53.7 to 57.4) to 56.9 % (54.9 to 58.9), at a median
move of 108 ms of one core (98 without). The partner is not read: it may be anyone. Even beside a Casual partner,
whom reading would read exactly, it gained nothing (`strong+basic` against `basic`, 200 decks of seed 2026: +0.0,
-0.8 to +0.8, paired).
"""

State = MatchState[AllFoursDeal]


RULES = AllFours()
"""The rules that sampled deals are played out by (a copy of the game without computer players of its own)."""


def voids_shown(view: JSON) -> set[tuple[int, str]]:
    """(seat, suit) pairs where a seat played neither the suit led nor a trump, so holds none of the suit led.

    Trumping in shows nothing: a player may trump while still holding the suit led.
    """
    trump: str | None = view["trump"]
    voids: set[tuple[int, str]] = set()
    for trick in tricks_shown(view):
        cards = trick["cards"]
        if not cards:
            continue
        led = cards[0][1][1]
        voids.update((seat, led) for seat, card in cards[1:] if card[1] != led and card[1] != trump)
    return voids


def _cheap_key(card: str, trump: str) -> tuple[bool, bool, bool, int]:
    """`basic`'s order of cards to give away, cheapest first (its `cheapest`)."""
    return (card == "J" + trump, PIPS[card] >= 10, card[1] == trump, POWER[card])


def _feed_key(card: str, trump: str) -> tuple[bool, int, int]:
    """`basic`'s order of cards to feed a partner's trick, dearest last."""
    return (card == "J" + trump, PIPS[card], -POWER[card])


# The two orders as look-ups, one table a trump suit: the playout and the reading of play both compare by them, and a
# look-up costs less than a key computed card by card.
CHEAP = {trump: {card: _cheap_key(card, trump) for card in DECK} for trump in SUITS}
"""Each card's place in `basic`'s order of cards to give away, for each trump suit."""
FEED = {trump: {card: _feed_key(card, trump) for card in DECK} for trump in SUITS}
"""Each card's place in `basic`'s order of cards to feed a partner's trick, for each trump suit."""


def _read_lead(card: str, trump: str, alive: set[str], outside: Callable[[str], bool]) -> set[str]:
    """The cards a seat that led `card` as `basic` does cannot have held (`alive`: every card not yet played)."""
    trumps = [other for other in alive if other[1] == trump]
    if not trumps:
        return set()
    top = max(trumps, key=POWER.__getitem__)
    plain = [other for other in alive if other[1] != trump]
    if card[1] == trump:
        if card == top:
            return set()
        # Not the best trump left: `basic` leads a lesser trump only as its cheapest card, holding nothing else.
        cheap = CHEAP[trump]
        return {*plain, *(other for other in trumps if cheap[other] < cheap[card])}
    ruled_out: set[str] = set()
    # Holding the best trump, with another still out, `basic` leads it.
    if any(other != top and outside(other) for other in trumps):
        ruled_out.add(top)
    if card[0] != "A":
        # No plain ace, else it leads one; and the cheapest plain card.
        cheap = CHEAP[trump]
        ruled_out.update(other for other in plain if other[0] == "A" or cheap[other] < cheap[card])
    return ruled_out


def _read_follow(
    card: str,
    seat: int,
    before: list[tuple[int, str]],
    trump: str,
    alive: set[str],
    outside: Callable[[str], bool],
    no_undertrump: bool,
) -> set[str]:
    """The cards a seat that followed to a trick with `card` as `basic` does cannot have held."""
    led = before[0][1][1]
    best_seat, best = before[0]
    for other_seat, other in before[1:]:
        if beats(other, best, led, trump):
            best_seat, best = other_seat, other
    last = len(before) == 3
    # Cards that were legal to play whatever else the seat held: the suit led and trumps, or all if it shows a void.
    pool = {other for other in alive if card[1] not in (led, trump) or other[1] in (led, trump)}
    barred = [POWER[other] for _, other in before if other[1] == trump]
    if no_undertrump and led != trump and barred:
        pool = {other for other in pool if other[1] != trump or POWER[other] > max(barred)}
    pool.discard(card)
    jack = "J" + trump
    cheap = CHEAP[trump]
    if best_seat % 2 == seat % 2:
        higher = [other for other in alive if other[1] == best[1] and POWER[other] > POWER[best]]
        if last or not higher:
            # Partner's trick is safe: `basic` feeds it its dearest card, keeping high trumps if it can.
            high = {other for other in pool if other[1] == trump and other[0] in "AKQ"}
            feed = FEED[trump]
            dearer = {other for other in pool if feed[other] > feed[card]}
            if card[1] == trump and card[0] in "AKQ":
                # A high trump fed: the seat had nothing else to give.
                return (pool - high) | (dearer & high)
            return dearer - high
        if any(outside(other) for other in higher):
            return {other for other in pool if cheap[other] < cheap[card]}
        return set()
    if beats(card, best, led, trump):
        return set()
    # Not beating the opponents' card: `basic` gave its cheapest, having no card it would have won with.
    ruled_out = {other for other in pool if cheap[other] < cheap[card]}
    if best[1] != trump:
        led_winners = sorted(
            (other for other in alive if other[1] == led and POWER[other] > POWER[best]), key=POWER.__getitem__
        )
        ruled_out.update(led_winners if last else led_winners[-1:])
    else:
        led_winners = []
    worth = sum(PIPS[other] for _, other in before) + (
        JACK_AT_STAKE if any(other == jack for _, other in before) else 0
    )
    if worth < WORTH_A_TRUMP and led != trump:
        return ruled_out
    trump_winners = [other for other in pool if other[1] == trump and beats(other, best, led, trump)]
    if not trump_winners:
        return ruled_out
    if last:
        return ruled_out | set(trump_winners)
    alive_trumps = [other for other in alive if other[1] == trump]
    top = max(alive_trumps, key=POWER.__getitem__)
    if top in trump_winners:
        # The best trump left is sure to win: `basic` trumps in with it.
        ruled_out.add(top)
    # Its lowest winner, if a trump but for an unsure jack, is played: a lesser trump is ruled out unless a plain
    # winner below it came first.
    # Void in the suit led (or trumps led), every winner is a trump.
    plain_winners = led_winners[:-1] if card[1] == led else []
    for other in trump_winners:
        if other != jack and not any(POWER[plain] <= POWER[other] for plain in plain_winners):
            ruled_out.add(other)
    return ruled_out


def cards_ruled_out(view: JSON, no_undertrump: bool) -> dict[int, set[str]]:
    """Cards each opponent is taken not to hold, from how it played: as `basic` plays (see `bot`).

    A card led or followed with is the one `basic`'s rules pick from the seat's cards: a lesser trump led means a
    hand of trumps, a plain card led means no plain ace and nothing cheaper, a card that does not beat the
    opponents' is the seat's cheapest and it held none that `basic` would have won with (the best card of the suit
    led, the best trump when the trick is worth trumping), and a card fed to a partner's safe trick is the dearest
    it held. The search takes the cards these choices pass over to be elsewhere, as far as the hand sizes allow.
    """
    trump: str | None = view["trump"]
    if trump is None:
        return {}
    me: int = view["seat"]
    tricks = [trick["cards"] for trick in tricks_shown(view)]
    order = [(seat, card) for cards in tricks for seat, card in cards]
    when = {card: (at, seat) for at, (seat, card) in enumerate(order)}
    hand = set(view["hand"])
    alive = set(DECK) - set(view["kicks"])
    ruled_out: dict[int, set[str]] = {}
    at = 0
    for cards in tricks:
        for place, (seat, card) in enumerate(cards):
            if seat % 2 != me % 2:

                def outside(other: str, now: int = at, seat: int = seat) -> bool:
                    # Known not to be in the seat's hand then: in ours, or played later by another seat.
                    return other in hand or (other in when and when[other][0] > now and when[other][1] != seat)

                before = [(other_seat, other) for other_seat, other in cards[:place]]
                if place == 0:
                    read = _read_lead(card, trump, alive, outside)
                else:
                    read = _read_follow(card, seat, before, trump, alive, outside, no_undertrump)
                ruled_out.setdefault(seat, set()).update(read)
            alive.discard(card)
            at += 1
    return ruled_out


def _trick(trick: JSON) -> Trick:
    return Trick(trick["leader"], tuple(Play(seat, card) for seat, card in trick["cards"]), trick["winner"])


def _shuffled_into(cards: list[str], room: dict[object, int], rng: random.Random) -> dict[object, list[str]]:
    """The cards shuffled and cut into the slots by their room: a fair deal when no void constrains it."""
    order = rng.sample(cards, len(cards))
    dealt: dict[object, list[str]] = {}
    at = 0
    for slot, size in room.items():
        dealt[slot] = order[at : at + size]
        at += size
    return dealt


class Table:
    """What a seat's view shows of the deal, read once a move: the sampled deals differ only in the unseen cards."""

    def __init__(self, view: JSON) -> None:
        self.seat: int = view["seat"]
        self.hand = tuple(view["hand"])
        seen = set(self.hand) | set(view["kicks"]) | played_pieces(view)
        self.unseen = [card for card in DECK if card not in seen]
        self.room: dict[object, int] = {other: view["hand_sizes"][other] for other in range(4) if other != self.seat}
        self.room[PACK] = view["pack"]
        self.voids = voids_shown(view)
        self.ruled_out: dict[int, set[str]] = {}
        if READ_PLAY and view["phase"] == "playing":
            no_undertrump: bool = options_of(view, RULES.option_specs)["no_undertrump"]
            self.ruled_out = cards_ruled_out(view, no_undertrump)
            try:
                deal_unseen(self.unseen, self.room, self.allowed, random.Random(0))
            except ValueError:
                # The opponents played otherwise than `basic` would: only the voids the rules prove are kept.
                self.ruled_out = {}
        self.deal = AllFoursDeal(
            dealer=view["dealer"],
            hands=(),
            pack=(),
            kicks=tuple(view["kicks"]),
            phase=Phase(view["phase"]),
            turn=view["to_act"],
            calls=tuple(Call(call["seat"], call["type"]) for call in view["calls"]),
            trump=view["trump"],
            trick=None if view["trick"] is None else _trick(view["trick"]),
            tricks=tuple(_trick(trick) for trick in view["tricks"]),
            awards=tuple(Award(AwardKind(p["kind"]), p["team"], p["points"], p["card"]) for p in view["points"]),
            score_delta=(view["score_delta"][0], view["score_delta"][1]),
        )
        self.options = options_of(view, RULES.option_specs)
        self.tally = Tally(scores=tuple(view["scores"]), games_won=tuple(view["games_won"]))

    def allowed(self, card: str, slot: object) -> bool:
        """Whether an unseen card may lie there: anywhere but in the hand of a seat that showed it lacks the suit."""
        if not isinstance(slot, int):
            return True  # the pack
        return (slot, card[1]) not in self.voids and card not in self.ruled_out.get(slot, ())

    def sample(self, rng: random.Random) -> State:
        """A whole deal consistent with the view: its cards, the kicks, the table, the voids, hand and pack sizes.

        With `READ_PLAY`, the cards the opponents' play rules out (see `cards_ruled_out`) are dealt elsewhere too.

        The calls are not read for what they tell of the hands: deals weighted by the calls `basic` would have made
        from them took no more points from `basic` (56.1 % against 56.0 %, 100 decks).
        """
        dealt = _shuffled_into(self.unseen, self.room, rng)
        if (self.voids or self.ruled_out) and any(
            not self.allowed(card, slot) for slot, cards in dealt.items() for card in cards
        ):
            dealt = deal_unseen(self.unseen, self.room, self.allowed, rng)
        hands = tuple(self.hand if other == self.seat else tuple(dealt[other]) for other in range(4))
        deal = evolve(self.deal, hands=hands, pack=tuple(dealt[PACK]))
        return MatchState(options=self.options, dealer=deal.dealer, tally=self.tally, deal=deal)


def sample_deal(view: JSON, rng: random.Random) -> State:
    """A whole deal consistent with the view (see `Table.sample`)."""
    return Table(view).sample(rng)


def _tops(cards: Iterable[str]) -> dict[str, int]:
    """The power of the highest card of each suit among some cards (0 for a suit they lack)."""
    tops = dict.fromkeys(SUITS, 0)
    for card in cards:
        if POWER[card] > tops[card[1]]:
            tops[card[1]] = POWER[card]
    return tops


def _cheapest(cards: Sequence[str], trump: str) -> str:
    """`basic`'s card that costs least to give away: never the jack of trumps or a ten if it can be helped."""
    return min(cards, key=CHEAP[trump].__getitem__)


def basic_card(
    plays: Sequence[tuple[int, str]], seat: int, trump: str, cards: Sequence[str], top_unseen: Callable[[str], int]
) -> str:
    """The card `basic` plays from these legal cards, its rules read straight off a whole deal.

    `top_unseen` answers the power of the highest card of a suit that the seat has not seen (0 for none): from its
    seat, those are exactly the other hands and the pack. The rules are `games.engine.allfours.bot`'s, written again
    for speed; a test keeps the two in step.
    """
    if not plays:
        trumps = [card for card in cards if card[1] == trump]
        if trumps:
            top = max(trumps, key=POWER.__getitem__)
            if 0 < top_unseen(trump) < POWER[top]:
                return top
        for card in cards:
            if card[0] == "A" and card[1] != trump:
                return card
        return _cheapest([card for card in cards if card[1] != trump] or cards, trump)
    jack = "J" + trump
    best_seat, best = plays[0]
    led = best[1]
    for other, card in plays[1:]:
        if beats(card, best, led, trump):
            best_seat, best = other, card
    last = len(plays) == 3
    power = POWER[best]
    # A card is sure to win when no card the seat has not seen could beat it: the top of its suit, trumps for a trump.
    if best_seat % 2 == seat % 2:
        if last or power > top_unseen(trump if best[1] == trump else led):
            feed = [card for card in cards if not (card[1] == trump and card[0] in "AKQ")] or cards
            return max(feed, key=FEED[trump].__getitem__)
        return _cheapest(cards, trump)
    # The cards that beat the best so far (see `beats`): a winning plain card is of the suit led.
    if best[1] == trump:
        winners = [card for card in cards if card[1] == trump and POWER[card] > power]
    else:
        winners = [card for card in cards if card[1] == trump or (card[1] == led and POWER[card] > power)]
    if last:
        safe = winners
    elif winners:
        top_trump, top_led = top_unseen(trump), top_unseen(led)
        safe = [card for card in winners if POWER[card] > (top_trump if card[1] == trump else top_led)]
    else:
        safe = []
    following = [card for card in safe if card[1] != trump]
    if following:
        return max(following, key=lambda card: (PIPS[card] >= 10, -POWER[card]))
    trumps = sorted(safe or winners, key=lambda card: (card == jack, POWER[card]))
    if trumps and trumps[0][1] == trump:
        card = trumps[0]
        worth = sum(PIPS[played] for _, played in plays) + (JACK_AT_STAKE if any(c == jack for _, c in plays) else 0)
        risky = card == jack and not (last or POWER[card] > top_unseen(trump))
        if not risky and (worth >= WORTH_A_TRUMP or card == jack or led == trump):
            return card
    return _cheapest(cards, trump)


def playout_action(state: State, rng: random.Random) -> Action:
    """The playout's player: `basic`, its rules read straight off the sampled deal."""
    deal = state.deal
    assert deal is not None and deal.turn is not None
    seat = deal.turn
    if deal.phase is not Phase.PLAYING:
        rules = RULES
        return rules.parse_action({"seat": seat, **choose_basic(rules.view(state, seat), rng)})
    assert deal.trick is not None and deal.trump is not None
    hands, plays, trump = deal.hands, deal.trick.plays, deal.trump
    cards = playable(hands[seat], plays, trump, state.options["no_undertrump"])
    if len(cards) == 1:
        return Action(seat, "play", card=cards[0])
    unseen = _tops([*deal.pack, *(card for other in range(4) if other != seat for card in hands[other])])
    return Action(seat, "play", card=basic_card(plays, seat, trump, cards, unseen.__getitem__))


def judge(state: State, action: Action, seat: int, rng: random.Random) -> float:
    """What an action is worth to the seat in a sampled deal: the points as `basic` plays it out, and pips a little."""
    points, pips = finish(RULES.apply(state, action), rng)
    return _margin(points, seat) + PIP_WEIGHT * _margin(pips, seat)


def finish(state: State, rng: random.Random) -> tuple[tuple[int, int], tuple[int, int]]:
    """What the deal scored for each team at its end, and their game pips, `basic` playing every seat.

    The calls go through the rules; the cards are played on plain lists, several times faster than through the
    rules' frozen states, and scored by the rules' own functions.
    """
    state = played_until(_search(), state, Phase.PLAYING, rng)
    deal = state.deal
    assert deal is not None
    if RULES.to_act(state) is None:
        return deal.score_delta, game_pips(deal.tricks)
    return _play_cards(state)


def _margin(delta: Sequence[int], seat: int) -> float:
    team = seat % 2
    return float(delta[team] - delta[1 - team])


class _Played(NamedTuple):
    """What the tricks already played give every playout from them, read once for all of a move's playouts."""

    pips: tuple[int, int]
    """Each team's game pips in the tricks it has won."""
    trumps: tuple[tuple[int, int], ...]
    """The highest and the lowest trump played, each as (power, seat); none if no trump was played."""
    jack: tuple[int, int] | None
    """The seat that played the jack of trumps and the seat that won it, once it has been played."""


_LAST_PLAYED: tuple[tuple[Trick, ...], str, _Played] | None = None
"""The tricks last read, their trump and what they give: every sampled deal of a move shares one tuple of tricks."""


def _played(tricks: tuple[Trick, ...], trump: str) -> _Played:
    """What the finished tricks give (see `_Played`), read again only when the tricks are another tuple."""
    global _LAST_PLAYED
    last = _LAST_PLAYED  # one read: another thread may replace it, never change it
    if last is not None and last[0] is tricks and last[1] == trump:
        return last[2]
    jack = "J" + trump
    trumps = [(POWER[card], seat) for trick in tricks for seat, card in trick.plays if card[1] == trump]
    fate = next(
        (
            (seat, trick.winner)
            for trick in tricks
            for seat, card in trick.plays
            if card == jack and trick.winner is not None
        ),
        None,
    )
    played = _Played(game_pips(tricks), (max(trumps), min(trumps)) if trumps else (), fate)
    _LAST_PLAYED = (tricks, trump, played)
    return played


def _play_cards(state: State) -> tuple[tuple[int, int], tuple[int, int]]:
    """The rest of the play by `basic` on plain lists, scored as the rules score it (see `finish`).

    Only what the points need is kept: each team's pips, the highest and lowest trump dealt to a player and who held
    them, and who played and who won the jack (`end_of_play_awards` reads the same from the tricks; a property test
    keeps the two in step).
    """
    deal = state.deal
    assert deal is not None and deal.trick is not None and deal.trump is not None and deal.turn is not None
    trump, options = deal.trump, state.options
    no_undertrump: bool = options["no_undertrump"]
    jack = "J" + trump
    past = _played(deal.tricks, trump)
    pips = list(past.pips)
    hands = [list(hand) for hand in deal.hands]
    plays: list[tuple[int, str]] = [(seat, card) for seat, card in deal.trick.plays]
    turn = deal.turn
    owner = {card: holder for holder, hand in enumerate(hands) for card in hand}
    # Every card dealt to a player is played by the end: the highest and lowest trump are known from the start.
    trumps = [*past.trumps, *((POWER[card], seat) for seat, card in plays if card[1] == trump)]
    trumps.extend((POWER[card], holder) for card, holder in owner.items() if card[1] == trump)
    jack_fate = past.jack
    jack_holder = owner.get(jack)
    for seat, card in plays:
        if card == jack:
            jack_holder = seat
    # How many cards of each suit each hand holds: whether a seat must follow is read from it, not from the hand.
    held_suits = [dict.fromkeys(SUITS, 0) for _ in hands]
    for card, holder in owner.items():
        held_suits[holder][card[1]] += 1
    alive = set(owner).union(deal.pack)
    # Each suit's cards still out, highest first (the deck lists each suit so), for what a seat has not seen.
    live = {suit: [card for card in cards if card in alive] for suit, cards in BY_SUIT.items()}

    def top_unseen(suit: str) -> int:
        for card in live[suit]:
            if owner.get(card) != turn:
                return POWER[card]
        return 0

    while True:
        hand, suits = hands[turn], held_suits[turn]
        cards: list[str] = hand
        if plays:
            led = plays[0][1][1]
            if suits[led]:
                cards = [held for held in hand if held[1] == led or held[1] == trump]
            if no_undertrump and led != trump and suits[trump] < len(hand):
                barred = [POWER[played] for _, played in plays if played[1] == trump]
                if barred:
                    top = max(barred)
                    cards = [held for held in cards if held[1] != trump or POWER[held] > top]
        card = cards[0] if len(cards) == 1 else basic_card(plays, turn, trump, cards, top_unseen)
        hand.remove(card)
        suits[card[1]] -= 1
        live[card[1]].remove(card)
        plays.append((turn, card))
        if len(plays) < 4:
            turn = (turn + 1) % 4
            continue
        winner = trick_winner(plays, trump)
        pips[winner % 2] += PIPS[plays[0][1]] + PIPS[plays[1][1]] + PIPS[plays[2][1]] + PIPS[plays[3][1]]
        if (
            jack_fate is None
            and jack_holder is not None
            and jack in (plays[0][1], plays[1][1], plays[2][1], plays[3][1])
        ):
            jack_fate = (jack_holder, winner)
        if not hands[winner]:
            break
        plays, turn = [], winner
    return _scored(state, trumps, jack_fate, (pips[0], pips[1])), (pips[0], pips[1])


def _scored(
    state: State, trumps: list[tuple[int, int]], jack_fate: tuple[int, int] | None, pips: tuple[int, int]
) -> tuple[int, int]:
    """The deal's points once played out, counted in `end_of_play_awards`' order: High, Low, Jack, Game."""
    deal, options = state.deal, state.options
    assert deal is not None
    awards: list[tuple[int, int]] = []
    if trumps:
        awards += [(max(trumps)[1] % 2, 1), (min(trumps)[1] % 2, 1)]
    if jack_fate is not None:
        holders, winners = jack_fate[0] % 2, jack_fate[1] % 2
        awards.append((holders, 1) if holders == winners else (winners, HANG_JACK_POINTS))
    worth: int = options["game_points"]
    if pips[0] != pips[1]:
        awards.append((0 if pips[0] > pips[1] else 1, worth))
    elif options["game_tie"] == "elder":
        awards.append((deal.elder % 2, worth))
    # Points count in order, and the one that reaches the target ends the deal: the rest are not scored.
    delta, scores, target = list(deal.score_delta), list(state.tally.scores), options["target"]
    for team, points in awards:
        delta[team] += points
        scores[team] += points
        if scores[team] >= target:
            break
    return delta[0], delta[1]


@cache
def _search() -> Search:
    return Search(
        game=RULES, sample=sample_deal, policy=playout_action, budget=BUDGET, most_deals=MOST_DEALS, judge=judge
    )


@cache
def _call_search() -> Search:
    return Search(
        game=RULES, sample=sample_deal, policy=playout_action, budget=CALL_BUDGET, most_deals=CALL_DEALS, judge=judge
    )


def choose_strong(view: JSON, rng: random.Random, sample: Sampler | None = None) -> JSON:
    """Search every call and every card played over deals sampled from the view, `basic` playing them out.

    `sample`, if given, deals the searched deals instead (`bench.ceiling`'s seer deals the true one).
    """
    if not view["legal"]:
        raise ValueError("the seat has no legal action: it is not its turn")
    if sample is None:
        # The view is read once for all the move's sampled deals.
        table = Table(view)
        sample = lambda _, draw: table.sample(draw)  # noqa: E731
    if view["phase"] != "playing":
        # A call's playouts deal and play the whole deal: one action more than the cards in hand.
        return best_action(replace(_call_search(), sample=sample), view, rng, sum(view["hand_sizes"]) + 1)
    return best_action(replace(_search(), sample=sample), view, rng, sum(view["hand_sizes"]))


def appraise_strong(view: JSON, played: JSON, rng: random.Random) -> Appraisal | None:
    """`choose_strong`'s choice and what `played` loses beside it, over the same sampled deals."""
    table = Table(view)
    if view["phase"] != "playing":
        search = replace(_call_search(), sample=lambda _, draw: table.sample(draw))
        return appraise(search, view, played, rng, sum(view["hand_sizes"]) + 1, NOTABLE_LOSS)
    search = replace(_search(), sample=lambda _, draw: table.sample(draw))
    return appraise(search, view, played, rng, sum(view["hand_sizes"]), NOTABLE_LOSS)
