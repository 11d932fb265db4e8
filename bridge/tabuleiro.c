/* The foreign library `tabuleiro`: the C core's games as Prolog predicates.
 *
 * Every predicate takes the game's name first and the game's own terms
 * (rules list, board, player, moves) as the rules files define them, so the
 * pure-Prolog encodings and this library are interchangeable. No rule is
 * known here: codecs translate terms, the core answers.
 */
#include <SWI-Prolog.h>
#include <stdio.h>
#include <string.h>

#include "../c_core/perft.h"
#include "../c_core/search.h"
#include "codec.h"
#include "teeko_db.h"

#define MAX_PERFT_DEPTH 32
#define DEFAULT_SEARCH_MS 1000

static functor_t FUNCTOR_depth1, FUNCTOR_time_ms1, FUNCTOR_seed1, FUNCTOR_search4;
static atom_t ATOM_draw;

/* Game, Rules, Board, Player: the four arguments most predicates start with. */
static int get_game_position(term_t game, term_t rules, term_t board, term_t player,
                             const bridge_codec **codec, tb_position *pos) {
    return codec_for(game, codec) && get_position(*codec, rules, board, player, pos);
}

static foreign_t c_valid_moves(term_t game, term_t rules, term_t board,
                               term_t player, term_t moves) {
    const bridge_codec *codec;
    tb_position pos;
    tb_move_list list;
    if (!get_game_position(game, rules, board, player, &codec, &pos)) return FALSE;
    codec->game->generate(&pos, &list);
    if (codec->unify_moves) return codec->unify_moves(moves, &pos, &list);
    term_t result = PL_new_term_ref(), move = PL_new_term_ref();
    if (!result || !move) return FALSE;
    PL_put_nil(result);
    for (int i = list.count - 1; i >= 0; i--)
        if (!codec->put_move(move, &pos, list.moves[i]) || !PL_cons_list(result, move, result))
            return FALSE;
    return PL_unify(moves, result);
}

static foreign_t c_apply_move(term_t game, term_t rules, term_t board, term_t player,
                              term_t move, term_t new_board, term_t new_player) {
    const bridge_codec *codec;
    tb_position pos;
    tb_move m;
    if (!get_game_position(game, rules, board, player, &codec, &pos) ||
        !codec->get_move(move, &pos, &m) || !tb_is_legal(codec->game, &pos, m))
        return FALSE;
    codec->game->apply(&pos, m);
    return codec->unify_board(new_board, &pos) &&
           unify_player(codec->game, new_player, pos.to_move);
}

/* The position `pos` is Board1-Player1 as ==/2 compares the terms
 * c_apply_move gives: its terms are built in `board1` and `player1`
 * (fresh term references) and compared, then forgotten. */
static int position_is(const bridge_codec *codec, const tb_position *pos, term_t new_board,
                       term_t new_player, term_t board1, term_t player1, int *same) {
    fid_t frame = PL_open_foreign_frame();
    if (!frame) return FALSE;
    if (!codec->unify_board(board1, pos) || !unify_player(codec->game, player1, pos->to_move)) {
        PL_close_foreign_frame(frame);
        return FALSE;
    }
    *same = PL_compare(board1, new_board) == 0 && PL_compare(player1, new_player) == 0;
    PL_discard_foreign_frame(frame);
    return TRUE;
}

/* Move: the first legal move of Board-Player, in the standard order of
 * terms, after which the position is Board1-Player1 (position_is); fails
 * when no move leads there. One call finds a move of a game's history
 * (saved_game.pl), where a c_apply_move per legal move tried read the
 * board again each time. Only a move whose position has Board1-Player1's
 * notation (which the position's terms alone decide) has its terms
 * built and compared; when Board1-Player1 is no position of the game,
 * every move's are. */
static foreign_t c_move_leading_to(term_t game, term_t rules, term_t board, term_t player,
                                   term_t new_board, term_t new_player, term_t move) {
    const bridge_codec *codec;
    tb_position pos, target;
    tb_move_list list;
    char wanted[TB_TEXT_MAX], notation[TB_TEXT_MAX];
    if (!get_game_position(game, rules, board, player, &codec, &pos)) return FALSE;
    term_t board1 = PL_new_term_ref(), player1 = PL_new_term_ref();
    if (!board1 || !player1) return FALSE;
    int known = get_position(codec, rules, new_board, new_player, &target);
    if (known) codec->game->format_position(&target, wanted);
    else PL_clear_exception();
    codec->game->generate(&pos, &list);
    for (int i = 0; i < list.count; i++) {
        tb_position next = pos;
        int same = 0;
        codec->game->apply(&next, list.moves[i]);
        if (known) {
            codec->game->format_position(&next, notation);
            if (strcmp(notation, wanted) != 0) continue;
        }
        if (!position_is(codec, &next, new_board, new_player, board1, player1, &same)) return FALSE;
        if (same) {
            term_t found = PL_new_term_ref();
            return found && codec->put_move(found, &pos, list.moves[i]) && PL_unify(move, found);
        }
    }
    return FALSE;
}

