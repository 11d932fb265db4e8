:- module(echek_demo_topics, []).
:- use_module('../game_plugin', []).

/** <module> Echek's rules shown by the teaching demos (hook demo_topic/8) */

tabuleiro_game_plugin:demo_topic(echek, placement, 'Placing next to your pieces',
      'A piece from the reserve goes on an empty cell touching one of your pieces, not beside the enemy King.',
      'k/K w QRBNPqrbnp Ss'-[], moves,
      [placing_problem/6, placing_cell_near/3, placing_cells/3, touching/2],
      [touching, new_generator, placing_cells, gen_placements]).
tabuleiro_game_plugin:demo_topic(echek, play_area, 'The 4x4 limit',
      'All pieces stay within 4 rows and 4 columns: here the table is already 4 rows tall.',
      'k/q/Q/K w RBNPrbnp Ss'-[], moves,
      [fits/2, fits_with/4, play_box/3, counts_for_area/2],
      [lines_within_box, play_area, placing_cells]).
tabuleiro_game_plugin:demo_topic(echek, surround, 'Surround',
      'A King whose four sides are all occupied or beyond a border of the 4x4 area is surrounded: its owner loses.',
      'kq../r.Q./...K w RBNPbnp Ss'-[], winning_moves,
      [surrounded/3, king_surrounded/3, beyond_border/2],
      [surrounded_by, blocking_cells, beyond_borders, kings_status_by]).
