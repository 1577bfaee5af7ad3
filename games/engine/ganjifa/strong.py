"""Ganjifa's `strong` computer player: deals sampled from a seat's view, each searched a few tricks deep."""

from __future__ import annotations

import random
from collections.abc import Iterable, Sequence
from dataclasses import replace
from typing import Any

from games.engine.actions import JSON, Action
from games.engine.appraisal import Appraisal
from games.engine.ganjifa.bot import LIKELY, SINGLE_TRICK, choose_basic
from games.engine.ganjifa.cards import (
    COURT,
    DECK,
    KING,
    MINISTER,
    NUMBERS,
    POWER,
    STRENGTH,
    SUIT_CARDS,
    SUIT_NUMBERS,
    SUIT_OF,
    SUITS,
    after,
)
from games.engine.ganjifa.cards import card as card_named
from games.engine.ganjifa.deal import SEATS, GanjifaDeal, Phase, Play, Trick
from games.engine.ganjifa.dukal import MIN_RUN
from games.engine.ganjifa.rules import Ganjifa
from games.engine.ganjifa.voids import single_tricks, suits_lacking
from games.engine.match import MatchState, Tally
from games.engine.search.playouts import Sampler, Search, appraise, best_action
from games.engine.search.sampling import options_of, played_pieces

BUDGET = 35_000
"""Cards simulated a move, summed over every playout (see `Search`): about 28 ms of one core a move as a median,
and as much again for reading the deals drawn (see `DRAWS`).

With HORIZON's playouts it buys MOST_DEALS deals a move unless the choices are many. On 200 duplicate decks (seed
2026) it took 57.4 % of the points from `basic` (56.4 to 58.3), where 6,000 cards and 3 tricks took 55.1 %: a paired
difference of +2.3 points (+1.3 to +3.3), with moves of 28 ms at the median and 358 ms at worst. At 3 tricks more
deals did not help (on 100 decks of seed 11, 600 cards 53.5 %, 6,000 54.7 %, 24,000 54.5 %), nor would reading the
others' hands better: the same search given the true deal took 56.3 % (`make bench-ceiling`). Depth did, and it
makes reading worth more (see HORIZON).
"""
HORIZON = 15
"""Tricks a playout plays after the move searched, before the rest of the deal is judged from the hands.

A whole deal is 40 tricks. At 6,000 cards, from 2 to 6 tricks did about equally well. Deeper, the budget raised to
keep the deals a move: on the first 60 decks of seed 2026, where 3 tricks took 54.3 %, 8 tricks (20,000 cards) took
56.0 %, 15 tricks (35,000) 57.3 % and the whole deal (60,000) 56.2 %, at 18, 27 and 33 ms a move (median). Playing
the searching seat's own later cards knowing the sampled hands, rather than as `basic`, did no better (55.9 % to the
whole deal's 56.2 %). Depth makes the hidden hands matter: on those 60 decks the search given the true deal took
56.2 % at 3 tricks but 65.9 % (64.6 to 67.2) playing out the whole deal, 9.6 points (7.9 to 11.4) above this search
of sampled deals at that depth; better reading of `basic`'s play is where the rest lies.
"""
MOST_DEALS = 48
"""Sampled deals a move at most."""
NOTABLE_LOSS = 1.0
"""The least loss, in captured cards (a point each), that a deal's review tells the player about (`appraise_strong`).

One card is the game's smallest unit. On 20 deals (`bench.review_marks`, `basic` standing in for the player) the old
review marked 400 of 595 moves, 177 of them near-equal cards; telling apart only cards of a run that are not `alike`,
175 (9 near-equal); at 1 card it marks 84 (2 near-equal). The same move valued from other sampled deals moves by a
median of 0.05 cards.
"""
FEWEST_DEALS = 4
"""Sampled deals a move at least."""
READ_PLAY = True
"""Whether the others are taken to follow suit as `basic` does (see `cards_ruled_out`) when deals are sampled."""
READING_COST = 4
"""What reading a sampled deal into a playout's lists costs, in cards played."""
DRAWS = 8
"""Deals drawn for each one searched: the first whose hidden hands best explain the others' recent plays is kept.

On 200 duplicate decks (seed 2026) it took 58.3 % of the points from `basic` (57.3 to 59.3) where one draw took
57.4 %: a paired difference of +0.9 points (+0.1 to +1.8), at 77 ms a move at the median (35 before) and 604 ms at
worst, in processor time on a busy machine. On the first 60 of those decks 24 draws did no better (+0.6) than 8
(+1.1), nor did 16 tricks back (+1.0).
"""
LOOKBACK = 8
"""Tricks back over which a drawn deal's hands are judged (see `Reading.misplays`): each trick costs time a draw."""

