:- module(tabuleiro_class_entries,
          [ with_class_entries/3,   % +Folder, -Entries, :Goal
            remove_run_folder/1     % +Folder
          ]).
:- use_module(library(apply)).
:- use_module(library(error)).
:- use_module(library(lists)).
:- use_module(library(process)).
:- use_module(library(readutil)).

:- meta_predicate with_class_entries(+, -, 0).

/** <module> The folders of a class, whatever their names

A class arrives as the teacher received it: a folder per student, named
by a zip made on some older system (`jos\xe9`, in Latin-1), or a link to
a classmate's folder.  SWI-Prolog names files in the locale's encoding
and cannot list, let alone open, a name that is not valid in it.  Here
the class is listed by `find`, byte by byte: a name that is not UTF-8 is
shown with `\xHH` escapes and reached through a link of the run's own,
with a plain name; a link at the top of the class is never followed.

What a run leaves in its temporary folders is removed by `rm`, which
needs no name to be readable, after making every folder the teacher owns
writable again (a submission may have made its own folders unreadable).
*/

%!  with_class_entries(+Folder, -Entries, :Goal) is semidet.
%
%   Calls Goal with Entries, the subfolders of Folder in the order of
%   their bytes, hidden ones left out: each `entry(Name, Path, Kind)`,
%   Name the folder's name as shown (an atom; `\xHH` for each byte that
%   is not part of a UTF-8 character), Path a path to it, Kind `folder`
%   or `link` (a symbolic link, not to be followed).  The links made to
%   reach folders with such names are removed after Goal.

with_class_entries(Folder, Entries, Goal) :-
    setup_call_cleanup(class_entries(Folder, Entries, Aliases),
                       Goal,
                       remove_aliases(Aliases)).

class_entries(Folder, Entries, Aliases) :-
    raw_entries(Folder, Raw),
    msort(Raw, Sorted),
    foldl(entry(Folder), Sorted, Entries0, none, Aliases),
    exclude(==(skip), Entries0, Entries).

%   raw_entries(+Folder, -Entries): Bytes-Type for each entry of Folder,
%   Bytes its name's bytes, Type find's letter (d, l, f, ...).
raw_entries(Folder, Entries) :-
    system_command(find, Find),
    process_create(Find, ['-H', Folder, '-mindepth', 1, '-maxdepth', 1, '-printf', '%y%f\\0'],
                   [stdout(pipe(Out)), stderr(null), process(Pid)]),
    set_stream(Out, encoding(octet)),
    read_stream_to_codes(Out, Codes),
    close(Out),
    process_wait(Pid, _),
    split_on_nul(Codes, Records),
    findall(Bytes-Type, ( member([Type|Bytes], Records), Bytes \== [] ), Entries).

split_on_nul([], []) :- !.
split_on_nul(Codes, [Record|Records]) :-
    (   append(Record, [0|Rest], Codes)
    ->  split_on_nul(Rest, Records)
    ;   Record = Codes,
        Records = []
    ).

