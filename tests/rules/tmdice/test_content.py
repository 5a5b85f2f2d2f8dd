"""Content: the issue's item 9 and games.md section 1 (components)."""

from __future__ import annotations

import json
from collections import Counter

import pytest

from game.rules.core.content import ContentError, parse_content
from game.rules.tmdice.content import CardList, MapData, content, content_counts


def test_content_counts__issue_9() -> None:
    counts = content_counts()
    assert counts["project_cards"] >= 90
    assert counts["corporations"] == 8
    assert counts["bonus_cards"] >= 8
    assert counts["milestones"] == 8
    assert counts["missions"] >= 12
    assert counts["map_areas"] == 37


def test_base_deck_alone_has_90_cards_of_all_three_colours__issue_9() -> None:
    c = content()
    assert len(c.base_cards) >= 90
    colours = Counter(c.cards[i].colour for i in c.base_cards)
    assert set(colours) == {"green", "red", "blue"}


def test_dice_five_colours_twelve_each_common_uncommon_rare__games_md_dice() -> None:
    c = content()
    for colour in ("green", "blue", "grey", "red", "yellow"):
        spec = c.dice.colours[colour]
        assert spec.count == 12
        faces = Counter(spec.faces())
        assert sorted(faces.values()) == [1, 2, 3]
    assert c.dice.colours["green"].common == "plant"
    assert c.dice.colours["grey"].rare == "city"
    assert c.dice.wild_tokens == 23


def test_map_rows_4_5_6_7_6_5_4_with_three_vp_areas__games_md_board() -> None:
    c = content()
    rows = Counter(a.r for a in c.map.areas)
    assert [rows[r] for r in range(-3, 4)] == [4, 5, 6, 7, 6, 5, 4]
    assert sum(a.vp_spot for a in c.map.areas) == 3
    assert len(c.ocean_areas) >= 7
    assert c.tracks.ocean_tiles == 7


def test_every_vp_area_allows_the_solo_setup__000_solo() -> None:
    c = content()
    for area in c.map.areas:
        if not area.vp_spot:
            continue
        options = [
            (o, g)
            for o in c.adjacent[area.id]
            if o in c.ocean_areas
            for g in set(c.adjacent[area.id]) & set(c.adjacent[o])
            if c.map.areas[g].reserved is None
        ]
        assert options, area.id


def test_tracks_temperature_and_oxygen__games_md_board() -> None:
    t = content().tracks
    assert (t.temperature.start, t.temperature.step, t.temperature.solo_start) == (-32, 4, -28)
    assert (t.oxygen.start, t.oxygen.solo_start) == (0, 2)
    assert t.vp_bonus_at == [5, 12]
    assert set(t.temperature.bonuses) == {"-24", "-16", "0"}


def test_bad_card_file_names_file_entry_and_field__issue_9() -> None:
    raw = json.loads(
        json.dumps(
            {
                "format": 1,
                "cards": [
                    {
                        "id": "ok",
                        "name": "Ok",
                        "colour": "red",
                        "cost": ["heat"],
                        "text": "t",
                        "effects": [{"do": "vp", "n": 1}],
                    },
                    {
                        "id": "broken",
                        "name": "Broken",
                        "colour": "red",
                        "cost": ["heat", "lava"],
                        "text": "t",
                        "effects": [{"do": "vp"}],
                    },
                ],
            }
        )
    )
    with pytest.raises(ContentError) as err:
        parse_content(CardList, json.dumps(raw), "data/tmdice/cards.json")
    message = str(err.value)
    assert "data/tmdice/cards.json" in message
    assert "broken" in message
    assert "cost" in message


def test_bad_map_file_is_refused__issue_9() -> None:
    with pytest.raises(ContentError) as err:
        parse_content(MapData, json.dumps({"format": 1, "areas": []}), "data/tmdice/map.json")
    assert "map.json" in str(err.value)


def test_green_card_needs_production_box__000_green_cards() -> None:
    bad = {
        "format": 1,
        "cards": [{"id": "g", "name": "G", "colour": "green", "cost": ["plant"], "text": "t"}],
    }
    with pytest.raises(ContentError, match="production"):
        parse_content(CardList, json.dumps(bad), "cards.json")