State = MatchState[GanjifaDeal]

# The cards as numbers (their place in the deck): every question a playout asks of a card is a list look-up.
ID = {name: number for number, name in enumerate(DECK)}
SUIT = [SUIT_OF[name] for name in DECK]
_BIT = [1 << POWER[name] for name in DECK]
"""Each card's bit in a mask of the cards of its suit: the bit of its strength (12 for the king)."""
_POWER = [POWER[name] for name in DECK]
_BY_POWER = [{POWER[name]: ID[name] for name in SUIT_CARDS[suit]} for suit in SUITS]
_KING = [ID[card_named(suit, KING)] for suit in SUITS]
_MINISTER = [ID[card_named(suit, MINISTER)] for suit in SUITS]
_COURT_BITS = _BIT[_KING[0]] | _BIT[_MINISTER[0]]
_NUMBER = [{number: ID[card_named(suit, number)] for number in NUMBERS} for suit in SUITS]
"""The card of each face value of each suit."""
_STRENGTH = [[[STRENGTH[trump][led][name] for name in DECK] for led in SUITS] for trump in SUITS]
_KEEP = [[(name in COURT) * 1000 + (SUIT_OF[name] == trump) * 100 + POWER[name] for name in DECK] for trump in SUITS]
"""`basic`'s order of cards to give away (its `keep_value`) as one number a card, cheapest lowest, ties kept."""
_AFTER = [after(suit) for suit in SUITS]
_STRONGER = {
    name: sorted((other for other in SUIT_CARDS[SUIT_OF[name]] if POWER[other] > POWER[name]), key=POWER.__getitem__)
    for name in DECK
}
"""The cards of its suit that beat each card, weakest first."""
_new_world = object.__new__


RULES = Ganjifa()
"""The rules that sampled deals are played out by (a copy of the game without computer players of its own)."""


def cards_ruled_out(view: JSON) -> list[set[str]]:
    """Cards each seat is taken not to hold, from how it followed suit: as `basic` plays, and most players do.

    A player who follows suit without beating the trick gives its lowest card of the suit; the last player, beating
    it in suit, does so with its lowest card that beats it. The search takes the cards these choices pass over to be
    elsewhere, as far as the hand sizes allow.
    """
    ruled_out: list[set[str]] = [set() for _ in range(SEATS)]
    trump = SUIT_NUMBERS[view["trump"]]
    for cards in single_tricks(view):
        if not cards:
            continue
        led = SUIT_OF[cards[0][1]]
        strength = STRENGTH[trump][led]
        best = strength[cards[0][1]]
        for place, (seat, name) in enumerate(cards[1:], start=1):
            if SUIT_OF[name] == led:
                if strength[name] < best:
                    ruled_out[seat].update(other for other in SUIT_CARDS[led] if strength[other] < strength[name])
                elif place == SEATS - 1:
                    passed = (other for other in SUIT_CARDS[led] if best < strength[other] < strength[name])
                    ruled_out[seat].update(passed)
            best = max(best, strength[name])
    return ruled_out


def _shown_voids(tricks: Iterable[Sequence[Sequence[Any]]]) -> list[set[int]]:
    """The suits led that each seat did not follow: what `basic` counts as voids (it reads no more into a play).

    Each trick is its `[seat, card]` pairs; a dukal's, longer than a trick of single cards, shows nothing.
    """
    shown: list[set[int]] = [set() for _ in range(SEATS)]
    for cards in tricks:
        if cards and len(cards) <= SINGLE_TRICK:
            led = SUIT_OF[cards[0][1]]
            for seat, name in cards[1:]:
                if SUIT_OF[name] != led:
                    shown[seat].add(led)
    return shown


