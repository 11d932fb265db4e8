:- module(teeko_demo_topics, []).
:- use_module('../game_plugin', []).

/** <module> Teeko's rules shown by the teaching demos (hook demo_topic/8) */

tabuleiro_game_plugin:demo_topic(teeko, drops, 'Drops',
      'While you have fewer than 4 markers, you drop one on any empty cell.',
      'b..../.w.../..b../...w./..... b'-[], moves,
      [legal_move/4, drop_phase/2, banned_drop/4], [teeko_generate]).
tabuleiro_game_plugin:demo_topic(teeko, steps, 'Steps',
      'With 4 markers on the board, you step one to an empty neighbouring cell (diagonals too).',
      'bb.../..w../.bw../..wb./...w. b'-[], moves,
      [legal_move/4, neighbour/2], [teeko_neighbours, teeko_generate]).
tabuleiro_game_plugin:demo_topic(teeko, patterns, 'Winning patterns',
      'Four markers in a line (across, down, diagonal) or a 2x2 square win; with advanced, the corners of larger squares too.',
      'bbb../....b/www../...../....w b'-[], winning_moves,
      [has_won/3, winning_markers/2, pattern/2, line/1, square_corners/2], [forms_pattern, teeko_status]).
