% Never finishes loading.
:- repeat, fail.