def _trick(trick: JSON) -> Trick:
    cards = trick["cards"]
    plays = tuple(Play(seat, name) for seat, name in cards)
    size = 0 if len(cards) == SINGLE_TRICK else len(cards) // SEATS
    return Trick(trick["leader"], plays, trick["winner"], SUIT_OF[cards[0][1]], size)


def sample_deal(view: JSON, rng: random.Random) -> State:
    """A whole deal that agrees with everything the view shows: its hand, the table, the suits shown lacking."""
    return Reading(view).sample(view, rng)


class Reading:
    """One seat's reading of its view for one move: where the unseen cards may be, and how a playout is judged."""

    def __init__(self, view: JSON) -> None:
        self.seat: int = view["seat"]
        self.view = view
        hand: list[str] = view["hand"]
        trick: JSON | None = view["trick"]
        seen = set(hand)
        seen.update(name for done in view["tricks"] for _, name in done["cards"])
        if trick is not None:
            seen.update(name for _, name in trick["cards"])
        self.others = [other for other in range(SEATS) if other != self.seat]
        unseen = [name for name in DECK if name not in seen]
        sizes: list[int] = view["hand_sizes"]
        lacks = suits_lacking(view)
        try:
            self.share_out(unseen, sizes, lacks, cards_ruled_out(view) if READ_PLAY else [set(), set(), set()])
        except ValueError:
            # The others played otherwise than assumed: only what the rules prove is kept.
            self.share_out(unseen, sizes, lacks, [set(), set(), set()])
        self.tricks = tuple(_trick(done) for done in view["tricks"])
        self.plays = tuple(Play(seat, name) for seat, name in trick["cards"]) if trick is not None else ()
        self.shown = _shown_voids([done["cards"] for done in view["tricks"]])
        self.trump = SUIT_NUMBERS[view["trump"]]
        self.start = max(0, len(view["tricks"]) - LOOKBACK)
        self.recent: list[list[list[Any]]] = [done["cards"] for done in view["tricks"][self.start :]]
        if trick is not None and trick["cards"]:
            self.recent.append(trick["cards"])
        self.early_voids = _shown_voids([done["cards"] for done in view["tricks"][: self.start]])
        self.sampled: State | None = None
        self.base: World | None = None

    def share_out(self, unseen: list[str], sizes: list[int], lacks: list[set[int]], ruled_out: list[set[str]]) -> None:
        """Which unseen cards must be in which hidden hand, and which may be in either; ValueError if none fits.

        With two hidden hands, a card one of them cannot hold is the other's; the rest are shared out at random,
        which draws every dealing that agrees with the view (and the cards ruled out) equally often.
        """
        first, second = self.others
        self.forced: tuple[list[str], list[str]] = ([], [])
        self.free: list[str] = []
        for name in unseen:
            suit = SUIT_OF[name]
            first_may = suit not in lacks[first] and name not in ruled_out[first]
            second_may = suit not in lacks[second] and name not in ruled_out[second]
            if first_may and second_may:
                self.free.append(name)
            elif first_may or second_may:
                self.forced[0 if first_may else 1].append(name)
            else:
                raise ValueError(f"no place for {name} consistent with the view")
        self.room = sizes[first] - len(self.forced[0])
        if not 0 <= self.room <= len(self.free) or sizes[second] - len(self.forced[1]) != len(self.free) - self.room:
            raise ValueError("the hand sizes do not agree with the suits the players have shown they lack")

    def deal_hands(self, rng: random.Random) -> tuple[tuple[str, ...], ...]:
        """Every hand: the seat's own, and the others' dealt at random where the view allows."""
        free = self.free[:]
        rng.shuffle(free)
        dealt = {self.others[0]: self.forced[0] + free[: self.room], self.others[1]: self.forced[1] + free[self.room :]}
        return tuple(tuple(self.view["hand"]) if seat == self.seat else tuple(dealt[seat]) for seat in range(SEATS))

    def misplays(self, hands: tuple[tuple[str, ...], ...], enough: int = 1 << 30) -> int:
        """How many of the others' plays in the last tricks `basic` would not have made holding these hands.

        The count stops at `enough`: a dealing with as many is no better than one already drawn.
        """
        held = [list(hand) for hand in hands]
        for cards in self.recent:
            for seat, name in cards:
                held[seat].append(name)
        world = World.holding(held, self.trump, self.early_voids, first=self.start == 0)
        others = self.others
        keep = _KEEP[self.trump]
        wrong = 0
        for cards in self.recent:
            leader = cards[0][0]
            world.leader = world.turn = leader
            if len(cards) <= SINGLE_TRICK:
                for seat, name in cards:
                    card = ID[name]
                    if seat in others:
                        wrong += not world.might_play(seat, card)
                        if wrong >= enough:
                            return wrong
                    world.play(seat, card)
                continue
            # A dukal: its leader's cards, then each other seat's discards.
            groups: list[tuple[int, list[int]]] = []
            for seat, name in cards:
                if groups and groups[-1][0] == seat:
                    groups[-1][1].append(ID[name])
                else:
                    groups.append((seat, [ID[name]]))
            for place, (seat, group) in enumerate(groups):
                world.turn = seat
                if seat in others:
                    _, chosen = world.choice()
                    # Cards alike to `basic` (of equal worth to keep) go in the order of a hand no one else sees.
                    wrong += sorted(map(keep.__getitem__, chosen)) != sorted(map(keep.__getitem__, group))
                    if wrong >= enough:
                        return wrong
                if place == 0:
                    world.lead_dukal(seat, group)
                else:
                    world.discard(seat, group)
        return wrong

    def sample(self, asked: JSON, rng: random.Random) -> State:
        """A whole state that agrees with the view read (which `Search` passes back as `asked`).

        Of `DRAWS` dealings of the hidden cards, the first that best explains the others' recent plays is kept.
        """
        hands = self.deal_hands(rng)
        if DRAWS > 1 and self.recent:
            fewest = self.misplays(hands)
            for _ in range(DRAWS - 1):
                if fewest == 0:
                    break
                other = self.deal_hands(rng)
                wrong = self.misplays(other, fewest)
                if wrong < fewest:
                    hands, fewest = other, wrong
        view = self.view
        trick = view["trick"]
        dukal = view["dukal"]
        deal = GanjifaDeal(
            dealer=view["dealer"],
            trump=self.trump,
            hands=hands,
            turn=view["to_act"],
            leader=trick["leader"] if trick is not None else self.seat,
            phase=Phase(view["phase"]),
            plays=self.plays,
            suit=SUIT_OF[self.plays[0].card] if self.plays else None,
            dukal=dukal["size"] if dukal is not None else 0,
            tricks=self.tricks,
            captured=(view["captured"][0], view["captured"][1], view["captured"][2]),
            score_delta=(view["score_delta"][0], view["score_delta"][1], view["score_delta"][2]),
        )
        tally = Tally(scores=tuple(view["scores"]), games_won=tuple(view["games_won"]))
        options = options_of(view, RULES.option_specs)
        number = view["deal_number"]
        return MatchState(options=options, dealer=view["dealer"], tally=tally, deal=deal, deals_dealt=number)

    def world(self, deal: GanjifaDeal) -> World:
        """The sampled deal as a playout plays it, with the voids `basic` has seen so far."""
        shown = [set(suits) for suits in self.shown]
        later = [done.plays for done in deal.tricks[len(self.tricks) :]]
        for seat, suits in enumerate(_shown_voids([*later, deal.plays])):
            shown[seat] |= suits
        return World(deal, shown)

    def value(self, state: State, action: Action, seat: int, rng: random.Random) -> float:
        """What the action is worth to the seat in a sampled state: its lead in captures a few tricks on.

        The cards still in hand then are judged as well (see `hand_worth`).
        """
        if state is not self.sampled or self.base is None:
            # Every action is tried on the same sampled state in turn: it is read into lists once.
            deal = state.deal
            assert deal is not None
            self.sampled, self.base = state, self.world(deal)
        world = self.base.copy()
        if action.type == "dukal":
            assert action.cards is not None
            world.lead_dukal(seat, [ID[name] for name in action.cards])
        else:
            assert action.card is not None
            world.play(seat, ID[action.card])
        world.run(HORIZON)
        return world.value(seat)