entry(_, [0'.|_]-_, skip, Aliases, Aliases) :- !.
entry(Folder, Bytes-Type, Entry, Aliases0, Aliases) :-
    (   Type == 0'd
    ->  Kind = folder
    ;   Type == 0'l
    ->  Kind = link
    ),
    !,
    (   phrase(utf8_codes(Codes), Bytes)
    ->  atom_codes(Name, Codes),
        directory_file_path(Folder, Name, Path),
        Aliases = Aliases0
    ;   escaped_name(Bytes, Name),
        alias(Folder, Bytes, Aliases0, Aliases, Path)
    ),
    Entry = entry(Name, Path, Kind).
entry(_, _, skip, Aliases, Aliases).

%   utf8_codes(-Codes)//: the bytes are UTF-8, the characters Codes.
utf8_codes([]) --> [].
utf8_codes([C|Cs]) --> utf8_code(C), utf8_codes(Cs).

utf8_code(C) --> [C], { C < 0x80 }.
utf8_code(C) --> [B0, B1], { B0 >= 0xC2, B0 < 0xE0, tail(B1) },
    { C is (B0 /\ 0x1F) << 6 \/ (B1 /\ 0x3F) }.
utf8_code(C) --> [B0, B1, B2], { B0 >= 0xE0, B0 < 0xF0, tail(B1), tail(B2) },
    { C is (B0 /\ 0x0F) << 12 \/ (B1 /\ 0x3F) << 6 \/ (B2 /\ 0x3F),
      C >= 0x800, \+ between(0xD800, 0xDFFF, C) }.
utf8_code(C) --> [B0, B1, B2, B3], { B0 >= 0xF0, B0 < 0xF5, tail(B1), tail(B2), tail(B3) },
    { C is (B0 /\ 0x07) << 18 \/ (B1 /\ 0x3F) << 12 \/ (B2 /\ 0x3F) << 6 \/ (B3 /\ 0x3F),
      C >= 0x10000, C =< 0x10FFFF }.

tail(B) :- B >= 0x80, B < 0xC0.

%   escaped_name(+Bytes, -Name): printable ASCII as it is, every other
%   byte as \xHH.
escaped_name(Bytes, Name) :-
    foldl(escaped_byte, Bytes, Parts, _, _),
    atomic_list_concat(Parts, Name).

escaped_byte(Byte, Part, _, _) :-
    (   Byte >= 0x20, Byte < 0x7F, Byte \== 0'\\
    ->  char_code(Part, Byte)
    ;   format(atom(Part), '\\x~|~`0t~16r~2+', [Byte])
    ).

%   alias(+Folder, +Bytes, +Aliases0, -Aliases, -Path): Path is a link,
%   in the run's folder of links Aliases (made on first use from none),
%   to the entry of Folder named Bytes.  The shell makes the link, as
%   it takes a name's bytes from printf's octal escapes.
alias(Folder, Bytes, Aliases0, Aliases, Path) :-
    (   Aliases0 == none
    ->  tmp_file(class_links, Aliases),
        make_directory(Aliases)
    ;   Aliases = Aliases0
    ),
    directory_files(Aliases, Made),
    length(Made, N),
    format(atom(Path), '~w/entry-~d', [Aliases, N]),
    foldl(octal_byte, Bytes, Octals, _, _),
    atomic_list_concat(Octals, Escaped),
    system_command(sh, Shell),
    system_command(ln, Ln),
    process_create(Shell, ['-c', 'exec "$4" -s -- "$1/$(printf "%b" "$2")" "$3"', sh,
                           Folder, Escaped, Path, Ln],
                   [stdout(null), stderr(null), process(Pid)]),
    process_wait(Pid, exit(0)).

octal_byte(Byte, Octal, _, _) :-
    format(atom(Octal), '\\0~|~`0t~8r~3+', [Byte]).

remove_aliases(none) :- !.
remove_aliases(Folder) :-
    remove_run_folder(Folder).

%!  remove_run_folder(+Folder) is det.
%
%   Folder, a folder of the run's own, and all in it are gone, whatever
%   the names and modes of what a submission left there.

remove_run_folder(Folder) :-
    (   exists_directory(Folder)
    ->  quiet(chmod, ['-R', 'u+rwX', '--', Folder]),
        quiet(rm, ['-rf', '--', Folder])
    ;   true
    ).

quiet(Command, Arguments) :-
    catch(( system_command(Command, Executable),
            process_create(Executable, Arguments,
                           [stdout(null), stderr(null), process(Pid)]),
            process_wait(Pid, _) ),
          _, true).

%   system_command(+Name, -Executable): the system's command Name, on
%   the PATH or, when the PATH lacks it, in /usr/bin or /bin: these are
%   Debian's essential tools, which a teacher's odd PATH does not remove.
system_command(Name, Executable) :-
    (   absolute_file_name(path(Name), Executable0,
                           [access(execute), file_errors(fail)])
    ->  Executable = Executable0
    ;   member(Dir, ['/usr/bin', '/bin']),
        directory_file_path(Dir, Name, Executable),
        access_file(Executable, execute)
    ->  true
    ;   existence_error(command, Name)
    ).
