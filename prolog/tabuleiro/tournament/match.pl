:- module(tabuleiro_tournament_match,
          [ match_entrants/3,           % +A, +B, +Entrants
            play_match/4,               % +A, +B, +Entrants, +Settings
            match_counted/3,            % +Records, +Settings, -Counted
            match_report/2              % +Settings, +Played
          ]).
:- use_module(schedule, [entrant_name/2, pairing_games/5]).
:- use_module(game_pool, [with_game_workers/6, play_units/5, unit_records/4]).
:- use_module(records, [write_records/3]).
:- use_module(results, [match_record/4, losses/3]).
:- use_module('../submission/class_shards', [shard_slice/3]).
:- use_module(sprt, [sprt_test/3, sprt_verdict_text/3]).
:- use_module(games_folder, [remove_uncounted_games/2]).
:- use_module(report, [game_json/3, loss_json/2, losses_section/2,
                       openings_note_paragraph/2]).
:- use_module(openings, [opening_search_depth/1]).
:- use_module('../game_state', [game_title/2]).
:- use_module('../kit/report_text', [cell_text/2, clean_text/2, terminal_text/2]).
:- use_module(library(apply)).
:- use_module(library(lists)).
:- use_module(library(pairs)).
:- use_module(library(http/json)).

/** <module> A match with a stopping rule

Two entrants play the two games of one opening at a time until the
sequential test (sprt.pl) decides, and the verdict goes into
`match-report.md` and `match-report.json`.
*/

%!  match_entrants(+A, +B, +Entrants) is det.
%
%   A and B are both among Entrants: else the tournament says which is
%   not, on stderr, and halts with status 2 (before it draws the
%   match's openings, a few seconds).

match_entrants(A, B, Entrants) :-
    maplist(match_entrant(Entrants), [A, B]).

%!  play_match(+A, +B, +Entrants, +Settings) is det.
%
%   Plays the openings of the match of A and B that belong to the slice
%   Settings.shard, and writes their records (records.pl).  A run of the
%   whole match (slice 1/1) plays the two games of one opening at a
%   time, until the sequential test (sprt.pl) decides whether A is
%   stronger than B by Settings.elo1 Elo or by Settings.elo0 at most, or
%   the openings run out; the openings after are `skipped`.  A slice of
%   more cannot know where the test of the whole will stop: it plays all
%   its openings, and the merge (match_report/3) applies the test to the
%   games in the order of the openings, stopping where the run of the
%   whole would have stopped.

play_match(A, B, Entrants, Settings) :-
    match_units(A, B, Settings.opening_moves, Units),
    shard_slice(Units, Settings.shard, Slice),
    maplist(terminal_text, [A, B], [ShownA, ShownB]),
    length(Slice, Most),
    MostGames is 2 * Most,
    format("Match of ~w: ~w against ~w, until the test decides (at most ~d games~w; \c
            Ctrl-C stops it and reports the games played)~n",
           [Settings.game, ShownA, ShownB, MostGames, Settings.shard_words]),
    (   Settings.shard = _/1
    ->  play_in_order(Slice, A, B, Entrants, Settings, Records)
    ;   play_units(Slice, Entrants, Settings, Records, _)
    ),
    pairs_keys(Units, Items),
    write_records(Settings, Items, Records).

% The units of the match: opening(I)-Games, the I-th opening played
% with A first (game 2I - 1), then with B first (game 2I).
match_units(A, B, Openings, Units) :-
    foldl(opening_unit(A-B), Openings, Units, 1, _).

opening_unit(A-B, Opening, opening(I)-Games, I, I1) :-
    N is 2 * I - 1,
    pairing_games([Opening], A-B, Games, N, _),
    I1 is I + 1.

play_in_order(Slice, A, B, Entrants, Settings, Records) :-
    Collected = collected([]),
    Workers is min(Settings.concurrency, 2),
    with_game_workers(Workers, Entrants, Settings, Pool,
                      match_games(Slice, match(A, B, Pool, Settings), Collected),
                      Stopped),
    arg(1, Collected, Played),
    (   Stopped == true
    ->  remove_uncounted_games(Settings.games_folder, Played),
        Missing = stopped
    ;   Missing = skipped
    ),
    unit_records(Slice, Played, Missing, Records).

