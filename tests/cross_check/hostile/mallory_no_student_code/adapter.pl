% No code at all: the kit is not pointed at any predicate of hers.
grade_game(teeko).
grade_options([]).
