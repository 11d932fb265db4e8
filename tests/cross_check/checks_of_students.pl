:- module(checks_of_students, [student_check/2]).
:- discontiguous check_of/2.    % each group of checks beside its helpers
:- use_module('../../prolog/cross_check').
:- use_module('../../prolog/tabuleiro/games', [game/1]).
:- use_module(student_teeko).
:- use_module(students/teeko_old_api).
:- use_module(students/shi_lists).
:- use_module(students/shakti_named).
:- use_module(students/echek_dynamic).
:- use_module(library(lists)).
:- use_module(library(pairs)).
:- use_module(library(process)).
:- use_module(library(readutil)).
:- use_module(library(http/json)).
:- use_module(library(prolog_wrap)).
:- use_module('../../prolog/tabuleiro/backend').

/** <module> The cross-check against students' encodings, right and wrong

Each check_of(Name, Goal) is one test: Goal succeeds when the kit
does what it must with one encoding: agree with a right one, find and
name the bug planted in a wrong one, and never report agreement when
the student's code failed.
*/

%!  student_check(?Name, ?Goal) is nondet.

student_check(Name, checks_of_students:Goal) :-
    check_of(Name, Goal).

% A new-style encoding on a flat list, with the short form student/3.
check_of(teeko_flat_list_agrees,
      agrees(teeko, [positions(1000), seed(15),
                     against(student(student_moves, to_student_state, to_student_move))])).
check_of(teeko_flat_list_wrapping_steps_are_extra_moves,
      finds(teeko, [positions(1000), seed(15),
                    against(student(wrapping_student_moves, to_student_state,
                                    to_student_move))],
            extra_move)).

% Old signatures, with move application, game over and both adapters.
check_of(teeko_old_api_agrees,
      agrees(teeko, [positions(1000), seed(16) | Against]))
    :- old_api(teeko_valid_moves, teeko_move, teeko_game_over, Against).