match_entrant(Entrants, Name) :-
    (   member(Entrant, Entrants),
        entrant_name(Entrant, Name)
    ->  true
    ;   terminal_text(Name, Shown),
        format(user_error, "tournament: no entrant ~w for the match~n", [Shown]),
        halt(2)
    ).

sprt_options(A, B, Settings, [elo0(Settings.elo0), elo1(Settings.elo1), names(A, B)]).

%   match_games(+Slice, +Match, +Collected): the games of each opening
%   of Slice, both colours at once (unless --concurrency=1), until the
%   test decides.  Match is `match(A, B, Pool, Settings)`, Pool the
%   threads that play the games (with_game_workers/6).  Collected is
%   `collected(Played)`, the games so far, kept by nb_setarg/3 so that a
%   Ctrl-C leaves them there.

match_games([], _, _).
match_games([_-(_-Games)|Slice], Match, Collected) :-
    Match = match(A, _, pool(Jobs, Done), Settings),
    forall(member(Game, Games), thread_send_message(Jobs, pairing([Game]))),
    thread_get_message(Done, One),
    thread_get_message(Done, Other),
    sort(1, @<, [One, Other], PairPlayed),
    arg(1, Collected, Played0),
    append(Played0, PairPlayed, Played1),
    nb_setarg(1, Collected, Played1),
    match_record(Settings.game, A, Played1, Record),
    Match = match(_, B, _, _),
    sprt_options(A, B, Settings, Options),
    sprt_test(Record, Options, sprt(Decision, LLR, Lower, Upper)),
    Record = wdl(W, D, L),
    terminal_text(A, ShownA),
    length(Played1, Count),
    format("[~d games] ~w: W ~d, D ~d, L ~d; LLR ~2f (bounds ~2f, ~2f)~n",
           [Count, ShownA, W, D, L, LLR, Lower, Upper]),
    flush_output,
    (   Decision == continue
    ->  match_games(Slice, Match, Collected)
    ;   true
    ).

%!  match_counted(+Records, +Settings, -Counted) is det.
%
%   Counted are Records, those of every opening of the match in order,
%   with the games that the sequential test counts: it is applied after
%   each opening played with both colours, and stops where it decides,
%   at the first opening a Ctrl-C stopped (`stopped`), or at the last.
%   The openings after the stop have no games.

match_counted(Records, Settings, Counted) :-
    Settings.schedule = match(A, B),
    sprt_options(A, B, Settings, Options),
    counted_openings(Records, Settings.game, A, Options, [], Counted).

counted_openings([], _, _, _, _, []).
counted_openings([Opening|Openings], Game, A, Options, Played0, Counted) :-
    Opening = record(_, _, games(Played, Status)),
    (   Status == complete
    ->  append(Played0, Played, Played1),
        match_record(Game, A, Played1, Record),
        sprt_test(Record, Options, sprt(Decision, _, _, _)),
        Counted = [Opening|Later],
        (   Decision == continue
        ->  counted_openings(Openings, Game, A, Options, Played1, Later)
        ;   maplist(uncounted(skipped), Openings, Later)
        )
    ;   maplist(uncounted(Status), [Opening|Openings], Counted)
    ).

%!  match_report(+Settings, +Played) is det.
%
%   Says the verdict of the sequential test on the games Played (those
%   match_counted/3 counts), and writes it in the match report, with
%   the games and their forfeits.  Settings.stopped says whether a
%   Ctrl-C stopped the match.

match_report(Settings, Played) :-
    Settings.schedule = match(A, B),
    sprt_options(A, B, Settings, Options),
    match_record(Settings.game, A, Played, Record),
    sprt_verdict_text(Record, Options, Verdict),
    (   Settings.stopped == true
    ->  string_concat("Stopped (Ctrl-C), the games in progress not counted. ", Verdict, Text)
    ;   Text = Verdict
    ),
    terminal_text(Text, Shown),
    format("~w~n", [Shown]),
    write_match_reports(match(A, B, _, Settings), Played, Record, Options, Text).

uncounted(Status, record(Index, Item, _), record(Index, Item, games([], Status))).

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
