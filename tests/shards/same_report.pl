/*  Two grading reports are the same but for the times taken.

        swipl tests/shards/same_report.pl DIR1 DIR2

    compares grading-report.md (its Time column left out),
    grading-report.json (each row's `seconds` left out; its dicts all
    tagged `row`, so that they compare by their keys and values),
    grading-report.csv and the files of feedback/, says what differs,
    and exits with status 0 when nothing does, 1 otherwise.
*/
:- use_module(library(apply)).
:- use_module(library(lists)).
:- use_module(library(readutil)).
:- use_module(library(http/json)).

:- initialization(main, main).

main :-
    current_prolog_flag(argv, [A, B]),
    findall(What, ( part(What, Read), \+ same_part(A, B, Read) ), Differ),
    (   Differ == []
    ->  halt(0)
    ;   forall(member(What, Differ), format("~w and ~w differ in ~w~n", [A, B, What])),
        halt(1)
    ).

part('grading-report.md', markdown_without_times).
part('grading-report.json', rows_without_times).
part('grading-report.csv', file_text('grading-report.csv')).
part('feedback/', feedback_files).

same_part(A, B, Read) :-
    call(Read, A, TextA),
    call(Read, B, TextB),
    TextA == TextB.

file_text(File, Folder, Text) :-
    directory_file_path(Folder, File, Path),
    read_file_to_string(Path, Text, [encoding(utf8)]).

% A table row of the Markdown report ends with its time: "| 1.2 |".
markdown_without_times(Folder, Lines) :-
    file_text('grading-report.md', Folder, Text),
    split_string(Text, "\n", "", Lines0),
    maplist(without_time_cell, Lines0, Lines).

without_time_cell(Line, Kept) :-
    (   sub_string(Line, 0, _, _, "| "),
        split_string(Line, "|", "", Cells),
        append(Front, [Time, ""], Cells),
        split_string(Time, "", " ", [Number]),
        number_string(_, Number)
    ->  atomic_list_concat(Front, '|', Kept)
    ;   Kept = Line
    ).

rows_without_times(Folder, Rows) :-
    directory_file_path(Folder, 'grading-report.json', Path),
    setup_call_cleanup(open(Path, read, In, [encoding(utf8)]),
                       json_read_dict(In, Rows0, [default_tag(row)]),
                       close(In)),
    maplist([Row, Kept]>>del_dict(seconds, Row, _, Kept), Rows0, Rows).

feedback_files(Folder, Files) :-
    directory_file_path(Folder, feedback, Feedback),
    directory_files(Feedback, Names0),
    exclude([N]>>memberchk(N, ['.', '..']), Names0, Names1),
    msort(Names1, Names),
    maplist([Name, Name-Text]>>( atom_concat('feedback/', Name, File),
                                 file_text(File, Folder, Text) ),
            Names, Files).
