"""The texts of push notifications, in each language a player can choose (en, hi, nl)."""

from __future__ import annotations

from enum import StrEnum

LANGUAGES = ("en", "hi", "nl")


class Kind(StrEnum):
    """What a notification tells; a player turns each kind on or off."""

    YOUR_TURN = "your_turn"
    """It is the player's turn."""
    REMINDER = "reminder"
    """Most (the player's share, 80 % unless they chose another) of a long turn's time has passed."""
    REPLACED = "replaced"
    """The computer plays for the player after their turns timed out."""
    MATCH_ENDED = "match_ended"
    """A match the player sat in ended."""
    JOINED = "joined"
    """Someone took a seat in the player's room."""
    INVITED = "invited"
    """A member of one of the player's circles offered them a seat in a new match of the circle."""
    DIGEST = "digest"
    """Once a day at the player's hour, instead of a notice per turn: how many matches wait for their move."""
    TOURNAMENT_ROUND = "tournament_round"
    """A round of an event the player entered began: their match waits (sent as `invited` allows)."""
    TOURNAMENT_REMINDER = "tournament_reminder"
    """A round's deadline is near and the player's match is not over (sent as `reminder` allows)."""
    TOURNAMENT_RESULT = "tournament_result"
    """An event the player entered is over: their place (sent as `match_ended` allows)."""


class Ask(StrEnum):
    """What the player to act is asked for, from the engine's legal actions."""

    BID = "bid"
    TRUMP = "trump"
    DECIDE = "decide"
    DISCARD = "discard"
    LEAD = "lead"
    PLAY = "play"


# Action types (of every game) by what they ask; the first that a seat's legal actions hold names the turn.
ASKED_BY = (
    (Ask.BID, {"bid"}),
    (Ask.TRUMP, {"declare_trump", "name_trump"}),
    (Ask.DECIDE, {"beg", "stand", "give_one", "run_pack", "dukal"}),
    (Ask.DISCARD, {"discard"}),
)

ASKS = {
    "en": {
        Ask.BID: "bid",
        Ask.TRUMP: "choose trump",
        Ask.DECIDE: "decide",
        Ask.DISCARD: "discard",
        Ask.LEAD: "your lead",
        Ask.PLAY: "play",
    },
    "hi": {
        Ask.BID: "बोली लगाएँ",
        Ask.TRUMP: "तुरुप चुनें",
        Ask.DECIDE: "फ़ैसला करें",
        Ask.DISCARD: "पत्ते छोड़ें",
        Ask.LEAD: "आपकी पहली चाल",
        Ask.PLAY: "चाल चलें",
    },
    "nl": {
        Ask.BID: "bieden",
        Ask.TRUMP: "troef kiezen",
        Ask.DECIDE: "beslissen",
        Ask.DISCARD: "afleggen",
        Ask.LEAD: "jij komt uit",
        Ask.PLAY: "spelen",
    },
}

