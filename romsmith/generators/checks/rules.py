"""The version of each validator rule, by its issue code (`Issue.code`, the rule's id).

A lesson the memory mined from a rule's error ("For a frog use sprite `puny_frog`") is only as
good as the rule: when what a rule accepts or how it words its error changes, bump its version
here. At the start of every session the pipeline hands this table to the memory
(`memory.review_rules`), which sets aside the lessons mined from an older version until a run
mines them again (`memory._scope`). Codes built at run time (`schema_<pydantic error type>`) are
not listed, and their lessons are never set aside by a version.
"""

from __future__ import annotations

RULE_VERSIONS: dict[str, int] = {
    "actor_on_warp": 1,
    "actor_overlap": 1,
    "arrival_blocked": 1,
    "arrival_incomplete": 1,
    "bad_id": 1,
    "boss_missing": 1,
    "boss_unreachable": 1,
    "cast_in_shooter": 1,
    "course_too_long": 1,
    "cutscene_actor": 1,
    "cutscene_command": 1,
    "defeat_flag_unused": 1,
    "drop_without_sprite": 1,
    "duplicate_id": 1,
    "empty_level": 1,
    "empty_scene": 1,
    "flag_never_set": 1,
    "gate_never_opens": 1,
    "gate_not_blocking": 1,
    "gate_overlap": 1,
    "gate_tile": 1,
    "goal_does_nothing": 1,
    "goal_unreachable": 1,
    "level_leads_nowhere": 1,
    "not_on_ground": 1,
    "npc_silent": 1,
    "out_of_bounds": 1,
    "physics_out_of_range": 1,
    "player_count": 1,
    "player_not_in_start": 1,
    "puzzle_actor": 1,
    "puzzle_arrival": 1,
    "puzzle_board_char": 1,
    "puzzle_board_empty": 1,
    "puzzle_board_limits": 1,
    "puzzle_board_size": 1,
    "puzzle_door": 1,
    "puzzle_leads_nowhere": 1,
    "puzzle_outside": 1,
    "puzzle_player": 1,
    "puzzle_start": 1,
    "puzzle_theme": 1,
    "puzzle_too_big": 1,
    "puzzle_unsolvable": 1,
    "rows_height": 1,
    "rows_width": 1,
    "schema_type": 1,
    "sprite_role": 1,
    "sprite_size": 1,
    "text_article": 1,
    "text_bad_char": 1,
    "text_duplicate_name": 1,
    "text_mixed_language": 1,
    "text_name_sprite": 1,
    "text_one_word_page": 1,
    "text_title_cut": 1,
    "text_too_long": 1,
    "text_unsafe_char": 1,
    "theme_view": 1,
    "too_many_actors": 1,
    "too_many_flags": 1,
    "too_many_foes": 1,
    "too_many_sprite_tiles": 1,
    "too_many_sprites": 1,
    "undeclared_flag": 1,
    "undeclared_item": 1,
    "unknown_sprite": 1,
    "unknown_theme": 1,
    "unknown_tile": 1,
    "unknown_track": 1,
    "unreachable_scene": 1,
    "unused_dialogue": 1,
    "warp_overlap": 1,
    "wave_after_end": 1,
    "wave_off_screen": 1,
    "win_unreachable": 1,
}


def rule_versions() -> dict[str, int]:
    """A copy of the table, {issue code: version}."""
    return dict(RULE_VERSIONS)
