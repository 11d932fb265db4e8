name(tabuleiro).
version('0.1.0').
title('Teeko, Shi, Shakti and Echek: course-style Prolog games on a C core').
keywords([game, teeko, shi, shakti, echek, board, foreign, teaching]).
author('Tabuleiro developers', '').
description([ 'Four small abstract board games of a university logic programming',
              'course, played with play/0 as the course builds them.  The rules\'',
              'hot paths (moves, end of game, evaluation, alpha-beta search, the',
              'Teeko solver) run in C as foreign predicates; a pure-Prolog encoding',
              'of the same rules is the other backend.  Modules: library(tabuleiro)',
              '(the menu), library(teeko), library(shi), library(shakti),',
              'library(echek) (the course API of each game).'
            ]).
