% Writes wherever she might do harm, reads a classmate's work, and leaves
% children behind that wait for the report.  @CLASS@, @REPORT@, @HOME@
% and @RUN@ are the places the test puts there.
:- use_module(library(process)).
attempt(Goal) :- catch(Goal, _, true).
write_to(File) :- attempt(setup_call_cleanup(open(File, write, S), format(S, "mallory was here~n", []), close(S))).
:- write_to('@CLASS@/alice_right/teeko.pl').
:- write_to('@REPORT@/grading-report.md').
:- write_to('@HOME@/tabuleiro-hostile-home').
:- write_to('/tmp/tabuleiro-hostile-tmp').
:- attempt(( read_file_to_string('@CLASS@/alice_right/teeko.pl', Text, []),
             assertz(copied(Text)) )).
:- attempt(process_create(path(sh), ['-c', 'sleep 5; echo forged > "@REPORT@/grading-report.md"'],
                          [detached(true), process(_)])).
:- attempt(shell('(setsid sleep 301.@RUN@ &) ; nohup sleep 302.@RUN@ >/dev/null 2>&1 &')).
to_state(Board, Player, Board-Player).
to_move(Move, Move).
valid_moves(_, _, Moves) :- ( copied(_) -> Moves = [copied] ; Moves = [] ).
grade_game(teeko).
grade_options([against(student([api(old), valid_moves(valid_moves),
                                state(to_state), move(to_move)]))]).
