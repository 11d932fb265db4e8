:- module(tabuleiro_class_shards,
          [ shard_slice/3,          % +Items, +Shard, -Slice
            shard_suffix/3,         % +Report, +Shard, -Suffix
            write_shard/3,          % +Folder, +Manifest, +Records
            read_shards/4           % +Folders, +Program, -Manifest, -Records
          ]).
:- use_module(library(apply)).
:- use_module(library(lists)).
:- use_module(library(pairs)).

/** <module> A class's work in slices, and the slices put back together

A course too large for one machine is run in N slices, `--shard=K/N`,
on as many machines (GNU parallel, a Slurm job array: scripts/), then
merged, `--merge DIR...`, into the one report the single run writes.
The command (grading, the tournament) runs its slice and writes into its
own folder:

  - `records.terms`: one term `record(Index, Item, Value)` a line, for
    each item of the slice: Index its place among all the items (from
    1), Item its name, Value what the single run computes for it;
  - `manifest.terms`, written last, so that a slice whose run did not
    end has none: one term `manifest(Dict)`, Dict with `program` (the
    command, such as `grade`), `settings` (the options that change
    results), `shard` (K/N), `items` (the names of all the items, in
    order) and `folder` (the class, as the run named it: the default of
    the merged report's folder).

The slice depends only on the items, in their order, and N: the same on
any machine.  Item I (from 1) belongs to slice ((I - 1) mod N) + 1, so
that slices of a class sorted by name take turns and come out even.

A merge reads these files as data, never as code: read_term/3 under a
limit of size, each term checked for its shape, and any file that does
not fit refused in words (`shard_refused(Message)`).  Manifests that do
not share their program, settings, N and items come from different
runs; each slice from 1 to N must be there once.
*/

%   The largest files read back: a manifest holds the items' names, a
%   record one item's result, whose texts are cut at 20 000 characters
%   (report_text.pl), hence a generous bound.
max_manifest_bytes(16_000_000).
max_record_bytes(4_000_000).

%!  shard_slice(+Items, +Shard, -Slice) is det.
%
%   Slice holds the pairs Index-Item of Items that belong to slice
%   Shard, `K/N`: those with ((Index - 1) mod N) + 1 =:= K.

shard_slice(Items, K/N, Slice) :-
    findall(I-Item,
            ( nth1(I, Items, Item), (I - 1) mod N =:= K - 1 ),
            Slice).

%!  shard_suffix(+Report, +Shard, -Suffix) is det.
%
%   Suffix names the default folder of slice Shard beside the class,
%   after Report (`-report`): `-report-shard-K-of-N`.

shard_suffix(Report, K/N, Suffix) :-
    format(atom(Suffix), "~w-shard-~d-of-~d", [Report, K, N]).

%!  write_shard(+Folder, +Manifest, +Records) is det.
%
%   Writes Records (`record(Index, Item, Value)` terms) into
%   Folder/records.terms, then manifest(Manifest) into
%   Folder/manifest.terms.  Each file is written under another name and
%   renamed when complete.

write_shard(Folder, Manifest, Records) :-
    directory_file_path(Folder, 'manifest.terms', ManifestFile),
    (   exists_file(ManifestFile)
    ->  delete_file(ManifestFile)
    ;   true
    ),
    directory_file_path(Folder, 'records.terms', RecordsFile),
    write_terms(RecordsFile, Records),
    write_terms(ManifestFile, [manifest(Manifest)]).

write_terms(File, Terms) :-
    atom_concat(File, '.part', Part),
    setup_call_cleanup(open(Part, write, Out, [encoding(utf8)]),
                       forall(member(Term, Terms),
                              ( write_canonical(Out, Term), write(Out, '.\n') )),
                       close(Out)),
    rename_file(Part, File).

%!  read_shards(+Folders, +Program, -Manifest, -Records) is det.
%
%   Records are the values of all the items, in their order, read from
%   Folders, the folders of the N slices of one run of Program;
%   Manifest is the first folder's manifest (a dict).
%
%   @throws shard_refused(Message) when a folder is no slice of
%           Program's, the folders come from different runs, a slice is
%           missing or given twice, or a file does not read back as
%           written.

read_shards(Folders, Program, Manifest, Records) :-
    maplist(read_manifest(Program), Folders, Manifests),
    pairs_keys_values(Pairs, Folders, Manifests),
    Pairs = [First-Manifest|_],
    forall(member(Folder-Other, Pairs), same_run(First-Manifest, Folder-Other)),
    every_slice_once(Pairs, Manifest.shard),
    maplist(slice_records, Pairs, Slices),
    append(Slices, Numbered),
    keysort(Numbered, Sorted),
    pairs_values(Sorted, Records).