# Title and body of each kind; `{game}`, `{room}`, `{ask}`, `{name}`, `{result}`, `{circle}`, `{count}`, `{games}`
# are filled in.
TEXTS: dict[str, dict[Kind, tuple[str, str]]] = {
    "en": {
        Kind.YOUR_TURN: ("Your turn: {ask}", "{game} in room {room}"),
        Kind.REMINDER: ("Your turn is running out", "{game} in room {room}: {ask}"),
        Kind.REPLACED: ("The computer plays for you", "{game} in room {room}: your turns ran out. Tap to come back."),
        Kind.MATCH_ENDED: ("Match over: {result}", "{game} in room {room}"),
        Kind.JOINED: ("{name} joined", "Room {room} ({game})"),
        Kind.INVITED: ("{name} saved you a seat", "{game} in {circle}: accept or decline"),
        Kind.DIGEST: ("Your turn in {count} matches", "{games}"),
        Kind.TOURNAMENT_ROUND: ("{name}: round {count}", "Your {game} match waits"),
        Kind.TOURNAMENT_REMINDER: ("{name}: round {count} ends soon", "Finish your {game} match before the deadline"),
        Kind.TOURNAMENT_RESULT: ("{name} is over", "Your place: {count}"),
    },
    "hi": {
        Kind.YOUR_TURN: ("आपकी बारी: {ask}", "{game}, कमरा {room}"),
        Kind.REMINDER: ("आपकी बारी का समय ख़त्म हो रहा है", "{game}, कमरा {room}: {ask}"),
        Kind.REPLACED: ("कंप्यूटर आपकी जगह खेल रहा है", "{game}, कमरा {room}: आपका समय ख़त्म हुआ। लौटने के लिए छुएँ।"),
        Kind.MATCH_ENDED: ("मैच ख़त्म: {result}", "{game}, कमरा {room}"),
        Kind.JOINED: ("{name} आ गए", "कमरा {room} ({game})"),
        Kind.INVITED: ("{name} ने आपके लिए सीट रखी है", "{circle} में {game}: स्वीकार करें या मना करें"),
        Kind.DIGEST: ("{count} मैचों में आपकी बारी", "{games}"),
        Kind.TOURNAMENT_ROUND: ("{name}: दौर {count}", "आपका {game} मैच इंतज़ार कर रहा है"),
        Kind.TOURNAMENT_REMINDER: ("{name}: दौर {count} जल्द ख़त्म होगा", "समय सीमा से पहले अपना {game} मैच पूरा करें"),
        Kind.TOURNAMENT_RESULT: ("{name} ख़त्म हुआ", "आपका स्थान: {count}"),
    },
    "nl": {
        Kind.YOUR_TURN: ("Jouw beurt: {ask}", "{game} in kamer {room}"),
        Kind.REMINDER: ("Je beurt loopt bijna af", "{game} in kamer {room}: {ask}"),
        Kind.REPLACED: (
            "De computer speelt voor je",
            "{game} in kamer {room}: je beurten liepen af. Tik om terug te komen.",
        ),
        Kind.MATCH_ENDED: ("Partij voorbij: {result}", "{game} in kamer {room}"),
        Kind.JOINED: ("{name} doet mee", "Kamer {room} ({game})"),
        Kind.INVITED: ("{name} houdt een plaats voor je vrij", "{game} in {circle}: neem aan of sla af"),
        Kind.DIGEST: ("Jouw beurt in {count} partijen", "{games}"),
        Kind.TOURNAMENT_ROUND: ("{name}: ronde {count}", "Je partij {game} wacht op je"),
        Kind.TOURNAMENT_REMINDER: ("{name}: ronde {count} loopt bijna af", "Maak je partij {game} af voor de deadline"),
        Kind.TOURNAMENT_RESULT: ("{name} is afgelopen", "Je bent {count}e geworden"),
    },
}

DIGEST_ONE = {"en": "Your turn in 1 match", "hi": "1 मैच में आपकी बारी", "nl": "Jouw beurt in 1 partij"}
"""The digest's title when one match waits."""
ON_HOLIDAY = {"en": "{name} is on holiday.", "hi": "{name} छुट्टी पर हैं।", "nl": "{name} is op vakantie."}
"""A line of the digest's body for each player of the waiting matches who is on holiday."""

RESULTS = {
    "en": {"won": "you won", "lost": "you lost", "none": "no winner"},
    "hi": {"won": "आप जीते", "lost": "आप हारे", "none": "कोई विजेता नहीं"},
    "nl": {"won": "je hebt gewonnen", "lost": "je hebt verloren", "none": "geen winnaar"},
}


def asked(action_types: set[str], leading: bool = False) -> Ask:
    """What a seat whose legal actions have these types is asked for (`leading`: no card is on the trick yet)."""
    for ask, types in ASKED_BY:
        if action_types & types:
            return ask
    return Ask.LEAD if leading else Ask.PLAY


def text(language: str, kind: Kind, **fields: str) -> tuple[str, str]:
    """A notification's title and body in the language (English for one not known)."""
    language = language if language in LANGUAGES else "en"
    if "ask" in fields:
        fields["ask"] = ASKS[language][Ask(fields["ask"])]
    if "result" in fields:
        fields["result"] = RESULTS[language][fields["result"]]
    title, body = (part.format(**fields) for part in TEXTS[language][kind])
    if kind == Kind.DIGEST:
        title = DIGEST_ONE[language] if fields.get("count") == "1" else title
        # `holiday`: the names of the players on holiday, one a line.
        away = [ON_HOLIDAY[language].format(name=name) for name in fields.get("holiday", "").split("\n") if name]
        body = " ".join([body, *away])
    return title, body
