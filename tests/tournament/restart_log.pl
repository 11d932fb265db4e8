/*  Loaded into a tournament's own process by
    tests/prolog/tournament_restart.plt:

        swipl -g "consult('tests/tournament/restart_log.pl')" prolog/tournament.pl ...

    it notes, one term a line in the file $TABULEIRO_RESTART_LOG, each
    student's process started, `start(Entrant)` (the entrant's folder
    name), and before each game whether the process whose command line
    is $TABULEIRO_FORKED runs, `game(N, First, Second, Runs)`, Runs
    `true` or `false`.
*/

:- use_module(library(prolog_wrap)).
:- use_module(forked_sleep).

:- wrap_predicate(tabuleiro_submission_process:open_submission(Folder, _, _, _, _),
                  restart_log, Open,
                  ( file_base_name(Folder, Entrant),
                    note(start(Entrant)),
                    Open )).
:- wrap_predicate(tabuleiro_tournament_game_pool:refereed_game(Game, _, _, _),
                  restart_log, Play,
                  ( Game = game(N, First, Second, _),
                    forked_runs(Runs),
                    note(game(N, First, Second, Runs)),
                    Play )).

forked_runs(Runs) :-
    getenv('TABULEIRO_FORKED', Command),
    (   process_runs(Command)
    ->  Runs = true
    ;   Runs = false
    ).

note(Term) :-
    getenv('TABULEIRO_RESTART_LOG', File),
    with_mutex(restart_log,
               setup_call_cleanup(open(File, append, Out),
                                  format(Out, "~q.~n", [Term]),
                                  close(Out))).