read_manifest(Program, Folder, Manifest) :-
    directory_file_path(Folder, 'manifest.terms', File),
    (   exists_directory(Folder)
    ->  true
    ;   refuse("no folder ~w", [Folder])
    ),
    (   exists_file(File)
    ->  true
    ;   refuse("~w holds no manifest.terms: it is not the folder of a slice \c
                (--shard=K/N --out=~w), or its run did not end", [Folder, Folder])
    ),
    max_manifest_bytes(Max),
    read_terms(File, Max, Terms),
    (   Terms = [manifest(Manifest)],
        manifest_shape(Manifest)
    ->  true
    ;   refuse("~w is not a manifest of a slice", [File])
    ),
    (   Manifest.program == Program
    ->  true
    ;   refuse("~w is the slice of another command (~w), not of ~w",
               [Folder, Manifest.program, Program])
    ).

manifest_shape(Manifest) :-
    is_dict(Manifest),
    plain_data(Manifest),
    get_dict(program, Manifest, Program), atom(Program),
    get_dict(settings, Manifest, _),
    get_dict(shard, Manifest, K/N), integer(K), integer(N), between(1, N, K),
    get_dict(items, Manifest, Items), is_list(Items),
    get_dict(folder, Manifest, Folder), atom(Folder).

% same_run(+Folder1-Manifest1, +Folder2-Manifest2): both are slices of
% one run: the same settings, the same N, the same items.
same_run(First-M1, Folder-M2) :-
    M1.shard = _/N1,
    M2.shard = _/N2,
    (   M1.settings \=@= M2.settings     % variants: the dicts' tags differ
    ->  settings_difference(M1.settings, M2.settings, Difference),
        refuse("~w and ~w are slices of different runs: their options differ (~w)",
               [First, Folder, Difference])
    ;   N1 =\= N2
    ->  refuse("~w and ~w are slices of different runs: one of ~d slices and one of ~d",
               [First, Folder, N1, N2])
    ;   M1.items \== M2.items
    ->  refuse("~w and ~w are slices of different runs: their classes differ",
               [First, Folder])
    ;   true
    ).

% settings_difference(+Settings1, +Settings2, -Text): the settings that
% differ, each with its two values, such as "positions 20 and 50".
settings_difference(S1, S2, Text) :-
    (   is_dict(S1), is_dict(S2)
    ->  dict_keys(S1, Keys1),
        dict_keys(S2, Keys2),
        union(Keys1, Keys2, Keys),
        findall(Item,
                ( member(Key, Keys),
                  setting_value(S1, Key, V1),
                  setting_value(S2, Key, V2),
                  V1 \=@= V2,
                  format(atom(Item), "~w ~w and ~w", [Key, V1, V2]) ),
                Items),
        atomic_list_concat(Items, ', ', Text)
    ;   format(atom(Text), "~q and ~q", [S1, S2])
    ).

dict_keys(Dict, Keys) :-
    dict_pairs(Dict, _, Pairs),
    pairs_keys(Pairs, Keys).

setting_value(Settings, Key, Value) :-
    (   get_dict(Key, Settings, Value0)
    ->  Value = Value0
    ;   Value = none
    ).

every_slice_once(Pairs, _/N) :-
    forall(( between(1, N, K), folders_of_slice(Pairs, K, [F1, F2|_]) ),
           refuse("~w and ~w are both slice ~d/~d: each slice must be given once",
                  [F1, F2, K, N])),
    findall(K, ( between(1, N, K), folders_of_slice(Pairs, K, []) ), Missing),
    (   Missing == []
    ->  true
    ;   atomic_list_concat(Missing, ', ', MissingText),
        refuse("slice(s) ~w of ~d missing: the merge needs the folder of each slice \c
                from 1/~d to ~d/~d", [MissingText, N, N, N, N])
    ).

folders_of_slice(Pairs, K, Folders) :-
    findall(Folder, ( member(Folder-Manifest, Pairs), Manifest.shard = K/_ ), Folders).

% slice_records(+Folder-Manifest, -Numbered): the records of the slice,
% Index-Value, exactly those of its items.
slice_records(Folder-Manifest, Numbered) :-
    shard_slice(Manifest.items, Manifest.shard, Slice),
    directory_file_path(Folder, 'records.terms', File),
    (   exists_file(File)
    ->  true
    ;   refuse("~w holds a manifest but no records.terms", [Folder])
    ),
    length(Slice, Count),
    max_record_bytes(PerRecord),
    Max is (Count + 1) * PerRecord,
    read_terms(File, Max, Terms),
    (   maplist(record_of_slice, Slice, Terms, Numbered)
    ->  true
    ;   Manifest.shard = K/N,
        refuse("~w: its records are not those of slice ~d/~d of its manifest", [File, K, N])
    ).

record_of_slice(I-Item, record(I, Item, Value), I-Value) :-
    plain_data(Value).

% plain_data(+Term): Term holds no variable but the tags of its dicts
% (a dict written as `_{...}` reads back with a fresh one).
plain_data(Term) :-
    is_dict(Term),
    !,
    dict_pairs(Term, _, Pairs),
    plain_data(Pairs).
plain_data(Term) :-
    compound(Term),
    !,
    compound_name_arguments(Term, _, Arguments),
    maplist(plain_data, Arguments).
plain_data(Term) :-
    atomic(Term).

% read_terms(+File, +MaxBytes, -Terms): the terms of File, read as data
% (nothing in it is run, and no operator of it declared), File at most
% MaxBytes long.
read_terms(File, MaxBytes, Terms) :-
    size_file(File, Size),
    (   Size =< MaxBytes
    ->  true
    ;   refuse("~w is larger (~D bytes) than a slice writes (~D at most)",
               [File, Size, MaxBytes])
    ),
    catch(setup_call_cleanup(open(File, read, In, [encoding(utf8)]),
                             stream_terms(In, Terms),
                             close(In)),
          E,
          unreadable(File, E)).

stream_terms(In, Terms) :-
    read_term(In, Term, [syntax_errors(error), backquoted_string(false),
                         double_quotes(string), var_prefix(false)]),
    (   Term == end_of_file
    ->  Terms = []
    ;   Terms = [Term|More],
        stream_terms(In, More)
    ).

unreadable(File, E) :-
    (   E = shard_refused(_)
    ->  throw(E)
    ;   E = error(syntax_error(What), stream(_, Line, _, _))
    ->  refuse("~w does not read back as a slice writes it (~w on line ~d)",
               [File, What, Line])
    ;   refuse("~w does not read back as a slice writes it", [File])
    ).

refuse(Format, Arguments) :-
    format(string(Message), Format, Arguments),
    throw(shard_refused(Message)).