check_of(teeko_old_api_moves_after_a_win_are_a_convention_noted_once,
      ( cross_check(teeko, [positions(500), seed(16), report(all) | Against], agreed(Stats)),
        get_dict(conventions, Stats, [issue(moves_after_win, _, _)|_]),
        get_dict(perft, Stats, Perft),
        get_dict(reached, Perft, 3),
        prints(cross_check(teeko, [positions(500), seed(16) | Against]),
               "Note (a convention, not counted as a disagreement): your encoding lists \c
                moves in 13 positions where the game is won") ))
    :- old_api(valid_moves_after_win, teeko_move, teeko_game_over, Against).
check_of(teeko_old_api_moves_after_a_win_are_named_when_strict,
      finds(teeko, [positions(500), seed(16), strict(true) | Against], moves_after_win))
    :- old_api(valid_moves_after_win, teeko_move, teeko_game_over, Against).
% Moves are compared as they are: a move with a variable matches nothing.
check_of(teeko_old_api_drops_with_an_unbound_row_are_named,
      ( finds(teeko, [positions(100), seed(16) | Against], unbound_move),
        finds(teeko, [positions(100), seed(16) | Against], missing_move),
        prints(cross_check(teeko, [positions(100), seed(16) | Against]),
               "Your valid_moves_unbound_rows lists 25 moves with an unbound variable, such as [drop(_") ))
    :- old_api(valid_moves_unbound_rows, teeko_move, teeko_game_over, Against).
% Winners named otherwise than ours with no player adapter: the report
% points at player(P).
check_of(teeko_winners_named_otherwise_point_at_the_player_adapter,
      prints(cross_check(teeko, [set(wins), against(student(Options))]),
             "Hint: if black is your name of our b, give player(P)"))
    :- old_api(teeko_valid_moves, teeko_move, teeko_game_over, [against(student(Options0))]),
       exclude(==(player(to_old_player)), Options0, Options).
check_of(teeko_old_api_fresh_variables_never_agree,
      finds(teeko, [positions(100), seed(16) | Against], unbound_move))
    :- old_api(valid_moves_fresh_variables, teeko_move, teeko_game_over, Against).
check_of(teeko_old_api_failing_valid_moves_is_an_error,
      finds_error(teeko, [positions(50) | Against], failed))
    :- old_api(valid_moves_fails, teeko_move, teeko_game_over, Against).
check_of(teeko_old_api_throwing_valid_moves_is_an_error,
      finds_error(teeko, [positions(50) | Against], exception(_)))
    :- old_api(valid_moves_throws, teeko_move, teeko_game_over, Against).
% Two causes, two groups, each in words.
check_of(teeko_errors_are_grouped_by_predicate_and_cause,
      ( cross_check(teeko, [positions(50), report(all) | Against], disagreed(Groups, _)),
        findall(Cause, ( member(error-group(_, issue(error, _, D)), Groups),
                         get_dict(problem, D, P), functor(P, Cause, _) ), Causes),
        msort(Causes, [exception, failed]),
        prints(cross_check(teeko, [positions(50), report(all) | Against]),
               "error: valid_moves_fails_or_throws/3 fails"),
        prints(cross_check(teeko, [positions(50), report(all) | Against]),
               "error: valid_moves_fails_or_throws/3 raises type_error") ))
    :- old_api(valid_moves_fails_or_throws, teeko_move, teeko_game_over, Against).
check_of(teeko_old_api_non_list_answer_is_an_error,
      finds_error(teeko, [positions(50) | Against], not_a_list(none)))
    :- old_api(valid_moves_not_a_list, teeko_move, teeko_game_over, Against).
% One position that loops is one finding; three in a row stop the check.
check_of(teeko_old_api_looping_valid_moves_stops_the_check_after_three_positions,
      ( finds_error(teeko, [positions(2), time_limit(1) | Against], time_limit(1)),
        cross_check(teeko, [positions(5), time_limit(1), report(all) | Against],
                    disagreed([error-group(3, _)], Stats)),
        get_dict(checked, Stats, 3),
        get_dict(stop, Stats, limits),
        prints(cross_check(teeko, [positions(5), time_limit(1) | Against]),
               "Your valid_moves_loops/3 (valid_moves) gives no answer within 1 s here") ))
    :- old_api(valid_moves_loops, teeko_move, teeko_game_over, Against).
check_of(teeko_a_loop_on_one_position_hides_no_other_finding,
      ( cross_check(teeko, [positions(30), time_limit(1), report(all) | Against],
                    disagreed(Groups, Stats)),
        memberchk(error-group(1, _), Groups),
        memberchk(missing_move-_, Groups),
        get_dict(checked, Stats, 30),
        get_dict(stop, Stats, none) ))
    :- old_api(valid_moves_loops_on_the_empty_board, teeko_move, teeko_game_over, Against).
% Perft deepens while each count ends within the time limit, and says
% where it stopped; a right encoding that is slow is never "timed out".
check_of(teeko_perft_deepens_as_far_as_the_time_limit_allows,
      ( cross_check(teeko, [positions(1), perft(3), time_limit(1) | Against], agreed(Stats)),
        get_dict(perft, Stats, Perft),
        get_dict(reached, Perft, 1),
        get_dict(stop, Perft, time_limit(1, _)),
        prints(cross_check(teeko, [positions(1), perft(3), time_limit(1) | Against]),
               "perft to depth 1 agrees (depth 2 took longer than 1 s from \c
                ...../...../...../...../..... b)") ))
    :- old_api(valid_moves_slowly, teeko_move, teeko_game_over, Against).
% With a deadline, the positions left when it comes are skipped, and
% perft is not started when its first depth would not end in time.
check_of(teeko_a_deadline_ends_the_check_in_time,
      ( get_time(Now),
        Deadline is Now + 2,
        cross_check(teeko, [positions(200), deadline(Deadline) | Against], agreed(Stats)),
        get_time(End),
        End < Now + 10,
        get_dict(checked, Stats, Checked),
        Checked > 0,
        Checked < 200,
        prints(( get_time(T), D is T + 2,
                 cross_check(teeko, [positions(200), deadline(D) | Against]) ),
               "of the 200 positions (the time ran out before the others)") ))
    :- old_api(valid_moves_slowly, teeko_move, teeko_game_over, Against).
check_of(teeko_old_api_exhausted_memory_stops_the_check_after_three_positions,
      with_stack_limit(64000000,
                       ( cross_check(teeko, [positions(20), report(all) | Against],
                                     disagreed([error-group(3, issue(error, _, Details))],
                                               Stats)),
                         get_dict(problem, Details, out_of_memory(_)),
                         get_dict(checked, Stats, 3) )))
    :- old_api(valid_moves_exhausts_memory, teeko_move, teeko_game_over, Against).
check_of(teeko_old_api_move_of_drops_only_refuses_legal_steps,
      finds(teeko, [positions(300) | Against], refused_move))
    :- old_api(teeko_valid_moves, move_drops_only, teeko_game_over, Against).
% A missing move that their move application refuses too is one
% finding, told with the refusal; a move they list and refuse is one of
% its own.
check_of(teeko_missing_c3_and_its_refusal_are_told_as_one_finding,
      ( cross_check(teeko, [positions(200), report(all) | Against], disagreed(Groups, _)),
        memberchk(missing_move-_, Groups),
        \+ memberchk(refused_move-_, Groups),
        prints(cross_check(teeko, [positions(200), report(all) | Against]),
               "drop(3-3) = drop(3,3)"),
        prints(cross_check(teeko, [positions(200), report(all) | Against]),
               "Your encoding's move application refuses 1 of them too") ))
    :- old_api(valid_moves_never_c3, move_refuses_c3, teeko_game_over, Against).
% A wrong position after a move is drawn beside ours, and the cells
% that differ are named as the game names them.
check_of(teeko_wrong_position_after_a_move_is_drawn_with_its_differing_cells_named,
      ( prints(cross_check(teeko, [positions(300) | Against]),
               "Your encoding's after the move:\n    1   2   3   4   5"),
        prints(cross_check(teeko, [positions(300) | Against]),
               "a |   | B |>B<|   |   |"),
        prints(cross_check(teeko, [positions(300) | Against]),
               "They differ: a3 (ours e, yours b).") ))
    :- old_api(teeko_valid_moves, move_leaves_a_marker, teeko_game_over, Against).
check_of(teeko_old_api_wrong_step_is_a_wrong_successor,
      finds(teeko, [positions(300) | Against], wrong_successor))
    :- old_api(teeko_valid_moves, move_leaves_a_marker, teeko_game_over, Against).
check_of(teeko_old_api_missing_squares_is_a_wrong_winner,
      finds(teeko, [positions(1000), report(all) | Against], wrong_winner))
    :- old_api(teeko_valid_moves, teeko_move, game_over_no_squares, Against).
check_of(teeko_failing_state_adapter_is_an_error,
      finds_error(teeko, [positions(20),
                          against(student([api(old), valid_moves(teeko_valid_moves),
                                           state(to_old_state_fails),
                                           move(to_old_move)]))],
                  failed)).
check_of(teeko_move_adapter_of_drops_only_is_an_error,
      finds_error(teeko, [positions(300),
                          against(student([api(old), valid_moves(teeko_valid_moves),
                                           state(to_old_state),
                                           move(to_old_move_drops_only)]))],
                  failed)).

% Called once: a second clause's answer is a warning, not a disagreement.
check_of(teeko_second_clause_is_a_warning_not_a_disagreement,
      ( cross_check(teeko, [positions(200) | Against], agreed(Stats)),
        get_dict(warnings, Stats, Warnings),
        memberchk(warning(several_answers, valid_moves-_, _, _), Warnings) ))
    :- old_api(valid_moves_second_clause, teeko_move, teeko_game_over, Against).
check_of(teeko_second_clause_warning_is_printed,
      prints(cross_check(teeko, [positions(20), perft(0) | Against]),
             "has several different answers"))
    :- old_api(valid_moves_second_clause, teeko_move, teeko_game_over, Against).

% What the student's code prints is hidden, and counted.
check_of(teeko_printing_encoding_is_quiet_and_counted,
      ( prints(cross_check(teeko, [positions(20), perft(0) | Against]),
               "Note: your code printed something at 20 calls"),
        \+ prints(cross_check(teeko, [positions(20), perft(0) | Against]), "\n\n") ))
    :- old_api(valid_moves_prints, teeko_move, teeko_game_over, Against).

% Predicates of the caller's module are found (cross_check is a meta-predicate).
check_of(predicates_of_the_callers_module_are_found,
      check_from_this_module(agreed(_))).

% Mistakes in the options are errors naming the option.
check_of(misspelt_option_is_a_domain_error,
      raises(cross_check(teeko, [position(3000)]),
             domain_error(cross_check_option, position(3000)))).
check_of(malformed_option_is_a_domain_error,
      raises(cross_check(teeko, [positions(none)]),
             domain_error(cross_check_option, positions(none)))).
check_of(unknown_against_is_a_domain_error,
      raises(cross_check(teeko, [against(mine)]),
             domain_error(cross_check_option, against(mine)))).
check_of(unknown_rule_is_a_domain_error,
      raises(cross_check(teeko, [rules([advnced])]),
             domain_error(cross_check_option, rules([advnced])))).
check_of(predicate_of_wrong_arity_is_an_existence_error,
      raises(cross_check(teeko, [against(student(move_drops_only, to_old_state, to_old_move))]),
             existence_error(procedure, _:move_drops_only/2))).
check_of(missing_student_option_is_a_domain_error,
      raises(cross_check(teeko, [against(student([valid_moves(valid_moves)]))]),
             domain_error(cross_check_option, _))).
check_of(perft_without_move_application_says_it_does_not_apply,
      prints(cross_check(teeko, [positions(10), perft(3),
                                 against(student(student_moves, to_student_state,
                                                 to_student_move))]),
             "Note: perft(3) does not apply")).
check_of(perft_runs_through_the_students_move_application,
      ( cross_check(teeko, [positions(1), perft(3) | Against], agreed(_)),
        prints(cross_check(teeko, [positions(1), perft(3) | Against]),
               "perft to depth 3 agrees") ))
    :- old_api(teeko_valid_moves, teeko_move, teeko_game_over, Against).

% The printout of a real disagreement: both terms, the board, its notation.
check_of(disagreement_shows_both_terms_and_the_notation,
      ( prints(Check, "slide(20,14) = step(5-1,3-5)"),
        prints(Check, "Position: .b.bw/...w./.b.../.w.w./b.... b"),
        prints(Check, "a |   | B |   | B | W |") ))
    :- Check = cross_check(teeko, [positions(1000), seed(15),
                                   against(student(wrapping_student_moves,
                                                   to_student_state, to_student_move))]).

% Shi: lists of lists, moves as lists, the new signatures.
check_of(shi_lists_agrees,
      agrees(shi, [positions(300), perft(2), seed(31) | Against]))
    :- shi_new_api(shi_valid_moves, shi_game_over, Against).
check_of(shi_jump_over_an_enemy_is_an_extra_move,
      finds(shi, [positions(300), perft(0) | Against], extra_move))
    :- shi_new_api(shi_valid_moves_jumps_enemies, shi_game_over, Against).
check_of(shi_win_at_three_pieces_is_a_wrong_winner,
      finds(shi, [set(wins_at_four), perft(0) | Against], wrong_winner))
    :- shi_new_api(shi_valid_moves, shi_game_over_at_three, Against).
% Course code writes lists as '.'(H, T), as SICStus reads them:
% load_course_files/1 reads them so too; consulted as SWI-Prolog code,
% they are dict accesses, an error the report explains.
check_of(course_files_with_dot_lists_load_as_sicstus_reads_them,
      swipl_prints([ "use_module(prolog/cross_check)",
                     "use_module(tests/cross_check/students/teeko_old_api)",
                     "load_course_files(['tests/cross_check/students/teeko_dot_lists.pl'])",
                     "cross_check(teeko, [positions(100), against(student([api(old), valid_moves(dotted_valid_moves), state(to_old_state), move(to_old_move), player(to_old_player)]))])" ],
                   "100 positions and")).
check_of(dot_lists_consulted_as_swi_prolog_code_get_the_hint,
      swipl_prints([ "use_module(prolog/cross_check)",
                     "use_module(tests/cross_check/students/teeko_old_api)",
                     "consult('tests/cross_check/students/teeko_dot_lists.pl')",
                     "\\+ cross_check(teeko, [positions(100), against(student([api(old), valid_moves(dotted_valid_moves), state(to_old_state), move(to_old_move), player(to_old_player)]))])" ],
                   "Hint: your copy_moves/2 is written with '.'(H, T), which SICStus \c
                    Prolog reads as the list [H|T] and SWI-Prolog 7 and later as a dict \c
                    access: load your files with load_course_files/1")).
% An unknown procedure gets a hint from where it is defined: in a module
% not imported (a missing :- use_module), or nowhere.
check_of(an_unknown_procedure_is_explained_by_where_it_is_defined,
      ( prints(cross_check(teeko, [positions(5), against(student([api(old),
                 valid_moves(valid_moves_calls_an_unimported_helper), state(to_old_state),
                 move(to_old_move)]))]),
               "Hint: hidden_helper/3 is defined in module student_teeko_helpers, which \c
                the code that calls it does not import: a missing :- use_module"),
        prints(cross_check(teeko, [positions(5), against(student([api(old),
                 valid_moves(valid_moves_calls_what_is_not_written), state(to_old_state),
                 move(to_old_move)]))]),
               "Hint: not_written_yet/3 is defined nowhere in what is loaded") )).
% A legal move listed twice is told as such, not as an extra move.
check_of(teeko_a_move_listed_twice_is_named_so,
      ( cross_check(teeko, [positions(50), report(all) | Against], disagreed(Groups, _)),
        pairs_keys(Groups, [duplicate_move]),
        prints(cross_check(teeko, [positions(50) | Against]),
               "Legal moves your encoding lists more than once") ))
    :- old_api(valid_moves_twice, teeko_move, teeko_game_over, Against).
% A move/3 that leaves the player unchanged (the game loop switches it)
% is a convention, noted; perft copes with it.
check_of(shi_move_keeping_the_player_is_a_convention_noted_once,
      ( agrees(shi, [positions(100), perft(2) | Against]),
        prints(cross_check(shi, [positions(100), perft(2) | Against]),
               "Note (a convention, not counted as a disagreement): your \c
                shi_move_keeps_player/3 (apply) leaves the player to move unchanged") ))
    :- Against = [against(student([valid_moves(shi_valid_moves),
                                   apply(shi_move_keeps_player), game_over(shi_game_over),
                                   state(shi_state), move(shi_move),
                                   from_state(shi_from_state)]))].
% A verdict that rests on this project's clarification says so.
check_of(shi_no_move_loss_is_a_wrong_winner_that_cites_the_clarification,
      ( finds(shi, [set(no_move), perft(0) | Against], wrong_winner),
        prints(cross_check(shi, [set(no_move), perft(0) | Against]),
               "Note: our winner here rests on a player to move who has no legal move \c
                loses (this project's clarification: rule 7 of reports/rules/shi.md)") ))
    :- shi_new_api(shi_valid_moves, shi_game_over_by_captures_only, Against).
check_of(shi_a_win_by_captures_cites_no_clarification,
      \+ prints(cross_check(shi, [set(wins_at_four), perft(0) | Against]), "clarification"))
    :- shi_new_api(shi_valid_moves, shi_game_over_at_three, Against).
check_of(shi_adapter_free_perft_agrees,
      perft_check(shi, [initial(shi_start), valid_moves(shi_valid_moves),
                        move(shi_move_apply), depth(2)],
                  agreed(2))).
% Without adapters, a move/3 that leaves the player unchanged is told
% as such, not as wrong rules: the first check's printed outcome says
% keeps_player(2, agreed(2)) in words.  The second needs depth 3, where
% a jump over an enemy first appears; depth 3 of these student rules
% takes some 20 s of CPU: the time limit of a depth is set far above
% it, so that a busy machine reaches depth 3 too.
check_of(shi_adapter_free_perft_explains_a_move_that_keeps_the_player,
      ( prints_all(perft_check(shi, [initial(shi_start), valid_moves(shi_valid_moves),
                                     move(shi_move_keeps_player), depth(2)]),
                   [ "Perft check shi: at depth 2 your counts are those of a game in which \c
                      the player to move never changes",
                     "your move/3 leaves the player unchanged (your game loop switches it)",
                     "the same perft counts and divides as the C core to depth 2." ]),
        perft_check(shi, [initial(shi_start), valid_moves(shi_valid_moves_jumps_enemies),
                          move(shi_move_keeps_player), depth(3), time_limit(600)],
                    keeps_player(2, disagreed(3, _, _))) )).
check_of(shi_adapter_free_perft_finds_the_jump_over_an_enemy,
      perft_check(shi, [initial(shi_start), valid_moves(shi_valid_moves_jumps_enemies),
                        move(shi_move_apply), depth(3)],
                  disagreed(2, _, _))).
check_of(teeko_adapter_free_perft_agrees_with_old_signatures,
      perft_check(teeko, [initial(teeko_start), api(old), players([black, white]),
                          valid_moves(teeko_valid_moves), move(teeko_move), depth(3)],
                  agreed(3))).
check_of(teeko_adapter_free_perft_reports_a_failing_predicate,
      perft_check(teeko, [initial(teeko_start), api(old), players([black, white]),
                          valid_moves(valid_moves_fails), move(teeko_move), depth(3)],
                  failed(_))).
% Each depth of the adapter-free perft has its own time limit: a slow
% encoding is compared as deep as it goes in time, a loop is named.
check_of(teeko_adapter_free_perft_goes_as_deep_as_the_time_limit_allows,
      ( perft_check(teeko, [initial(teeko_start), api(old), players([black, white]),
                            valid_moves(valid_moves_slowly), move(teeko_move), depth(3),
                            time_limit(1)],
                    agreed(1, time_limit(1))),
        prints(perft_check(teeko, [initial(teeko_start), api(old), players([black, white]),
                                   valid_moves(valid_moves_slowly), move(teeko_move),
                                   depth(3), time_limit(1)]),
               "to depth 1; depth 2 took longer than 1 s") )).
check_of(teeko_adapter_free_perft_names_a_looping_predicate,
      ( perft_check(teeko, [initial(teeko_start), api(old), players([black, white]),
                            valid_moves(valid_moves_loops), move(teeko_move), time_limit(1)],
                    failed(Details)),
        get_dict(goal, Details, valid_moves-(valid_moves_loops/3)),
        get_dict(problem, Details, time_limit(1)) )).

% Shakti: named pieces, a move adapter that needs the board.  A move
% its tables do not name is named by all the move terms of its position
% (a table, 2 402 adapter calls) at 50 positions at most, then by the
% position it leads to: 52 tables in all, with one of the board's shape
% for each player (59 when every position could make one).
check_of(shakti_named_pieces_agree,
      ( tables_made(agrees(shakti, [positions(150), perft(2), seed(41) | Against]), Tables),
        (   Tables =< 52
        ->  true
        ;   format("~d tables of all the move terms were made~n", [Tables]),
            fail
        ) ))
    :- shakti_named(shakti_valid_moves, shakti_apply, Against).
check_of(shakti_named_pieces_agree_on_passes_and_mates,
      agrees(shakti, [set(passes_and_mates), perft(2) | Against]))
    :- shakti_named(shakti_valid_moves, shakti_apply, Against).
check_of(shakti_hole_blocking_a_check_is_found_by_the_checks_set,
      finds(shakti, [set(checks), perft(0) | Against], extra_move))
    :- shakti_named(shakti_valid_moves_holes_block, shakti_apply, Against).
check_of(shakti_jump_keeping_its_tile_is_found_by_the_jumps_over_holes_set,
      finds(shakti, [set(jumps_over_holes), perft(0) | Against], wrong_successor))
    :- shakti_named(shakti_valid_moves, shakti_apply_keeps_tile, Against).
check_of(shakti_hole_blocking_a_check_is_found,
      finds(shakti, [positions(300), perft(0) | Against], extra_move))
    :- shakti_named(shakti_valid_moves_holes_block, shakti_apply, Against).
check_of(shakti_jump_keeping_its_tile_is_a_wrong_successor,
      finds(shakti, [positions(300), perft(0) | Against], wrong_successor))
    :- shakti_named(shakti_valid_moves, shakti_apply_keeps_tile, Against).

% Echek: the position in the dynamic database, the player first.
check_of(echek_dynamic_database_agrees,
      agrees(echek, [positions(200), perft(2), seed(51) | Against]))
    :- echek_db(db_valid_moves, Against).
check_of(echek_dynamic_database_agrees_under_draft_bishop,
      agrees(echek, [rules([draft_bishop]), positions(200), perft(2), seed(52) | Against]))
    :- echek_db(db_valid_moves, Against).
check_of(echek_forgotten_pass_is_a_missing_move,
      finds(echek, [set(passes), perft(0) | Against], missing_move))
    :- echek_db(db_valid_moves_no_pass, Against).
check_of(echek_optional_recall_is_an_extra_move,
      finds(echek, [set(bishop_recalls), perft(0) | Against], extra_move))
    :- echek_bug(recall_optional, Against).
check_of(echek_queens_that_stay_are_a_wrong_successor,
      finds(echek, [set(queen_removals), perft(0) | Against], wrong_successor))
    :- echek_bug(queens_stay, Against).
check_of(echek_ignored_borders_are_a_wrong_winner,
      ( finds(echek, [set(surrounds), perft(0), report(all) | Against], wrong_winner),
        finds(echek, [set(surrounds), perft(0), report(all), strict(true) | Against],
              moves_after_win) ))
    :- echek_bug(borders_ignored, Against).
check_of(echek_draw_of_two_surrounded_kings_cites_the_clarification,
      prints(cross_check(echek, [notations(['...N/..q./..Pb/rpKk b QRBn Ss']), perft(0)
                                 | Against]),
             "Note: our winner here rests on both Kings surrounded is a draw (this \c
              project's clarification: rule 10 of reports/rules/echek.md)"))
    :- echek_bug(borders_ignored, Against).

% Each right encoding agrees on the ready sets of the rules it encodes
% (the Teeko one knows neither advanced nor centre_ban).
check_of(Name, agrees(Game, [set(Set), perft(1) | Against])) :-
    member(Game-Against,
           [ teeko-TeekoAgainst, shi-ShiAgainst, shakti-ShaktiAgainst,
             echek-EchekAgainst ]),
    old_api(teeko_valid_moves, teeko_move, teeko_game_over, TeekoAgainst),
    shi_new_api(shi_valid_moves, shi_game_over, ShiAgainst),
    shakti_named(shakti_valid_moves, shakti_apply, ShaktiAgainst),
    echek_db(db_valid_moves, EchekAgainst),
    position_set(Game, Set, Rules, _),
    ( Game == teeko -> Rules == [] ; true ),
    format(atom(Name), "right_~w_encoding_agrees_on_set_~w", [Game, Set]).

% A ready set is checked under its own rule options unless told
% otherwise; a set none of whose positions fits the rules asked is an
% error, and the positions of a union that do not fit are skipped, with
% a note.
check_of(a_ready_set_brings_its_rule_options,
      ( cross_check(echek, [set(split_tables), perft(0)], agreed(Stats)),
        get_dict(rules, Stats, [draft_bishop]) )).
check_of(a_ready_set_of_other_rules_is_an_error,
      raises(cross_check(echek, [set(split_tables), rules([])]),
             domain_error(cross_check_option, set(split_tables)))).
check_of(positions_of_other_rules_are_skipped_with_a_note,
      prints(cross_check(echek, [set(passes_and_splits), perft(0)]),
             "Note: 12 of the 23 positions of set(passes_and_splits) are not positions of \c
              the rules []: skipped.")).
check_of(a_ready_set_of_another_game_is_an_error,
      raises(cross_check(shi, [set(passes)]),
             domain_error(cross_check_option, set(passes)))).


% Positions given by their notation, in a list or a file, and ready sets.
check_of(notations_from_a_list_are_checked,
      ( cross_check(teeko, [notations(['..bb./.w.../.w.b./.w.../.w..b b']), perft(0),
                            strict(true) | Against],
                    disagreed([moves_after_win-group(1, _)], Stats)),
        get_dict(positions, Stats, 1) ))
    :- old_api(valid_moves_after_win, teeko_move, teeko_game_over, Against).
check_of(notations_from_a_file_are_checked,
      ( tmp_file_stream(text, File, Out),
        format(Out, "..bb./.w.../.w.b./.w.../.w..b b~n~n...../...../...../...../..... b~n", []),
        close(Out),
        cross_check(teeko, [notations(file(File)), perft(0) | Against], agreed(Stats)),
        get_dict(positions, Stats, 2) ))
    :- old_api(teeko_valid_moves, teeko_move, teeko_game_over, Against).
check_of(the_58_advanced_patterns_are_a_ready_set,
      ( position_set(teeko, advanced_patterns, Texts),
        length(Texts, 58) )).
check_of(standard_encoding_under_advanced_rules_is_told_why,
      ( cross_check(teeko, [rules([advanced]), set(advanced_patterns), perft(0),
                            report(all) | Against],
                    disagreed(Groups, _)),
        memberchk(wrong_winner-group(14, _), Groups),
        prints(cross_check(teeko, [rules([advanced]), set(advanced_patterns), perft(0)
                                   | Against]),
               "Note: these positions use the rule options [advanced]") ))
    :- old_api(teeko_valid_moves, teeko_move, teeko_game_over, Against).
check_of(show_output_shows_what_the_student_prints,
      ( prints(cross_check(teeko, [positions(3), perft(0), show_output(true) | Against]), "\n\n"),
        \+ prints(cross_check(teeko, [positions(3), perft(0), show_output(true) | Against]),
                  "Note: your code printed") ))
    :- old_api(valid_moves_prints, teeko_move, teeko_game_over, Against).

% The test encodings and submissions are written from the rules alone:
% none loads or calls Tabuleiro's rules, game modules or backends (one
% loads the kit itself, to run it from its own module).
check_of(test_encodings_use_none_of_tabuleiros_rules,
      forall(encoding_file(File), independent(File))).

encoding_file(File) :-
    module_property(checks_of_students, file(Here)),
    file_directory_name(Here, Dir),
    (   directory_file_path(Dir, 'student_teeko.pl', File)
    ;   directory_file_path(Dir, students, Students),
        directory_member(Students, File, [extensions([pl])])
    ;   directory_file_path(Dir, submissions, Submissions),
        directory_member(Submissions, File, [extensions([pl]), recursive(true)])
    ).

independent(File) :-
    read_file_to_string(File, Text, []),
    (   member(Forbidden, ["prolog/tabuleiro", "tabuleiro_", "backend", "prolog/teeko",
                           "prolog/shi", "prolog/shakti", "prolog/echek"]),
        sub_string(Text, _, _, _, Forbidden)
    ->  format("~w uses Tabuleiro's own rules (~w)~n", [File, Forbidden]),
        fail
    ;   true
    ).

% The template adapters are Prolog that reads, one for each game.
check_of(template_adapters_read,
      forall(game(Game), template_reads(Game))).

template_reads(Game) :-
    module_property(checks_of_students, file(Here)),
    file_directory_name(Here, Dir),
    format(atom(Name), "../../examples/cross_check/~w_adapter.pl", [Game]),
    directory_file_path(Dir, Name, File),
    setup_call_cleanup(open(File, read, In),
                       read_all(In, Terms),
                       close(In)),
    memberchk(grade_game(Game), Terms).

read_all(In, Terms) :-
    read_term(In, Term, []),
    (   Term == end_of_file
    ->  Terms = []
    ;   Terms = [Term|More],
        read_all(In, More)
    ).

% A student's files loaded first may load library(yall), which expands
% the lambdas of files compiled after it: the kit and the games must not
% depend on it, nor load it themselves (it would change the students'
% lambdas).
check_of(echek_reserve_is_drawn_right_after_student_code_loads_yall,
      swipl_prints([ "use_module(library(yall))", "use_module(prolog/echek)",
                     "echek:notation_state('Nprb/.PK./..k./Bn.R b - S', [], S)",
                     "echek:display_game(S)" ],
                   "White's reserve: (empty)")).
check_of(the_kit_and_the_games_do_not_load_yall,
      swipl_prints([ "use_module(prolog/cross_check)", "use_module(prolog/teeko, [])",
                     "use_module(prolog/shi, [])", "use_module(prolog/shakti, [])",
                     "use_module(prolog/echek, [])",
                     "( current_module(yall) -> writeln(yall_loaded) ; writeln(no_yall) )" ],
                   "no_yall")).

%   swipl_prints(+Goals, +Text): a fresh swipl, in the project's folder,
%   prints Text running Goals.
swipl_prints(Goals, Text) :-
    module_property(checks_of_students, file(Here)),
    file_directory_name(Here, Dir),
    directory_file_path(Dir, '../..', Project),
    atomic_list_concat(Goals, ', ', Goal),
    process_create(path(swipl), ['-g', Goal, '-t', halt],
                   [cwd(Project), stdout(pipe(Out)), stderr(std), process(Pid)]),
    read_string(Out, _, Printed),
    close(Out),
    process_wait(Pid, _),
    (   sub_string(Printed, _, _, _, Text)
    ->  true
    ;   format("swipl ~w printed:~n~w~n", [Goal, Printed]),
        fail
    ).

% The C core inside a student's own program: through the adapter, their
% valid_moves, move and game_over answer as their own rules do, in each
% style, and where their rules have a bug, the C core's answers differ.
check_of(Name, plug_check_exits(Style, 0)) :-
    member(Style, [teeko_program, teeko_old, shi_lists, shakti_named]),
    atom_concat(c_core_inside_a_student_program_answers_as_theirs_, Style, Name).
check_of(c_core_inside_a_student_program_is_not_their_bug,
      plug_check_exits(shi_lists_jumping_enemies, 1)).
% A course-style program (its own loop, display and minimax) plays the
% same game, move for move, on its own rules and on the C core.
check_of(a_course_program_plays_the_same_game_on_the_c_core,
      ( program_transcript(own, Own),
        program_transcript(c_core, OnCCore),
        sub_string(Own, _, _, _, "Move: [1,4,1,3]"),
        Own == OnCCore )).
% The same with no adapter: its terms inferred, its move terms learnt
% from its own rules, its own order of moves kept.
check_of(a_course_program_plays_the_same_game_on_the_c_core_with_no_adapter,
      ( program_transcript(own, Own),
        program_transcript(c_core_as_it_is, OnCCore),
        Own == OnCCore )).

plug_check_exits(Style, Status) :-
    module_property(checks_of_students, file(Here)),
    file_directory_name(Here, Dir),
    directory_file_path(Dir, 'plug_check.pl', Script),
    process_create(path(swipl), [Script, Style], [stdout(pipe(Out)), process(Pid)]),
    read_string(Out, _, Printed),
    close(Out),
    process_wait(Pid, exit(Exit)),
    (   Exit == Status
    ->  true
    ;   format("plug_check ~w exited ~w:~n~w~n", [Style, Exit, Printed]),
        fail
    ).

% What the program prints in a game between two computers at level 2
% (minimax, 2 plies), on its own rules (Rules `own`) or on the C core
% (Rules the name of a file of examples/c_core_in_your_program/).  The
% game on its own rules, some 4 s of CPU, is played once for both checks
% above.
:- dynamic own_rules_transcript/1.

program_transcript(own, Printed) :-
    own_rules_transcript(Printed),
    !.
program_transcript(Rules, Printed) :-
    module_property(checks_of_students, file(Here)),
    file_directory_name(Here, Dir),
    directory_file_path(Dir, '../..', Project),
    (   Rules == own
    ->  Command = ['-g', "use_module(prolog/cross_check)",
                   '-g', "load_course_files(['examples/c_core_in_your_program/teeko.pl'])",
                   '-g', play, '-t', halt]
    ;   atomic_list_concat(['examples/c_core_in_your_program/', Rules, '.pl'], Program),
        Command = ['-g', play, '-t', halt, Program]
    ),
    process_create(path(swipl), Command,
                   [cwd(Project), stdin(pipe(In)), stdout(pipe(Out)), process(Pid)]),
    format(In, "3.~n2.~n", []),
    close(In),
    read_string(Out, _, Printed),
    close(Out),
    process_wait(Pid, exit(0)),
    (   Rules == own
    ->  assertz(own_rules_transcript(Printed))
    ;   true
    ).

% The styles of examples/cross_check/styles/, each graded as a class
% would be: its adapter beside its encoding, right and with each planted
% bug put in its options (a predicate named in place of the right one).
check_of(grading_every_style_gives_the_right_verdict_and_names_each_bug,
      grading_rows_of(Class, Expected, Whys))
    :- findall(Name-Adapter-Encoding-Swap, style_submission(Name, Adapter, Encoding, Swap, _, _),
               Class),
       findall(Name-Verdict, style_submission(Name, _, _, _, Verdict, _), Expected),
       findall(Name-Why, style_submission(Name, _, _, _, _, Why), Whys).

% style_submission(Name, Adapter, Encoding, Swap, Verdict, Says): a
% submission made of the style's Adapter, with Swap (From-To: To named
% in its options instead of From, or none) and the student encoding
% Encoding (one file or several); its verdict and what its row says.
style_submission(facts_right, dynamic_facts, teeko_facts, none, agreed, "-").
style_submission(facts_no_diagonal_steps, dynamic_facts, teeko_facts,
                 facts_valid_moves-facts_valid_moves_no_diagonal_steps, disagreed,
                 "missing move").
style_submission(facts_no_squares, dynamic_facts, teeko_facts,
                 facts_game_over-facts_game_over_no_squares, disagreed, "wrong winner").
style_submission(validator_right, validator_zero_based, teeko_validator, none, agreed, "-").
style_submission(validator_long_steps, validator_zero_based, teeko_validator,
                 check_move-check_move_long_steps, disagreed, "extra move").
style_submission(validator_no_squares, validator_zero_based, teeko_validator,
                 winner-winner_no_squares, disagreed, "wrong winner").
style_submission(named_right, named_pieces, [shi_named, shi_lists], none, agreed, "-").
style_submission(named_jumping_enemies, named_pieces, [shi_named, shi_lists],
                 named_valid_moves-named_valid_moves_jumps_enemies, disagreed, "extra move").
style_submission(named_keeping_captured, named_pieces, [shi_named, shi_lists],
                 named_move-named_move_keeps_captured, disagreed, "wrong position").
style_submission(keeps_player_right, move_keeps_player, shi_lists, none, agreed, "-").
style_submission(keeps_player_jumping_enemies, move_keeps_player, shi_lists,
                 shi_valid_moves-shi_valid_moves_jumps_enemies, disagreed, "extra move").

grading_rows_of(Class, Expected, Whys) :-
    module_property(checks_of_students, file(Here)),
    file_directory_name(Here, Dir),
    tmp_file(styles, Submissions),
    make_directory(Submissions),
    forall(member(Name-Adapter-Encoding-Swap, Class),
           style_folder(Dir, Submissions, Name, Adapter, Encoding, Swap)),
    tmp_file(grading, Out),
    make_directory(Out),
    atom_concat('--out=', Out, OutOption),
    directory_file_path(Dir, '../../prolog/grade.pl', Grade),
    % The ready sets and 20 random positions find each planted bug, and
    % perft to depth 2 finds none they miss.  The slowest style
    % (validator_right) takes some 4 s of CPU, but a submission's whole
    % budget is wall-clock time: 20 s of it left validator_right
    % `incomplete` on a machine loaded five times over; it has 60.
    process_create(path(swipl), [Grade, Submissions, '--positions=20', '--perft=2',
                                 '--seconds=60', OutOption],
                   [stdout(null), process(Pid)]),
    process_wait(Pid, exit(0)),
    directory_file_path(Out, 'grading-report.json', Json),
    setup_call_cleanup(open(Json, read, In), json_read_dict(In, Rows), close(In)),
    msort(Expected, Sorted),
    findall(Name-Verdict,
            ( member(Row, Rows), atom_string(Name, Row.name), atom_string(Verdict, Row.verdict) ),
            Found),
    (   Found == Sorted
    ->  true
    ;   format("Grading rows: ~q~n", [Found]),
        fail
    ),
    forall(member(Name-Why, Whys), row_kinds_say(Rows, Name, Why)).

style_folder(Dir, Submissions, Name, Adapter, Encoding, Swap) :-
    directory_file_path(Submissions, Name, Folder),
    make_directory(Folder),
    format(atom(AdapterFile), "../../examples/cross_check/styles/~w.pl", [Adapter]),
    directory_file_path(Dir, AdapterFile, AdapterPath),
    read_file_to_string(AdapterPath, Text0, []),
    (   Swap = From-To
    ->  format(string(Right), "(~w)", [From]),
        format(string(Wrong), "(~w)", [To]),
        atomic_list_concat(Parts, Right, Text0),
        atomic_list_concat(Parts, Wrong, Text)
    ;   Text = Text0
    ),
    directory_file_path(Folder, 'adapter.pl', Target),
    setup_call_cleanup(open(Target, write, Out), write(Out, Text), close(Out)),
    (   is_list(Encoding)
    ->  Files = Encoding
    ;   Files = [Encoding]
    ),
    forall(member(File, Files), copy_student_file(Dir, Folder, File)).

copy_student_file(Dir, Folder, Encoding) :-
    format(atom(EncodingFile), "students/~w.pl", [Encoding]),
    directory_file_path(Dir, EncodingFile, EncodingPath),
    file_base_name(EncodingPath, Base),
    directory_file_path(Folder, Base, Copy),
    copy_file(EncodingPath, Copy).

% The Disagreements cell of the row: its kinds in words, or "-".
row_kinds_say(Rows, Name, Text) :-
    member(Row, Rows),
    atom_string(Name, Row.name),
    !,
    (   Text == "-"
    ->  Row.kinds == []
    ;   member(Kind, Row.kinds),
        sub_string(Kind.kind, _, _, _, Text)
    ->  true
    ;   format("The row of ~w does not name ~q: ~q~n", [Name, Text, Row]),
        fail
    ).

% Each style's adapter is short: at most 15 lines of clauses that
% translate terms (its comments, the line that loads the student's
% files and the grading facts aside).
check_of(Name, adapter_lines_at_most(Style, 15)) :-
    member(Style, [dynamic_facts, validator_zero_based, move_keeps_player, named_pieces]),
    atom_concat(short_adapter_for_style_, Style, Name).

adapter_lines_at_most(Style, Most) :-
    module_property(checks_of_students, file(Here)),
    file_directory_name(Here, Dir),
    format(atom(File), "../../examples/cross_check/styles/~w.pl", [Style]),
    directory_file_path(Dir, File, Path),
    read_file_to_string(Path, Text, []),
    split_string(Text, "\n", "", Lines),
    append(Before, [Grading|_], Lines),
    sub_string(Grading, 0, _, _, "grade_game("),
    !,
    include(adapter_line, Before, Counted),
    length(Counted, Count),
    (   Count =< Most
    ->  true
    ;   format("The adapter of style ~w has ~d lines~n", [Style, Count]),
        fail
    ).

adapter_line(Line) :-
    normalize_space(string(Trimmed), Line),
    Trimmed \== "",
    \+ sub_string(Trimmed, 0, _, _, "%"),
    \+ sub_string(Trimmed, 0, _, _, ":- load_course_files").

% The display chosen for playing does not reach the kit's boards.
check_of(the_kit_draws_plain_letters_whatever_the_display,
      swipl_prints([ "use_module(prolog/cross_check)", "use_module(prolog/tabuleiro/display_style)",
                     "use_module(tests/cross_check/students/teeko_old_api)",
                     "set_display(unicode)",
                     "\\+ cross_check(teeko, [set(wins), perft(0), strict(true), against(student([api(old), valid_moves(valid_moves_after_win), state(to_old_state), move(to_old_move), player(to_old_player)]))])",
                     "current_display(Style), format('display after: ~w~n', [Style])" ],
                   "| B |")).

% What the student's code is asked about a position, before it answers,
% is the position alone: the first question about each position is
% position(Board, Player, Rules, Seconds), nothing in it or beside it
% depending on the legal moves or the winner (the positions include
% finished ones and ones with few and many moves); what the C core
% knows comes after their answer, about the same position.
check_of(a_position_is_asked_with_nothing_read_off_the_answer,
      forall(( member(Game-Goal, [teeko-old_api(teeko_valid_moves, teeko_move, teeko_game_over),
                                  shi-shi_new_api(shi_valid_moves, shi_game_over),
                                  shakti-shakti_named(shakti_valid_moves, shakti_apply),
                                  echek-echek_db(db_valid_moves)]),
               call(Goal, Against) ),
             questions_hold_the_position_alone(Game, Against))).

:- dynamic asked/1.

questions_hold_the_position_alone(Game, Against) :-
    retractall(asked(_)),
    setup_call_cleanup(
        wrap_predicate(tabuleiro_cross_check_judge:ask_student(_, Question, _), recorded,
                       Wrapped, ( assertz(checks_of_students:asked(Question)), Wrapped )),
        cross_check(Game, [positions(50), seed(7), perft(0), report(all), ready_sets(true)
                          | Against], _),
        unwrap_predicate(tabuleiro_cross_check_judge:ask_student/3, recorded)),
    findall(Q, asked(Q), Questions),
    include([Q]>>functor(Q, position, _), Questions, Asked),
    length(Asked, Count),
    (   Count >= 50,
        forall(member(Q, Asked), Q = position(_, _, [], 10)),
        told_after_their_answer(Questions),
        asked_positions_vary(Game, Asked)
    ->  true
    ;   format("~w: the questions about positions were not what they must be~n", [Game]),
        fail
    ).

% The C core's positions after moves (their_states), the legal moves
% they missed (their_moves) and the moves applied (successors) follow
% the position question about the same position.
told_after_their_answer(Questions) :-
    foldl(follows_its_position, Questions, none, _).

follows_its_position(Question, Last, Next) :-
    (   Question = position(B, P, _, _)
    ->  Next = B-P
    ;   memberchk(Question, [successors(B, P, _, _, _), their_moves(B, P, _, _, _)])
    ->  Last == B-P,
        Next = Last
    ;   functor(Question, their_states, _)
    ->  Last \== none,
        Next = Last
    ;   Next = Last
    ).

% The positions asked about include finished ones and ones with few and
% many legal moves: the sizes above hold whatever these are.
asked_positions_vary(Game, Asked) :-
    findall(N-Over,
            ( member(position(B, P, R, _), Asked),
              backend_valid_moves_count(Game, R, B, P, N, Over) ),
            Found),
    pairs_keys(Found, Counts),
    min_list(Counts, Min),
    max_list(Counts, Max),
    Max > Min,
    memberchk(_-over, Found).

backend_valid_moves_count(Game, Rules, Board, Player, Count, Over) :-
    (   backend_winner(Game, Rules, Board, Player, _)
    ->  Count = 0, Over = over
    ;   backend_valid_moves(Game, Rules, Board, Player, Moves),
        length(Moves, Count),
        Over = on
    ).

% Grading: each submission in its own process, one row each, saying
% what ended it.
check_of(grading_gives_the_right_row_for_each_submission,
      grading_rows([ alice_right-agreed, bob_moves_after_win-disagreed,
                     carol_loops-'timed out', dave_halts-halted,
                     erin_no_adapter_facts-'not loaded',
                     frank_module_named_teeko-agreed,
                     gina_halts_while_loading-'not loaded',
                     hank_memory_hog-'memory limit exceeded',
                     ivy_stack_hog-'memory limit exceeded',
                     jack_crashes-crashed,
                     kate_hangs_on_halt-halted,
                     lena_loops_once-disagreed, mia_clears_the_screen-agreed,
                     noah_starts_his_menu-agreed, olga_crashes_once-disagreed ],
                   [ dave_halts-"called halt",
                     gina_halts_while_loading-"called halt while loading",
                     hank_memory_hog-"ran out of memory under the 384 MB limit",
                     ivy_stack_hog-"valid_moves/2 (valid_moves) ran out of memory",
                     jack_crashes-"killed by signal 11 (SIGSEGV) during the check",
                     kate_hangs_on_halt-"hung while exiting and was stopped" ])).

% Each planted mistake is the student's own code, an adapter only maps
% terms: with every adapter.pl removed, each submission is graded from
% the adapter inferred from its files, with the verdict its adapter
% gives it, and says what it inferred wherever its code was checked.
% Without her adapter, Lena's loop has the 2 s a call the teacher gives
% (--call-seconds=2), as her adapter gives it, not the default 10 s:
% the run has 60 s a submission, so that a busy machine gives the same.
check_of(grading_without_adapters_gives_the_same_verdicts,
      ( test_class_rows(WithAdapters, _),
        test_class(Class),
        directory_files(Class, Names),
        forall(( member(Name, Names),
                 directory_file_path(Class, Name, Folder),
                 directory_file_path(Folder, 'adapter.pl', Adapter),
                 exists_file(Adapter) ),
               delete_file(Adapter)),
        graded_rows(Class, 60, ['--call-seconds=2'], Inferred, _),
        maplist(name_verdict, WithAdapters, Expected),
        maplist(name_verdict, Inferred, Found),
        (   Found == Expected
        ->  true
        ;   format("With adapters: ~q~nWith none:     ~q~n", [Expected, Found]),
            fail
        ),
        forall(( member(Row, Inferred), get_dict(positions, Row, _) ),
               get_dict(inferred, Row, _)),
        member(Lena, Inferred),
        get_dict(name, Lena, "lena_loops_once"),
        get_dict(printout, Lena, Printout),
        sub_string(Printout, _, _, _, "gives no answer within 2 s here") )).

name_verdict(Row, Name-Verdict) :-
    atom_string(Name, Row.name),
    atom_string(Verdict, Row.verdict).

grading_rows(Expected, Whys) :-
    test_class_rows(Rows, Out),
    findall(Name-Verdict,
            ( member(Row, Rows),
              atom_string(Name, Row.name),
              atom_string(Verdict, Row.verdict) ),
            Found),
    (   Found == Expected
    ->  true
    ;   format("Grading rows: ~q~n", [Found]),
        fail
    ),
    forall(member(Name-Why, Whys), row_says(Rows, Name, Why)),
    row_has_kinds(Rows, lena_loops_once, ["error: ", "missing move"]),
    row_has_kinds(Rows, olga_crashes_once, ["error: your process ended (crashed)",
                                            "missing move"]),
    row_has_kinds(Rows, alice_right, []),
    row_has_kinds(Rows, mia_clears_the_screen, []),
    row_loaded_with(Rows, noah_starts_his_menu,
                    "your program read the keyboard while it was loaded"),
    directory_file_path(Out, 'grading-report.md', Markdown),
    read_file_to_string(Markdown, Text, []),
    sub_string(Text, _, _, _, "| bob_moves_after_win | teeko | yes | disagreed | 111 | moves after a win \c
                                57 |").

% The same submissions graded as the whole class was (above) and with
% both cores busy get the same rows (but for the times): the limits that
% decide a verdict count the student's CPU time.  A submission's whole
% budget (--seconds) is wall-clock time: where it ended a check (Hank's
% restarts, each filling 384 MB, can outlast it on a loaded machine),
% how far the check got may differ, never the verdict.  The busy grading
% has 60 s a submission, not 20: beside two busy loops and the other
% suites, Hank's first process took more than 20 s of the clock to fill
% its memory, and a budget that ends before the first position is
% answered leaves no verdict but `timed out`.
check_of(grading_gives_the_same_rows_on_a_busy_machine,
      ( Names = [alice_right, hank_memory_hog, ivy_stack_hog, lena_loops_once],
        test_class(Class0),
        tmp_file(class, Class),
        make_directory(Class),
        forall(member(Name, Names),
               ( directory_file_path(Class0, Name, From),
                 directory_file_path(Class, Name, To),
                 rename_file(From, To) )),
        test_class_rows(ClassRows, _),
        include(row_of_one_of(Names), ClassRows, Quiet),
        with_busy_cores(graded_rows(Class, 60, Busy, _)),
        maplist(row_without_time, Quiet, QuietRows),
        maplist(row_without_time, Busy, BusyRows),
        (   maplist(same_row_at_any_load, QuietRows, BusyRows)
        ->  true
        ;   format("Quiet: ~q~nBusy: ~q~n", [QuietRows, BusyRows]),
            fail
        ) )).

% Two gradings of a submission agree: entirely, or in the verdict where
% the wall-clock budget ended one of them, during the check ("2 of 111
% (time)"), before its first position (no positions at all) or before
% its perft's last depth ("depth 3 would not end in the time left").
same_row_at_any_load(Row, Row) :-
    !.
same_row_at_any_load(Row1, Row2) :-
    ( cut_by_the_budget(Row1) ; cut_by_the_budget(Row2) ),
    !,
    memberchk(verdict-Verdict, Row1),
    memberchk(verdict-Verdict, Row2).

cut_by_the_budget(Row) :-
    (   memberchk(positions-Positions, Row)
    ->  string(Positions),
        sub_string(Positions, _, _, 0, "(time)")
    ;   true
    ),
    !.
cut_by_the_budget(Row) :-
    memberchk(perft-Perft, Row),
    string(Perft),
    sub_string(Perft, _, _, _, "would not end in the time left").

row_of_one_of(Names, Row) :-
    atom_string(Name, Row.name),
    memberchk(Name, Names).

% A row as pairs, without its time and printout (which shows the time).
row_without_time(Row, Shown) :-
    dict_pairs(Row, _, Pairs),
    exclude([Key-_]>>memberchk(Key, [seconds, printout]), Pairs, Shown0),
    maplist(pairs_of_dicts, Shown0, Shown).

pairs_of_dicts(Key-Value, Key-Shown) :-
    (   is_list(Value)
    ->  maplist([V, S]>>( is_dict(V) -> dict_pairs(V, _, S) ; S = V ), Value, Shown)
    ;   Shown = Value
    ).

% tables_made(:Goal, -Tables): Goal, during which the kit made Tables
% tables of every move term of a position.
tables_made(Goal, Tables) :-
    flag(tables_made, _, 0),
    setup_call_cleanup(
        wrap_predicate(tabuleiro_cross_check_student:move_table(_, _, _, _, _), counted,
                       Wrapped, ( flag(tables_made, N, N + 1), Wrapped )),
        Goal,
        unwrap_predicate(tabuleiro_cross_check_student:move_table/5, counted)),
    flag(tables_made, Tables, Tables).

% with_busy_cores(:Goal): Goal, while two processes keep both cores busy.
with_busy_cores(Goal) :-
    setup_call_cleanup(
        findall(Pid,
                ( between(1, 2, _),
                  process_create(path(sh), ['-c', 'while :; do :; done'], [process(Pid)]) ),
                Pids),
        Goal,
        forall(member(Pid, Pids), ( process_kill(Pid, kill), process_wait(Pid, _) ))).

% test_class_rows(-Rows, -Out): the rows of the one grading of the test
% class, done on first use, and the folder of its reports.
:- dynamic test_class_graded/2.

test_class_rows(Rows, Out) :-
    test_class_graded(Rows, Out),
    !.
test_class_rows(Rows, Out) :-
    test_class(Submissions),
    graded_rows(Submissions, Rows, Out),
    assertz(test_class_graded(Rows, Out)).

% test_class(-Folder): a copy of the test class (make_class.sh).
test_class(Submissions) :-
    module_property(checks_of_students, file(Here)),
    file_directory_name(Here, Dir),
    directory_file_path(Dir, 'make_class.sh', MakeClass),
    tmp_file(class, Submissions),
    process_create(path(bash), [MakeClass, Submissions], [process(MakePid)]),
    process_wait(MakePid, exit(0)).

% graded_rows(+Submissions, ?Seconds, -Rows, -Out): the rows of the JSON
% report of grading Submissions (30 positions, perft to depth 2, Seconds
% a submission, 20 by default, 384 MB), written in Out.  No verdict of
% the test class depends on perft's depth 3, and each of
% mia_clears_the_screen's calls of valid_moves runs `clear`.
graded_rows(Submissions, Rows, Out) :-
    graded_rows(Submissions, 20, Rows, Out).

graded_rows(Submissions, Seconds, Rows, Out) :-
    graded_rows(Submissions, Seconds, [], Rows, Out).

%   graded_rows(+Submissions, +Seconds, +Options, -Rows, -Out): with the
%   command line's Options too.
graded_rows(Submissions, Seconds, Options, Rows, Out) :-
    module_property(checks_of_students, file(Here)),
    file_directory_name(Here, Dir),
    directory_file_path(Dir, '../../prolog/grade.pl', Grade),
    tmp_file(grading, Out),
    make_directory(Out),
    atom_concat('--out=', Out, OutOption),
    format(atom(SecondsOption), "--seconds=~d", [Seconds]),
    append([Grade, Submissions, '--positions=30', '--perft=2', SecondsOption, '--memory=384',
            OutOption], Options, Arguments),
    process_create(path(swipl), Arguments,
                   [stdout(null), process(Pid)]),
    process_wait(Pid, exit(0)),
    directory_file_path(Out, 'grading-report.json', Json),
    setup_call_cleanup(open(Json, read, In), json_read_dict(In, Rows), close(In)).

% The row of Name shows a kind of disagreement starting with each of
% Starts, and no other.
row_has_kinds(Rows, Name, Starts) :-
    member(Row, Rows),
    atom_string(Name, Row.name),
    !,
    findall(Kind, ( member(K, Row.kinds), get_dict(kind, K, Kind) ), Kinds),
    (   length(Kinds, N),
        length(Starts, N),
        forall(member(Start, Starts),
               ( member(Kind, Kinds), sub_string(Kind, 0, _, _, Start) ))
    ->  true
    ;   format("The row of ~w shows the kinds ~q, not ~q~n", [Name, Kinds, Starts]),
        fail
    ).

% The row of Name says, among the errors while loading, Text.
row_loaded_with(Rows, Name, Text) :-
    member(Row, Rows),
    atom_string(Name, Row.name),
    !,
    (   member(Problem, Row.load_problems),
        sub_string(Problem, _, _, _, Text)
    ->  true
    ;   format("The row of ~w does not say ~q while loading~n", [Name, Text]),
        fail
    ).

row_says(Rows, Name, Why) :-
    member(Row, Rows),
    atom_string(Name, Row.name),
    !,
    (   get_dict(why, Row, Said),
        sub_string(Said, _, _, _, Why)
    ->  true
    ;   format("The row of ~w does not say ~q: ~q~n", [Name, Why, Row]),
        fail
    ).

shi_new_api(ValidMoves, GameOver,
            [against(student([valid_moves(ValidMoves), apply(shi_move_apply),
                              game_over(GameOver), state(shi_state), move(shi_move),
                              from_state(shi_from_state)]))]).

shakti_named(ValidMoves, Apply,
             [against(student([valid_moves(ValidMoves), apply(Apply),
                               game_over(shakti_game_over), state(shakti_state),
                               move(shakti_move), from_state(shakti_from_state)]))]).

echek_db(ValidMoves,
         [against(student([api(player_first), valid_moves(ValidMoves), apply(db_move),
                           game_over(db_game_over), state(echek_facts),
                           install(install_echek), move(=),
                           from_state(echek_from_facts)]))]).

echek_bug(Bug,
          [against(student([api(player_first), valid_moves(db_valid_moves), apply(db_move),
                            game_over(db_game_over), state(echek_facts_with_bug(Bug)),
                            install(install_echek), move(=),
                            from_state(echek_from_facts)]))]).

shi_start([Ninjas, E, E, E, E, E, E, Samurai]-samurai) :-
    length(E, 8), maplist(=(empty), E),
    length(Ninjas, 8), maplist(=(ninja), Ninjas),
    length(Samurai, 8), maplist(=(samurai), Samurai).

teeko_start(Board-black) :-
    length(Row, 5), maplist(=(e), Row),
    length(Board, 5), maplist(=(Row), Board).

%   old_api(+ValidMoves, +Move, +GameOver, -Options): the against/1
%   option of the old-signature Teeko encoding with these predicates.
old_api(ValidMoves, Move, GameOver,
        [against(student([api(old), valid_moves(ValidMoves), apply(Move),
                          game_over(GameOver), state(to_old_state),
                          move(to_old_move), player(to_old_player),
                          from_state(from_old_state)]))]).

agrees(Game, Options) :-
    cross_check(Game, Options, Result),
    (   Result = agreed(_)
    ->  true
    ;   Result = disagreed(Groups, _),
        pairs_keys(Groups, Kinds),
        format("Disagreements of kinds ~w~n", [Kinds]),
        fail
    ).

finds(Game, Options, Kind) :-
    cross_check(Game, Options, disagreed(Groups, _)),
    memberchk(Kind-_, Groups).

finds_error(Game, Options, Problem) :-
    cross_check(Game, Options, disagreed(Groups, _)),
    member(error-group(_, issue(error, _, Details)), Groups),
    get_dict(problem, Details, Found),
    subsumes_term(Problem, Found).

with_stack_limit(Bytes, Goal) :-
    current_prolog_flag(stack_limit, Old),
    setup_call_cleanup(set_prolog_flag(stack_limit, Bytes),
                       Goal,
                       set_prolog_flag(stack_limit, Old)).

raises(Goal, Formal) :-
    catch(( with_output_to(string(_), Goal), fail ), error(Caught, _), true),
    nonvar(Caught),
    subsumes_term(Formal, Caught).

prints(Goal, Text) :-
    with_output_to(string(Output), ignore(Goal)),
    sub_string(Output, _, _, _, Text).

% prints_all(+Goal, +Texts): Goal succeeds, and prints each of Texts.
prints_all(Goal, Texts) :-
    with_output_to(string(Output), Goal),
    forall(member(Text, Texts),
           (   sub_string(Output, _, _, _, Text)
           ->  true
           ;   format("Not printed: ~q~nPrinted: ~s~n", [Text, Output]),
               fail
           )).
