:- module(shakti_demo_topics, []).
:- use_module('../game_plugin', []).

/** <module> Shakti's rules shown by the teaching demos (hook demo_topic/8) */

tabuleiro_game_plugin:demo_topic(shakti, holes, 'Seeing through holes',
      'A piece looks along a line past the holes: the first tile it sees is where it may go (a Warrior may jump to the second).',
      'x.....x/.wk..w./...x.../..xxx../...x.../.W.K.W./x.....x w'-[], moves,
      [first_tile_seen/4, next_cell/3], [first_tile, warrior_targets, king_targets]).
tabuleiro_game_plugin:demo_topic(shakti, check, 'Check',
      'A King is in check when the first tile it sees on some line holds an enemy Warrior; no move may leave your King in check.',
      'x.....x/...k.w./......./......./..w..../.W.K.W./x.....x w'-[], moves,
      [sees/3, king_sees/3, king_in_check/2, king_safe/2, safe_piece_move/5],
      [king_sees, shakti_in_check, king_safe]).
