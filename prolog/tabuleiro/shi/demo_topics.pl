:- module(shi_demo_topics, []).
:- use_module('../game_plugin', []).

/** <module> Shi's rules shown by the teaching demos (hook demo_topic/8) */

tabuleiro_game_plugin:demo_topic(shi, queen_moves, 'Queen moves',
      'A piece moves like a chess queen: any distance along a row, a column or a diagonal, over empty cells.',
      'nnnnn.../......../......../...s..../......../......../......../ssss.... s'-[], moves,
      [legal_move/4, line_of_sight/5, sight/6, passed_over/3, allowed/3], [fill, slide, shi_generate]).
tabuleiro_game_plugin:demo_topic(shi, jump_attack, 'The jump attack',
      'The only capture: along a queen line, jump over exactly one friendly piece onto an enemy piece.',
      'nnn.nnnn/...n..../......../...s..../......../...s..../......../sss.ss.s s'-[], captures,
      [allowed/3, passed_over/3], [targets_past, shi_generate]).