class World:
    """A sampled deal as plain lists of card numbers, played fast by `basic`'s rules of thumb.

    Each seat's cards of a suit are also kept as a bit mask of their strengths (bit 12 the king), and so are the
    cards of each suit not yet played: how many cards the others hold above one is a count of bits.
    """

    __slots__ = (
        "captured",
        "dukal",
        "first",
        "hands",
        "leader",
        "led",
        "live",
        "mine",
        "plays",
        "shown",
        "trump",
        "turn",
    )

    def __init__(self, deal: GanjifaDeal, shown: list[set[int]]) -> None:
        self.trump = deal.trump
        self.hold(deal.hands)
        self.shown = shown
        """The suits each seat has been seen not to follow (`basic`'s voids)."""
        self.captured = list(deal.captured)
        self.leader = deal.leader
        self.plays = [(seat, ID[name]) for seat, name in deal.plays]
        self.led = -1 if deal.suit is None else deal.suit
        self.dukal = deal.dukal
        self.turn = -1 if deal.turn is None else deal.turn
        self.first = not deal.tricks

    @staticmethod
    def holding(hands: list[list[str]], trump: int, shown: list[set[int]], *, first: bool) -> World:
        """A world between tricks, each seat holding the hand given: where `Reading.misplays` replays from."""
        world = _new_world(World)
        world.trump = trump
        world.hold(hands)
        world.shown = [set(suits) for suits in shown]
        world.captured = [0] * SEATS
        world.plays, world.led, world.dukal, world.first = [], -1, 0, first
        world.leader = world.turn = -1
        return world

    def hold(self, hands: Sequence[Sequence[str]]) -> None:
        """Each seat's hand as card numbers, with the masks of its cards and of all cards held, suit by suit."""
        self.hands = [[ID[name] for name in hand] for hand in hands]
        self.mine = [[0] * len(SUITS) for _ in range(SEATS)]
        self.live = live = [0] * len(SUITS)
        for seat, hand in enumerate(self.hands):
            mine = self.mine[seat]
            for card in hand:
                mine[SUIT[card]] |= _BIT[card]
                live[SUIT[card]] |= _BIT[card]

    def copy(self) -> World:
        """A copy to play on, sharing nothing that changes."""
        other = _new_world(World)
        other.trump, other.leader, other.led, other.dukal, other.turn, other.first = (
            self.trump,
            self.leader,
            self.led,
            self.dukal,
            self.turn,
            self.first,
        )
        other.hands = [hand[:] for hand in self.hands]
        other.mine = [suits[:] for suits in self.mine]
        other.live = self.live[:]
        other.shown = [set(suits) for suits in self.shown]
        other.captured = self.captured[:]
        other.plays = self.plays[:]
        return other

    def run(self, tricks: int) -> None:
        """Play on until this many more tricks are complete, or the deal is over."""
        while tricks > 0 and self.turn >= 0:
            if self.step():
                tricks -= 1

    def value(self, seat: int) -> float:
        """The seat's captures less the others' mean, with the cards still in hand judged (see `hand_worth`)."""
        totals = [taken + hand_worth(self, held) for held, taken in enumerate(self.captured)]
        return totals[seat] - (sum(totals) - totals[seat]) / (SEATS - 1)

    def step(self) -> bool:
        """The seat to act plays as `basic` would; True when that completes a trick."""
        seat = self.turn
        kind, cards = self.choice()
        if kind == "discard":
            return self.discard(seat, cards)
        if kind == "dukal":
            self.lead_dukal(seat, cards)
            return False
        return self.play(seat, cards[0])

    def choice(self) -> tuple[str, list[int]]:
        """What `basic` would do as the seat to act: play a card, lead a dukal or discard to one."""
        seat = self.turn
        if self.dukal:
            return "discard", sorted(self.hands[seat], key=_KEEP[self.trump].__getitem__)[: self.dukal]
        if self.plays:
            return "play", [self.follow(seat)]
        if self.first:
            return "play", [_KING[self.trump]]
        dukal = self.largest_dukal(seat)
        if dukal:
            return "dukal", dukal
        return "play", [self.lead(seat)]

    def might_play(self, seat: int, card: int) -> bool:
        """Whether `basic` would play this card as the seat to act, its cards held in some order.

        Among cards alike to it, `basic` takes the first in its hand, whose order no one else sees: the card is tried
        first as well as where it is.
        """
        kind, chosen = self.choice()
        if kind == "play" and chosen[0] == card:
            return True
        hand = self.hands[seat]
        place = hand.index(card)
        hand.insert(0, hand.pop(place))
        kind, chosen = self.choice()
        hand.insert(place, hand.pop(0))
        return kind == "play" and chosen[0] == card

    # --- basic's rules, read off the lists -----------------------------------

    def above(self, seat: int, card: int) -> int:
        """How many cards of its suit that the others hold beat the card."""
        suit = SUIT[card]
        return ((self.live[suit] & ~self.mine[seat][suit]) >> (_POWER[card] + 1)).bit_count()

    def largest_dukal(self, seat: int) -> list[int]:
        """The largest dukal the seat may lead (the first of the largest, as `basic` lists them), or none."""
        mine = self.mine[seat]
        best: list[int] = []
        limit = 0
        for suit in SUITS:
            if mine[suit] & _COURT_BITS != _COURT_BITS:
                continue
            if not limit:
                limit = min(len(hand) for other, hand in enumerate(self.hands) if other != seat)
            numbers = _NUMBER[suit]
            for low in range(1, 11):
                run: list[int] = []
                for face in range(low, 11):
                    if not mine[suit] & _BIT[numbers[face]] or 2 + len(run) >= limit:
                        break
                    run.append(numbers[face])
                if len(run) >= MIN_RUN and 2 + len(run) > len(best):
                    best = [_KING[suit], _MINISTER[suit], *run]
        return best

    def cheapest(self, cards: list[int]) -> int:
        """`basic`'s card to give away."""
        return min(cards, key=_KEEP[self.trump].__getitem__)

    def lead(self, seat: int) -> int:
        """`basic`'s lead: the card likeliest to win, sure ones first; the cheapest when none is likely.

        In each suit the likeliest is the lowest card that the others hold as few cards above as the seat's highest.
        """
        trump, live, mine, hand = self.trump, self.live, self.mine[seat], self.hands[seat]
        out = bool(live[trump] & ~mine[trump])
        risky: set[int] = set()
        if out:
            for other in range(SEATS):
                if other != seat:
                    risky |= self.shown[other]
        best_key = (-LIKELY, False, False, 0)
        best = -1
        for suit in SUITS:
            held = mine[suit]
            if not held:
                continue
            others = live[suit] & ~held
            top = held.bit_length() - 1
            risk = (others >> (top + 1)).bit_count() + LIKELY * (suit != trump and suit in risky)
            if risk >= LIKELY:
                continue
            floor = (others & ((1 << top) - 1)).bit_length()
            lowest = held >> floor << floor
            power = (lowest & -lowest).bit_length() - 1
            key = (-risk, suit == trump and out, others != 0, -power)
            card = _BY_POWER[suit][power]
            # Equal keys go to the card first in the hand, as `basic` takes the first of equals.
            if key > best_key or (key == best_key and hand.index(card) < hand.index(best)):
                best_key, best = key, card
        return best if best >= 0 else self.cheapest(hand)

    def legal(self, seat: int) -> list[int]:
        """The cards the seat may play to the trick (spec section 3)."""
        hand, led, mine = self.hands[seat], self.led, self.mine[seat]
        if mine[led]:
            return [card for card in hand if SUIT[card] == led]
        other = next(suit for suit in _AFTER[led] if mine[suit])
        return [card for card in hand if SUIT[card] == self.trump or SUIT[card] == other]

    def follow(self, seat: int) -> int:
        """`basic`'s follow: win the trick as cheaply as is likely to hold, else give the cheapest card."""
        cards = self.legal(seat)
        if len(cards) == 1:
            return cards[0]
        led, trump = self.led, self.trump
        strength = _STRENGTH[trump][led]
        best = max(strength[card] for _, card in self.plays)
        winners = [card for card in cards if strength[card] > best]
        if not winners:
            return self.cheapest(cards)
        if len(self.plays) == 2:
            return min(winners, key=strength.__getitem__)
        last = (seat + 1) % SEATS
        ruff = led in self.shown[last] and bool(self.live[trump] & ~self.mine[seat][trump])
        risks = [
            (self.above(seat, card) if SUIT[card] in (led, trump) else 0) + LIKELY * (ruff and SUIT[card] != trump)
            for card in winners
        ]
        least = min(risks)
        if least >= LIKELY:
            return self.cheapest(cards)
        return min((card for card, risk in zip(winners, risks, strict=True) if risk == least), key=strength.__getitem__)

    # --- the rules, applied ----------------------------------------------

    def remove(self, seat: int, card: int) -> None:
        """A card leaves the seat's hand for the table."""
        self.hands[seat].remove(card)
        self.mine[seat][SUIT[card]] ^= _BIT[card]
        self.live[SUIT[card]] ^= _BIT[card]

    def play(self, seat: int, card: int) -> bool:
        """A card led or played; True when it completes the trick."""
        self.remove(seat, card)
        plays = self.plays
        plays.append((seat, card))
        if len(plays) == 1:
            self.led = SUIT[card]
        elif SUIT[card] != self.led:
            self.shown[seat].add(self.led)
        if len(plays) < SEATS:
            self.turn = (seat + 1) % SEATS
            return False
        strength = _STRENGTH[self.trump][self.led]
        winner = max(plays, key=lambda play: strength[play[1]])[0]
        self.take(winner, SEATS)
        return True

    def lead_dukal(self, seat: int, cards: list[int]) -> None:
        """A dukal led: the others discard as many cards each."""
        for card in cards:
            self.remove(seat, card)
        self.plays = [(seat, card) for card in cards]
        self.led = SUIT[cards[0]]
        self.dukal = len(cards)
        self.turn = (seat + 1) % SEATS

    def discard(self, seat: int, cards: list[int]) -> bool:
        """Cards discarded to the dukal; True when the last discard completes the trick."""
        for card in cards:
            self.remove(seat, card)
        following = (seat + 1) % SEATS
        if following != self.leader:
            self.turn = following
            return False
        self.take(self.leader, SEATS * self.dukal)
        return True

    def take(self, winner: int, count: int) -> None:
        """The trick captured; its winner leads the next, unless the hands are empty."""
        self.captured[winner] += count
        self.leader = winner
        self.plays = []
        self.led = -1
        self.dukal = 0
        self.first = False
        self.turn = winner if self.hands[winner] else -1


