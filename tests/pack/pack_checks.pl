/*  The checks of tests/pack/run.sh, run in a fresh swipl started with
    --no-packs, on a pack directory where pack_install/2 has put Tabuleiro:

        swipl --no-packs tests/pack/pack_checks.pl PACKS CHECK [ARG ...]

    attaches the packs in PACKS and runs CHECK.  It exits 0 when the check
    holds, else 1 after printing what it found.  Nothing is loaded from the
    checkout: only this file, which loads no other.

    Checks:
      installed VERSION     pack tabuleiro, version VERSION, lives in PACKS
      tabuleiro             library(tabuleiro): menu, four games, C backend
      game NAME MOVES       library(NAME): C backend, MOVES first moves
      foreign_from SUBDIR   the foreign library is PACKS/tabuleiro/SUBDIR/tabuleiro.so
      published ENTRY ...   the pack's prolog/ holds these entries and no
                            other, so that library(backend), library(games)
                            and the like are not Tabuleiro's
*/

:- use_module(library(apply)).
:- use_module(library(lists)).
:- use_module(library(prolog_pack)).

:- initialization(main, main).

main :-
    current_prolog_flag(argv, [Packs, Check|Args]),
    attach_packs(Packs, []),
    directory_file_path(Packs, tabuleiro, PackDir),
    (   catch(check(Check, Args, PackDir), E,
              ( print_message(error, E), fail ))
    ->  halt(0)
    ;   format("FAILED: ~w ~w~n", [Check, Args]),
        halt(1)
    ).

%   check(+Name, +Args, +PackDir) is semidet.

check(installed, [Version], PackDir) :-
    expect(pack_property(tabuleiro, directory(Dir)), 'pack tabuleiro attached'),
    expect(same_file(Dir, PackDir), 'pack directory' = Dir),
    expect(pack_property(tabuleiro, version(Version)), 'version' = Version).
check(tabuleiro, [], PackDir) :-
    use_module(library(tabuleiro)),
    expect(from_pack(tabuleiro, PackDir), 'module tabuleiro from the pack'),
    expect(predicate_property(user:play, imported_from(tabuleiro_play)), 'play/0 is the menu'),
    findall(G, tabuleiro:tabuleiro_game(G), Games),
    expect(Games == [teeko, shi, shakti, echek], games = Games),
    expect(forall(member(G, Games), from_pack(G, PackDir)), 'the four games from the pack'),
    c_backend(PackDir),
    teeko:initial_state([], S),
    teeko:valid_moves(S, Moves),
    length(Moves, N),
    expect(N == 25, 'teeko first moves' = N).
check(game, [Name, MovesText], PackDir) :-
    atom_number(MovesText, Expected),
    use_module(library(Name)),
    expect(from_pack(Name, PackDir), module(Name)-'from the pack'),
    c_backend(PackDir),
    Name:initial_state([], S),
    Name:valid_moves(S, Moves),
    length(Moves, N),
    expect(N == Expected, first_moves(N)),
    Moves = [First|_],
    expect(Name:move(S, First, S1), move(First)),
    expect(S1 \== S, 'the move changed the state'),
    tabuleiro_backend:set_backend(prolog),
    Name:valid_moves(S, PrologMoves),
    expect(PrologMoves == Moves, 'the prolog backend agrees').
check(foreign_from, [SubDir], PackDir) :-
    use_module(library(teeko)),
    expect(tabuleiro_backend:current_backend(c), 'backend c'),
    directory_file_path(PackDir, SubDir, Dir),
    directory_file_path(Dir, 'tabuleiro.so', Expected),
    loaded_foreign(Path),
    expect(same_file(Path, Expected), foreign_library(Path)).

check(published, Expected, PackDir) :-
    directory_file_path(PackDir, prolog, Dir),
    directory_files(Dir, Entries),
    exclude([E]>>sub_atom(E, 0, _, _, '.'), Entries, Published),
    msort(Published, Found),
    msort(Expected, Wanted),
    expect(Found == Wanted, published(Found)),
    forall(member(Internal, [backend, games, game_state, game_loop, web_server, kit, interrupt,
                             saved_game]),
           expect(\+ exists_source(library(Internal)), not_published(Internal))).

%   The C backend is selected and its library comes from the pack.

c_backend(PackDir) :-
    expect(tabuleiro_backend:current_backend(c), 'backend c'),
    expect(tabuleiro_foreign:foreign_available, 'foreign predicates loaded'),
    loaded_foreign(Path),
    expect(atom_concat(PackDir, _, Path), foreign_library(Path)).

loaded_foreign(Path) :-
    expect(shlib:current_library(foreign(tabuleiro), _, Path, _, _),
           'foreign(tabuleiro) loaded').

from_pack(Module, PackDir) :-
    module_property(Module, file(File)),
    atom_concat(PackDir, _, File).

%   expect(:Goal, +What): Goal succeeds, or What is printed and expect fails.

expect(Goal, _) :-
    call(Goal),
    !.
expect(_, What) :-
    format("not as expected: ~q~n", [What]),
    fail.
