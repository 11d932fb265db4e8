:- module(tabuleiro_tournament_match,
          [ play_match/4                % +A, +B, +Entrants, +Settings
          ]).
:- use_module(schedule, [entrant_name/2]).
:- use_module(game_pool, [with_game_workers/6]).
:- use_module(results, [match_record/4, losses/3]).
:- use_module(sprt, [sprt_test/3, sprt_verdict_text/3]).
:- use_module(games_folder, [remove_uncounted_games/2]).
:- use_module(report, [game_json/3, loss_json/2, losses_section/2,
                       openings_note_paragraph/2]).
:- use_module(openings, [opening_search_depth/1]).
:- use_module('../game_state', [game_title/2]).
:- use_module('../kit/report_text', [cell_text/2, clean_text/2, terminal_text/2]).
:- use_module(library(apply)).
:- use_module(library(lists)).
:- use_module(library(http/json)).

/** <module> A match with a stopping rule

Two entrants play the two games of one opening at a time until the
sequential test (sprt.pl) decides, and the verdict goes into
`match-report.md` and `match-report.json`.
*/

%!  play_match(+A, +B, +Entrants, +Settings) is det.
%
%   A plays B, the two games of one opening at a time, until the
%   sequential test (sprt.pl) decides whether A is stronger than B by
%   Settings.elo1 Elo or by Settings.elo0 at most, or the openings run
%   out; the verdict is said and written in the match report.

play_match(A, B, Entrants, Settings) :-
    maplist(match_entrant(Entrants), [A, B]),
    Openings = Settings.opening_moves,
    maplist(terminal_text, [A, B], [ShownA, ShownB]),
    length(Openings, Most),
    MostGames is 2 * Most,
    format("Match of ~w: ~w against ~w, until the test decides (at most ~d games; \c
            Ctrl-C stops it and reports the games played)~n",
           [Settings.game, ShownA, ShownB, MostGames]),
    Collected = collected([]),
    Workers is min(Settings.concurrency, 2),
    with_game_workers(Workers, Entrants, Settings, Pool,
                      match_games(Openings, 1, match(A, B, Pool, Settings), Collected),
                      Stopped),
    arg(1, Collected, Played),
    match_record(Settings.game, A, Played, Record),
    sprt_options(A, B, Settings, Options),
    sprt_verdict_text(Record, Options, Verdict),
    (   Stopped == true
    ->  remove_uncounted_games(Settings.games_folder, Played),
        string_concat("Stopped (Ctrl-C), the games in progress not counted. ", Verdict, Text)
    ;   Text = Verdict
    ),
    terminal_text(Text, Shown),
    format("~w~n", [Shown]),
    write_match_reports(match(A, B, Entrants, Settings.put(stopped, Stopped)),
                        Played, Record, Options, Text).

match_entrant(Entrants, Name) :-
    (   member(Entrant, Entrants),
        entrant_name(Entrant, Name)
    ->  true
    ;   terminal_text(Name, Shown),
        format(user_error, "tournament: no entrant ~w for the match~n", [Shown]),
        halt(2)
    ).

sprt_options(A, B, Settings, [elo0(Settings.elo0), elo1(Settings.elo1), names(A, B)]).

%   match_games(+Openings, +N, +Match, +Collected): the games of each
%   opening, both colours at once (unless --concurrency=1), until the
%   test decides.  Match is `match(A, B, Pool, Settings)`, Pool the
%   threads that play the games (with_game_workers/6).  Collected is
%   `collected(Played)`, the games so far, kept by nb_setarg/3 so that a
%   Ctrl-C leaves them there.

match_games([], _, _, _).
match_games([Opening|Openings], N, Match, Collected) :-
    Match = match(A, B, pool(Jobs, Done), Settings),
    N1 is N + 1,
    thread_send_message(Jobs, pairing([game(N, A, B, Opening)])),
    thread_send_message(Jobs, pairing([game(N1, B, A, Opening)])),
    thread_get_message(Done, One),
    thread_get_message(Done, Other),
    sort(1, @<, [One, Other], PairPlayed),
    arg(1, Collected, Played0),
    append(Played0, PairPlayed, Played1),
    nb_setarg(1, Collected, Played1),
    match_record(Settings.game, A, Played1, Record),
    sprt_options(A, B, Settings, Options),
    sprt_test(Record, Options, sprt(Decision, LLR, Lower, Upper)),
    Record = wdl(W, D, L),
    terminal_text(A, ShownA),
    format("[~d games] ~w: W ~d, D ~d, L ~d; LLR ~2f (bounds ~2f, ~2f)~n",
           [N1, ShownA, W, D, L, LLR, Lower, Upper]),
    flush_output,
    (   Decision == continue
    ->  N2 is N + 2,
        match_games(Openings, N2, Match, Collected)
    ;   true
    ).

write_match_reports(match(A, B, _, Settings), Played, Record, Options, Text) :-
    sprt_test(Record, Options, sprt(Decision, LLR, Lower, Upper)),
    losses(Settings.game, Played, Losses),
    directory_file_path(Settings.out, 'match-report.md', Markdown),
    directory_file_path(Settings.out, 'match-report.json', Json),
    setup_call_cleanup(open(Markdown, write, Out, [encoding(utf8)]),
                       match_markdown(Out, Settings, A, B, Text, Losses),
                       close(Out)),
    maplist(clean_text, [A, B, Text], [CleanA, CleanB, CleanText]),
    maplist(game_json(Settings.game), Played, Games),
    maplist(loss_json, Losses, LossesJson),
    Record = wdl(W, D, L),
    Dict = _{game: Settings.game, a: CleanA, b: CleanB, elo0: Settings.elo0,
             elo1: Settings.elo1, decision: Decision, llr: LLR, lower: Lower,
             upper: Upper, wins: W, draws: D, losses: L, verdict: CleanText,
             stopped: Settings.stopped,
             games: Games, forfeits: LossesJson},
    setup_call_cleanup(open(Json, write, JOut, [encoding(utf8)]),
                       ( json_write_dict(JOut, Dict, [width(0)]), nl(JOut) ),
                       close(JOut)),
    format("Report: ~w and ~w; the games: ~w~n", [Markdown, Json, Settings.games_folder]).

match_markdown(Out, Settings, A, B, Text, Losses) :-
    opening_search_depth(Depth),
    game_title(Settings.game, Title),
    maplist(cell_text, [A, B, Text], [CellA, CellB, CellText]),
    format(Out, "# Match: ~w against ~w (~w)~n~n~w~n~n", [CellA, CellB, Title, CellText]),
    format(Out, "A sequential probability ratio test of H1, ~w is stronger by ~w Elo, \c
                 against H0, by ~w Elo at most (5% error each way), after each pair of \c
                 games on one opening of two random plies (seed ~d), kept when \c
                 Tabuleiro's search to depth ~d scores it within ~d of even \c
                 (`--balance`), played with both colours; ~w s per move, a draw at ~d \c
                 plies.~n",
           [CellA, Settings.elo1, Settings.elo0, Settings.seed, Depth, Settings.balance,
            Settings.seconds, Settings.plies]),
    openings_note_paragraph(Out, Settings),
    losses_section(Out, Losses),
    format(Out, "~nEvery game is in `games/`, in Tabuleiro's saved-game format.~n", []).