WORTH = (2.23, 1.47, 0.5, 3.12, 1.5, 1.05, 6.58, 1.15, 1.09, 0.39, 4.17)
"""Cards a seat may still capture, for each of: a plain card with no, one or two cards of its suit above it in the
others' hands (counted down from its highest, while there are at most two above), a trump likewise, a trump held,
a card of a suit the others hold none of, a card of the dukal a leader can lead, of one it holds but cannot lead
yet, and the lead itself. Fitted by least squares to what `basic` players went on to capture from each trick of
300 deals, as differences from the other seats' mean."""
_PLAIN, _TRUMP = WORTH[0:3], WORTH[3:6]
_TRUMP_HELD, _SOLE_SUIT, _DUKAL_LED, _DUKAL_HELD, _LEAD = WORTH[6:]


def hand_worth(world: World, seat: int) -> float:
    """The cards a seat may still capture with what it holds, judged from its hand (see `WORTH`)."""
    trump, live, mine = world.trump, world.live, world.mine[seat]
    worth = 0.0
    courts = False
    for suit in SUITS:
        held = mine[suit]
        if not held:
            continue
        others = live[suit] & ~held
        if suit == trump:
            weights = _TRUMP
            worth += _TRUMP_HELD * held.bit_count()
        else:
            weights = _PLAIN
            if not others:
                worth += _SOLE_SUIT * held.bit_count()
        courts = courts or held & _COURT_BITS == _COURT_BITS
        # Down from the seat's highest card: each is beaten by as many of the others' cards as lie above it.
        while held:
            top = held.bit_length() - 1
            above = (others >> (top + 1)).bit_count()
            if above > 2:
                break
            worth += weights[above]
            held ^= 1 << top
    leading = world.turn == seat and not world.plays and not world.dukal
    if courts:
        worth += (_DUKAL_LED if leading else _DUKAL_HELD) * len(world.largest_dukal(seat))
    return worth + _LEAD * leading