static foreign_t c_winner(term_t game, term_t rules, term_t board, term_t player,
                          term_t winner) {
    const bridge_codec *codec;
    tb_position pos;
    if (!get_game_position(game, rules, board, player, &codec, &pos)) return FALSE;
    switch (codec->game->status(&pos)) {
    case TB_WIN_FIRST:
        return unify_player(codec->game, winner, 0);
    case TB_WIN_SECOND:
        return unify_player(codec->game, winner, 1);
    case TB_DRAW:
        return PL_unify_atom(winner, ATOM_draw);
    default:
        return FALSE;
    }
}

static foreign_t c_value(term_t game, term_t rules, term_t board, term_t player,
                         term_t for_player, term_t value) {
    const bridge_codec *codec;
    tb_position pos;
    int viewer;
    if (!get_game_position(game, rules, board, player, &codec, &pos) ||
        !get_player(codec->game, for_player, &viewer))
        return FALSE;
    return PL_unify_integer(value, codec->game->evaluate(&pos, viewer));
}

/* The core's long work (search, perft) asks this every few milliseconds:
 * Prolog's pending signals run here (call_with_time_limit/2's alarm,
 * Ctrl-C, thread_signal/2), and a handler that raised an exception stops
 * the work; the predicate then fails with that exception pending. */
static int prolog_signal_raised(void *context) {
    (void)context;
    return PL_handle_signals() < 0;
}

static const tb_interrupt prolog_signals = {prolog_signal_raised, NULL};

static int get_positive(term_t term, int low, int high, const char *domain, int *out) {
    if (!PL_get_integer_ex(term, out)) return FALSE;
    if (*out < low || *out > high) return PL_domain_error(domain, term);
    return TRUE;
}

/* depth(D), time_ms(T), seed(S); later options override earlier ones.
 * Without depth or time, the search runs for DEFAULT_SEARCH_MS. */
static int get_search_limits(term_t options, tb_search_limits *limits) {
    term_t tail = PL_copy_term_ref(options), head = PL_new_term_ref(),
           arg = PL_new_term_ref();
    size_t length;
    int value;
    if (!tail || !head || !arg) return FALSE;
    if (PL_skip_list(options, 0, &length) != PL_LIST)
        return PL_is_ground(options) ? PL_type_error("list", options)
                                     : PL_instantiation_error(options);
    while (PL_get_list(tail, head, tail)) {
        if (PL_is_variable(head)) return PL_instantiation_error(head);
        if (!PL_get_arg(1, head, arg)) return PL_domain_error("search_option", head);
        if (PL_is_functor(head, FUNCTOR_depth1)) {
            if (!get_positive(arg, 1, TB_MAX_DEPTH, "search_depth", &value)) return FALSE;
            limits->max_depth = value;
        } else if (PL_is_functor(head, FUNCTOR_time_ms1)) {
            if (!get_positive(arg, 1, 86400000, "search_time", &value)) return FALSE;
            limits->time_ms = value;
        } else if (PL_is_functor(head, FUNCTOR_seed1)) {
            if (!get_positive(arg, 0, 0x7fffffff, "search_seed", &value)) return FALSE;
            limits->seed = (uint64_t)value;
        } else {
            return PL_domain_error("search_option", head);
        }
    }
    return TRUE;
}

/* The search of c_best_move and c_search: its move unified with `move`
 * and everything else in `result`. FALSE with an exception pending for a
 * bad argument, an interrupt or no memory; FALSE alone for a position
 * without a move or a move that differs. */
static int search_move(term_t game, term_t rules, term_t board, term_t player,
                       term_t options, term_t move, tb_search_result *result) {
    const bridge_codec *codec;
    tb_position pos;
    tb_search_limits limits = {0};
    term_t best = PL_new_term_ref();
    if (!best || !get_game_position(game, rules, board, player, &codec, &pos) ||
        !get_search_limits(options, &limits))
        return FALSE;
    /* A search with neither limit would go on for ever. */
    if (limits.max_depth == 0 && limits.time_ms == 0) limits.time_ms = DEFAULT_SEARCH_MS;
    limits.interrupt = &prolog_signals;
    if (!tb_search(codec->game, &pos, &limits, result))
        return PL_resource_error("memory");
    if (result->interrupted) return FALSE;
    return result->best && codec->put_move(best, &pos, result->best) && PL_unify(move, best);
}

static foreign_t c_best_move(term_t game, term_t rules, term_t board, term_t player,
                             term_t options, term_t move, term_t score) {
    tb_search_result result;
    return search_move(game, rules, board, player, options, move, &result) &&
           PL_unify_integer(score, result.score);
}

