"""The strength benchmark's files, written from given duels' figures (nothing is played here)."""

from __future__ import annotations

import json

from bench.duels import PAIRS, VARIANTS, duels_to_run, table, write_results


def figures(game: str, a: str, b: str, share: float, low: float, high: float, deals: int = 10) -> dict:
    """A duel's line as the duel command prints it."""
    return {
        "game": game,
        "a": a,
        "b": b,
        "seed": 7,
        "deals": deals,
        "points": {"a": 1.0, "b": 1.0},
        "points_share": {"a": share, "ci95": [low, high]},
        "deals_won": {"a": 0.5, "ci95": [0.2, 0.8], "decided": deals},
        "move_ms": {a.split("+")[0]: {"moves": 3, "median": 1.0, "worst": 2.0}},
    }


def test_the_writer_merges_the_duels_and_writes_each_shown_levels_strength(tmp_path):
    duels_path, strength_path = tmp_path / "duels.jsonl", tmp_path / "strength.json"
    old = [
        figures("texas42", "random", "basic", 0.05, 0.03, 0.07, 200),
        figures("ganjifa", "strong", "basic", 0.5, 0.4, 0.6),
    ]
    duels_path.write_text("".join(json.dumps(line) + "\n" for line in old))
    new = [
        figures("texas42", "strong", "basic", 0.7, 0.6, 0.8),
        figures("texas42", "strong+basic", "basic", 0.6, 0.5, 0.7),
        figures("ganjifa", "strong", "basic", 0.55, 0.52, 0.58),
    ]
    write_results(new, duels_path, strength_path)
    lines = [json.loads(line) for line in duels_path.read_text().splitlines()]
    # The ganjifa duel is replaced, the rest kept or added; the partner duel is in the duels' file.
    assert [(line["game"], line["a"], line["b"]) for line in lines] == [
        ("texas42", "random", "basic"),
        ("ganjifa", "strong", "basic"),
        ("texas42", "strong", "basic"),
        ("texas42", "strong+basic", "basic"),
    ]
    assert lines[1]["points_share"]["a"] == 0.55
    strength = json.loads(strength_path.read_text())["games"]
    # Basic's share against random is the complement of random's (the old line has random as A).
    assert strength["texas42"] == {
        "basic": {"against": "random", "points_share": 0.95, "ci95": [0.93, 0.97], "deals": 200, "seed": 7},
        "strong": {"against": "basic", "points_share": 0.7, "ci95": [0.6, 0.8], "deals": 10, "seed": 7},
    }
    assert set(strength["ganjifa"]) == {"strong"}
    assert "doublehand" not in strength


def test_the_partner_duels_are_played_only_where_sides_have_partners():
    chosen = duels_to_run(["ganjifa", "texas42"], list(PAIRS))
    assert {(a, b) for game, a, b, _ in chosen if game == "ganjifa"} == {
        ("basic", "random"),
        ("strong", "random"),
        ("strong", "basic"),
    }
    assert ("texas42", "strong+basic", "basic", {}) in chosen
    assert ("texas42", "strong", "strong+basic", {}) in chosen


def test_a_variant_is_played_under_its_options_and_kept_apart_from_the_games_defaults(tmp_path):
    chosen = duels_to_run(["texas42-marks"], ["strong:basic"])
    assert chosen == [("texas42", "strong", "basic", VARIANTS["texas42-marks"][1])]
    plain = figures("texas42", "strong", "basic", 0.6, 0.5, 0.7)
    marks = {**figures("texas42", "strong", "basic", 0.55, 0.5, 0.6), "options": {"scoring": "marks"}}
    duels = write_results([plain, marks], tmp_path / "duels.jsonl", tmp_path / "strength.json")
    assert len(duels) == 2
    # The strength players see is the defaults' figure, not the variant's.
    strength = json.loads((tmp_path / "strength.json").read_text())["games"]
    assert strength["texas42"]["strong"]["points_share"] == 0.6
    assert '{"scoring": "marks"}' in table([marks])


def test_the_table_has_a_row_a_duel():
    rows = table([figures("allfours", "strong+basic", "basic", 0.6, 0.5, 0.7)]).splitlines()
    assert len(rows) == 3
    assert rows[2].startswith("| allfours | strong+basic | basic | 10 | 60.0% (50.0% to 70.0%) |")