def playout_action(state: State, rng: random.Random) -> Action:
    """`basic`'s action for the seat to act, read straight off the sampled deal."""
    deal = state.deal
    assert deal is not None and deal.turn is not None
    kind, cards = World(deal, _shown_voids([*(done.plays for done in deal.tricks), deal.plays])).choice()
    names = tuple(DECK[card] for card in cards)
    if kind == "play":
        return Action(deal.turn, "play", card=names[0])
    return Action(deal.turn, kind, cards=names)


def candidates(view: JSON) -> list[JSON]:
    """The legal actions worth telling apart: one card of each run that no unplayed card of another splits.

    Two cards of a suit with nothing between them but cards already played win and lose the same tricks; of a
    suit's dukals only the largest is tried, since each captures as many discards as it has cards.
    """
    played = played_pieces(view)
    held = set(view["hand"])
    kept: list[JSON] = []
    largest: dict[int, JSON] = {}
    for choice in view["legal"]:
        if choice["type"] == "dukal":
            suit = SUIT_OF[choice["cards"][0]]
            if suit not in largest or len(choice["cards"]) > len(largest[suit]["cards"]):
                largest[suit] = choice
            continue
        name = choice["card"]
        # The card is tried unless the seat holds the next stronger card left in play: that one stands for both.
        stronger = next((other for other in _STRONGER[name] if other not in played), None)
        if stronger is None or stronger not in held:
            kept.append(choice)
    return kept + list(largest.values())


