% Answers the grader before it asks, then stops reading: its questions
% fill the pipe to her process, and a grader whose writes were not
% bounded would wait for ever, grading none of her classmates after her.
% Her canned answer says that a position has no moves: the grader then
% asks her to name the legal moves she missed, long questions that fill
% the pipe.

loaded_line('loaded(_{game:shi,options:[],problems:[],student:_{api:old,game:shi,players:[samurai,ninja],roles:[valid_moves-valid_moves/3]}}).').

% The protocol's answers go out on a stream of this process's own: any
% stream open for writing but the standard ones.
protocol_output(Out) :-
    stream_property(Out, mode(Mode)),
    memberchk(Mode, [write, append]),
    \+ stream_property(Out, alias(user_output)),
    \+ stream_property(Out, alias(user_error)).

canned_answers :-
    loaded_line(Loaded),
    forall(protocol_output(Out),
           catch(( format(Out, "~w~n", [Loaded]),
                   forall(between(1, 20000, _),
                          format(Out, "facts([],[],none).~n", [])),
                   flush_output(Out) ),
                 _, true)).

:- canned_answers, sleep(1000).