/* Stats: search(Score, Depth, Nodes, Seconds), from tb_search_result. */
static int unify_stats(term_t stats, const tb_search_result *result) {
    return PL_unify_term(stats, PL_FUNCTOR, FUNCTOR_search4, PL_INT, result->score,
                         PL_INT, result->depth, PL_INT64, (int64_t)result->nodes,
                         PL_FLOAT, result->seconds);
}

static foreign_t c_search(term_t game, term_t rules, term_t board, term_t player,
                          term_t options, term_t move, term_t stats) {
    tb_search_result result;
    return search_move(game, rules, board, player, options, move, &result) &&
           unify_stats(stats, &result);
}

/* As c_search, and Line the search's principal variation (tb_search_result's
 * line): a list of move terms, Move first, each of the position the moves
 * before it lead to. */
static foreign_t c_search_line(term_t game, term_t rules, term_t board, term_t player,
                               term_t options, term_t move, term_t stats, term_t line) {
    tb_search_result result;
    const bridge_codec *codec;
    tb_position pos;
    if (!search_move(game, rules, board, player, options, move, &result) ||
        !unify_stats(stats, &result) ||
        !get_game_position(game, rules, board, player, &codec, &pos))
        return FALSE;
    term_t list = PL_copy_term_ref(line), head = PL_new_term_ref(), term = PL_new_term_ref();
    if (!list || !head || !term) return FALSE;
    for (int i = 0; i < result.line_length; i++) {
        if (!PL_unify_list(list, head, list) ||
            !codec->put_move(term, &pos, result.line[i]) || !PL_unify(head, term))
            return FALSE;
        codec->game->apply(&pos, result.line[i]);
    }
    return PL_unify_nil(list);
}

static foreign_t c_perft(term_t game, term_t rules, term_t board, term_t player,
                         term_t depth, term_t nodes) {
    const bridge_codec *codec;
    tb_position pos;
    int plies;
    uint64_t count;
    if (!get_game_position(game, rules, board, player, &codec, &pos) ||
        !get_positive(depth, 0, MAX_PERFT_DEPTH, "perft_depth", &plies) ||
        !tb_perft_interruptible(codec->game, &pos, plies, &prolog_signals, &count))
        return FALSE;
    return PL_unify_uint64(nodes, count);
}

static foreign_t c_notation_position(term_t game, term_t text, term_t rules,
                                     term_t board, term_t player) {
    const bridge_codec *codec;
    uint32_t bits;
    char *notation;
    size_t length;
    tb_position pos;
    tb_error err;
    if (!codec_for(game, &codec) || !get_rules(codec->game, rules, &bits) ||
        !PL_get_nchars(text, &length, &notation,
                       CVT_ATOM | CVT_STRING | CVT_EXCEPTION | REP_UTF8))
        return FALSE;
    if (strlen(notation) != length || !codec->game->parse_position(notation, bits, &pos, &err)) {
        char domain[64];
        snprintf(domain, sizeof domain, "%s_notation", codec->game->name);
        return raise_domain_error(domain, text,
                                  strlen(notation) != length ? "the text holds a NUL character"
                                                             : err.message);
    }
    return codec->unify_board(board, &pos) && unify_player(codec->game, player, pos.to_move);
}

static foreign_t c_position_notation(term_t game, term_t rules, term_t board,
                                     term_t player, term_t text) {
    const bridge_codec *codec;
    tb_position pos;
    char notation[TB_TEXT_MAX];
    if (!get_game_position(game, rules, board, player, &codec, &pos)) return FALSE;
    codec->game->format_position(&pos, notation);
    return PL_unify_chars(text, PL_ATOM | REP_UTF8, (size_t)-1, notation);
}

install_t install_tabuleiro(void) {
    FUNCTOR_depth1 = PL_new_functor(PL_new_atom("depth"), 1);
    FUNCTOR_time_ms1 = PL_new_functor(PL_new_atom("time_ms"), 1);
    FUNCTOR_seed1 = PL_new_functor(PL_new_atom("seed"), 1);
    FUNCTOR_search4 = PL_new_functor(PL_new_atom("search"), 4);
    ATOM_draw = PL_new_atom("draw");
    install_codecs();
    install_teeko_db();
    PL_register_foreign("c_valid_moves", 5, c_valid_moves, 0);
    PL_register_foreign("c_apply_move", 7, c_apply_move, 0);
    PL_register_foreign("c_move_leading_to", 7, c_move_leading_to, 0);
    PL_register_foreign("c_winner", 5, c_winner, 0);
    PL_register_foreign("c_value", 6, c_value, 0);
    PL_register_foreign("c_best_move", 7, c_best_move, 0);
    PL_register_foreign("c_search", 7, c_search, 0);
    PL_register_foreign("c_search_line", 8, c_search_line, 0);
    PL_register_foreign("c_perft", 6, c_perft, 0);
    PL_register_foreign("c_notation_position", 5, c_notation_position, 0);
    PL_register_foreign("c_position_notation", 5, c_position_notation, 0);
}