def cards_judged(view: JSON) -> int:
    """About how many cards a judged playout costs: its tricks (no more than are left), and the deal read once."""
    return min(SEATS * HORIZON, sum(view["hand_sizes"])) + READING_COST


def choose_strong(view: JSON, rng: random.Random, sample: Sampler | None = None) -> JSON:
    """Discard as `basic` does; search every lead and card played over deals sampled from the view.

    `sample`, if given, deals the searched deals instead (`bench.ceiling`'s seer deals the true one); the view's
    reading still judges each playout (the voids `basic` has seen).
    """
    legal: list[JSON] = view["legal"]
    if not legal:
        raise ValueError("the seat has no legal action: it is not its turn")
    if legal[0]["type"] == "discard":
        return choose_basic(view, rng)
    choices = candidates(view)
    if len(choices) == 1:
        return dict(choices[0])
    search = _searching(view) if sample is None else replace(_searching(view), sample=sample)
    return best_action(search, {**view, "legal": choices}, rng, cards_judged(view))


def _searching(view: JSON) -> Search:
    """The search of a move from the view, which is read once for all its sampled deals."""
    reading = Reading(view)
    return Search(
        game=RULES,
        sample=reading.sample,
        policy=playout_action,
        budget=BUDGET,
        most_deals=MOST_DEALS,
        fewest_deals=FEWEST_DEALS,
        judge=reading.value,
    )


def appraise_strong(view: JSON, played: JSON, rng: random.Random) -> Appraisal | None:
    """`choose_strong`'s choice and what `played` loses beside it; None for a discard, which `basic` chooses."""
    if view["legal"][0]["type"] == "discard":
        return None
    return appraise(_searching(view), view, played, rng, cards_judged(view), NOTABLE_LOSS, candidates(view))
