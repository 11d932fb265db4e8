/* Saved games: reading the file and replaying its moves (saved_game.h).
 *
 * The file's bytes are never copied into fixed-size buffers: lines are
 * spans of the text, so any length and any byte (NUL included) is read as
 * it is. A message quotes the file's bytes exactly as the Prolog reader,
 * which reads the file as octets, quotes its codes, control characters
 * shown as '?' (so that a file cannot send escape sequences to the
 * terminal that shows the message).
 *
 * The file is written by people too: the words of the header may come in
 * any case ("Game: ..."), and the last line may lack its newline.
 */
#include "saved_game.h"
#include "players.h"

#include <ctype.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

                 /* Spans of the text */

/* Bytes of the text, not NUL-terminated. */
typedef struct span {
    const char *start;
    size_t length;
} span;

static const span nothing = {"", 0};

static int is_blank(char c) { return c == ' ' || c == '\t'; }

static span trimmed(span s) {
    while (s.length > 0 && is_blank(s.start[0])) s.start++, s.length--;
    while (s.length > 0 && is_blank(s.start[s.length - 1])) s.length--;
    return s;
}

/* The n bytes at a and b are the same, ASCII letters in either case. */
static int same_letters(const char *a, const char *b, size_t n) {
    for (size_t i = 0; i < n; i++)
        if (tolower((unsigned char)a[i]) != tolower((unsigned char)b[i])) return 0;
    return 1;
}

static int span_is(span s, const char *word) {
    return s.length == strlen(word) && same_letters(s.start, word, s.length);
}

/* When `s` starts with `prefix` (in any case), the rest of it in `rest`. */
static int starts_with(span s, const char *prefix, span *rest) {
    size_t n = strlen(prefix);
    if (s.length < n || !same_letters(s.start, prefix, n)) return 0;
    *rest = (span){s.start + n, s.length - n};
    return 1;
}

/* The span in lower case, NUL-terminated, in `out`; 0 when it does not
 * fit (then it is no name of a game or a rule option either). */
static int lowered(span s, char out[TB_TEXT_MAX]) {
    if (s.length >= TB_TEXT_MAX || memchr(s.start, '\0', s.length)) return 0;
    for (size_t i = 0; i < s.length; i++) out[i] = (char)tolower((unsigned char)s.start[i]);
    out[s.length] = '\0';
    return 1;
}

/* "key: value": the value, trimmed. */
static int field_value(span line, const char *key_and_colon, span *value) {
    if (!starts_with(line, key_and_colon, value)) return 0;
    *value = trimmed(*value);
    return 1;
}

                 /* Messages */

/* Rejects the file at `line`; the message is "line N", then `head`, the
 * bytes of `quoted`, `tail`. Returns 0, for `return reject(...)`. */
static int reject(tb_saved_game_error *err, long line, const char *head, span quoted,
                  const char *tail) {
    char number[32];
    size_t number_length = (size_t)snprintf(number, sizeof number, "line %ld", line);
    size_t head_length = strlen(head), tail_length = strlen(tail);
    size_t length = number_length + head_length + quoted.length + tail_length;
    err->line = line;
    err->message = malloc(length + 1);
    err->length = err->message ? length : 0;
    if (!err->message) return 0;
    char *p = err->message;
    memcpy(p, number, number_length);
    memcpy(p += number_length, head, head_length);
    p += head_length;
    for (size_t i = 0; i < quoted.length; i++) {
        unsigned char c = (unsigned char)quoted.start[i];
        p[i] = c < 32 || c == 127 ? '?' : (char)c;
    }
    memcpy(p += quoted.length, tail, tail_length);
    p[tail_length] = '\0';
    return 0;
}

void tb_saved_game_error_free(tb_saved_game_error *err) {
    free(err->message);
    err->message = NULL;
    err->length = 0;
}

                 /* Lines */

typedef struct line_reader {
    const char *text;
    size_t length, offset;
    long number; /* lines read so far */
} line_reader;

/* A line: its bytes without the "\n" and a "\r" before it. */
typedef struct line {
    span content;
    long number;
} line;

static int read_line(line_reader *r, line *out) {
    if (r->offset >= r->length) return 0;
    const char *start = r->text + r->offset;
    size_t rest = r->length - r->offset;
    const char *newline = memchr(start, '\n', rest);
    size_t length = newline ? (size_t)(newline - start) : rest;
    r->offset += length + (newline != NULL);
    out->number = ++r->number;
    if (length > 0 && start[length - 1] == '\r') length--;
    out->content = (span){start, length};
    return 1;
}

/* The next line that says something, trimmed: blank lines and comments
 * are skipped. (Saving writes a whole file or none, so a last line
 * without its newline is one a person left so.) */
static int next_significant(line_reader *r, line *out) {
    while (read_line(r, out)) {
        out->content = trimmed(out->content);
        if (out->content.length > 0 && out->content.start[0] != '#') return 1;
    }
    return 0;
}

                 /* The header */

typedef struct reader {
    line_reader lines;
    tb_saved_game *out;
    tb_saved_game_error *err;
} reader;

/* The next line of the header; none left is an error too. */
static int next_field(reader *r, line *field) {
    if (next_significant(&r->lines, field)) return 1;
    return reject(r->err, r->lines.number + 1, ": the file ends before the \"moves:\" line",
                  nothing, "");
}

static int read_game(reader *r) {
    line field;
    span name;
    if (!next_field(r, &field)) return 0;
    if (!field_value(field.content, "game:", &name))
        return reject(r->err, field.number, ": expected \"game: NAME\"", nothing, "");
    char lower[TB_TEXT_MAX];
    r->out->game = lowered(name, lower) ? tb_find_game(lower) : NULL;
    if (!r->out->game) return reject(r->err, field.number, ": unknown game \"", name, "\"");
    return 1;
}

/* "standard", or rule option names separated by commas, each once. */
static int read_rules(reader *r) {
    const tb_game *game = r->out->game;
    line field;
    span list;
    if (!next_field(r, &field)) return 0;
    if (!field_value(field.content, "rules:", &list) || list.length == 0)
        return reject(r->err, field.number,
                      ": expected \"rules: standard\" or \"rules: OPTION, ...\"", nothing, "");
    r->out->rules = 0;
    if (span_is(list, "standard")) return 1;
    for (;;) {
        const char *comma = memchr(list.start, ',', list.length);
        size_t length = comma ? (size_t)(comma - list.start) : list.length;
        span name = trimmed((span){list.start, length});
        char lower[TB_TEXT_MAX];
        int bit = lowered(name, lower) ? tb_rule_bit(game, lower) : -1;
        if (bit < 0) {
            char tail[TB_TEXT_MAX];
            snprintf(tail, sizeof tail, "\" of %s", game->name);
            return reject(r->err, field.number, ": unknown rule option \"", name, tail);
        }
        if (r->out->rules >> bit & 1)
            return reject(r->err, field.number, ": rule option \"", name, "\" given twice");
        r->out->rules |= 1u << bit;
        if (!comma) return 1;
        list = (span){comma + 1, list.length - length - 1};
    }
}

/* "player P: human" or "player P: computer level L", P the name of the
 * player with index `player`. */
static int read_player(reader *r, int player) {
    const char *name = r->out->game->player_names[player];
    char human[TB_TEXT_MAX], computer[TB_TEXT_MAX];
    line field;
    span level;
    if (!next_field(r, &field)) return 0;
    snprintf(human, sizeof human, "player %s: human", name);
    snprintf(computer, sizeof computer, "player %s: computer level ", name);
    tb_saved_player *side = &r->out->players[player];
    if (span_is(field.content, human)) {
        *side = (tb_saved_player){0, 0};
        return 1;
    }
    if (starts_with(field.content, computer, &level) && level.length == 1 &&
        level.start[0] >= '1' && level.start[0] <= '9') {
        int number = level.start[0] - '0';
        if (number > tb_max_level(r->out->game)) {
            char text[TB_TEXT_MAX];
            snprintf(text, sizeof text, ": %s has no computer level %d", r->out->game->name, number);
            return reject(r->err, field.number, text, nothing, "");
        }
        *side = (tb_saved_player){1, number};
        return 1;
    }
    char expected[2 * TB_TEXT_MAX];
    snprintf(expected, sizeof expected,
             ": expected \"player %s: human\" or \"player %s: computer level L\"", name, name);
    return reject(r->err, field.number, expected, nothing, "");
}

static int read_moves_header(reader *r) {
    line field;
    if (!next_field(r, &field)) return 0;
    if (!span_is(field.content, "moves:"))
        return reject(r->err, field.number, ": expected \"moves:\"", nothing, "");
    return 1;
}

                 /* Positions seen, for the draw by repetition */

/* How often a position occurred; a count of 0 marks a free slot. */
typedef struct position_tally {
    tb_position position;
    long count;
} position_tally;

/* An open-addressing hash table of the positions seen: a long game costs
 * one look-up per move, not a scan of every earlier position. */
typedef struct position_counts {
    const tb_game *game;
    position_tally *slots;
    size_t capacity; /* a power of two, or 0 */
    size_t used;
} position_counts;

/* Field by field: the padding of tb_position is not part of a position. */
static int same_position(const tb_position *a, const tb_position *b) {
    return memcmp(a->bits, b->bits, sizeof a->bits) == 0 &&
           memcmp(a->small, b->small, sizeof a->small) == 0 && a->rules == b->rules &&
           a->to_move == b->to_move;
}

/* The slot holding `pos`, or the free slot where it goes. */
static position_tally *slot_of(position_tally *slots, size_t capacity, const tb_game *game,
                               const tb_position *pos) {
    size_t i = (size_t)game->hash(pos) & (capacity - 1);
    while (slots[i].count && !same_position(&slots[i].position, pos)) i = (i + 1) & (capacity - 1);
    return &slots[i];
}

static int grow(position_counts *c) {
    size_t capacity = c->capacity ? 2 * c->capacity : 64;
    position_tally *slots = calloc(capacity, sizeof *slots);
    if (!slots) return 0;
    for (size_t i = 0; i < c->capacity; i++)
        if (c->slots[i].count)
            *slot_of(slots, capacity, c->game, &c->slots[i].position) = c->slots[i];
    free(c->slots);
    c->slots = slots;
    c->capacity = capacity;
    return 1;
}

/* Counts one more occurrence of `pos`: how many there are now, or 0 when
 * out of memory. The table is kept at most half full. */
static long count_occurrence(position_counts *c, const tb_position *pos) {
    if (2 * (c->used + 1) > c->capacity && !grow(c)) return 0;
    position_tally *tally = slot_of(c->slots, c->capacity, c->game, pos);
    if (tally->count == 0) {
        tally->position = *pos;
        c->used++;
    }
    return ++tally->count;
}

                 /* The moves */

/* A third occurrence ends the game in a draw (as prolog/tabuleiro/game_state.pl). */
#define DRAWING_OCCURRENCE 3

static tb_status outcome_of(const tb_game *game, const tb_position *pos, long occurrences) {
    tb_status status = game->status(pos);
    if (status != TB_ONGOING) return status;
    return occurrences >= DRAWING_OCCURRENCE ? TB_DRAW : TB_ONGOING;
}

/* The bytes lower-cased (ASCII) without spaces, tabs and dashes, into
 * `key`; their number, or -1 when they do not fit: such a text names no
 * move, since every typed move fits. */
static long typed_key(const char *text, size_t length, char key[TB_TEXT_MAX]) {
    size_t n = 0;
    for (size_t i = 0; i < length; i++) {
        char c = text[i];
        if (c == ' ' || c == '\t' || c == '-') continue;
        if (n == TB_TEXT_MAX) return -1;
        key[n++] = c >= 'A' && c <= 'Z' ? (char)(c - 'A' + 'a') : c;
    }
    return (long)n;
}

/* A key that begins with a word the game's saved moves once began with
 * (tb_game.former_move_words) gets the word written now instead. */
static long current_move_words(const tb_game *game, char key[TB_TEXT_MAX], long length) {
    for (int i = 0; game->former_move_words && game->former_move_words[i][0]; i++) {
        const char *old_word = game->former_move_words[i][0];
        const char *new_word = game->former_move_words[i][1];
        size_t old_length = strlen(old_word), new_length = strlen(new_word);
        if ((size_t)length < old_length || memcmp(key, old_word, old_length) != 0) continue;
        long new_key_length = length - (long)old_length + (long)new_length;
        if (new_key_length > TB_TEXT_MAX) return -1;
        memmove(key + new_length, key + old_length, (size_t)length - old_length);
        memcpy(key, new_word, new_length);
        return new_key_length;
    }
    return length;
}

tb_move tb_saved_game_match_move(const tb_game *game, const tb_position *pos,
                                 const char *text, size_t length) {
    char wanted[TB_TEXT_MAX], typed[TB_TEXT_MAX], key[TB_TEXT_MAX];
    long wanted_length = typed_key(text, length, wanted);
    if (wanted_length >= 0) wanted_length = current_move_words(game, wanted, wanted_length);
    if (wanted_length < 0) return 0;
    tb_move_list list;
    game->generate(pos, &list);
    for (int i = 0; i < list.count; i++) {
        game->format_typed_move(pos, list.moves[i], typed);
        if (typed_key(typed, strlen(typed), key) == wanted_length &&
            memcmp(key, wanted, (size_t)wanted_length) == 0)
            return list.moves[i];
    }
    return 0;
}

static int reject_move(reader *r, const line *move_line) {
    span shown = move_line->content;
    int cut = shown.length > TB_SAVED_GAME_ECHO_MAX;
    if (cut) shown.length = TB_SAVED_GAME_ECHO_MAX;
    return reject(r->err, move_line->number, ": \"", shown,
                  cut ? "...\" is not a legal move here" : "\" is not a legal move here");
}

/* Plays the move lines from the start position. */
static int replay_moves(reader *r, position_counts *seen) {
    const tb_game *game = r->out->game;
    tb_position *pos = &r->out->final_position;
    game->initial(pos, r->out->rules);
    long occurrences = count_occurrence(seen, pos);
    if (!occurrences) return reject(r->err, r->lines.number, ": out of memory", nothing, "");
    line move_line;
    while (next_significant(&r->lines, &move_line)) {
        if (outcome_of(game, pos, occurrences) != TB_ONGOING)
            return reject(r->err, move_line.number, ": the game is already over", nothing, "");
        tb_move move = tb_saved_game_match_move(game, pos, move_line.content.start,
                                                move_line.content.length);
        if (!move) return reject_move(r, &move_line);
        game->apply(pos, move);
        r->out->move_count++;
        occurrences = count_occurrence(seen, pos);
        if (!occurrences)
            return reject(r->err, move_line.number, ": out of memory", nothing, "");
    }
    r->out->outcome = outcome_of(game, pos, occurrences);
    return 1;
}

int tb_saved_game_replay(const char *text, size_t length, tb_saved_game *out,
                         tb_saved_game_error *err) {
    *err = (tb_saved_game_error){0, NULL, 0};
    memset(out, 0, sizeof *out);
    if (length > TB_SAVED_GAME_MAX_BYTES) {
        char too_large[64];
        int n = snprintf(too_large, sizeof too_large, "larger than %u MiB, too large for a saved game",
                         TB_SAVED_GAME_MAX_BYTES >> 20);
        err->message = malloc((size_t)n + 1);
        if (err->message) memcpy(err->message, too_large, (size_t)n + 1);
        err->length = err->message ? (size_t)n : 0;
        return 0;
    }
    reader r = {.lines = {text, length, 0, 0}, .out = out, .err = err};
    if (!read_game(&r) || !read_rules(&r) || !read_player(&r, 0) || !read_player(&r, 1) ||
        !read_moves_header(&r))
        return 0;
    position_counts seen = {.game = out->game};
    int replayed = replay_moves(&r, &seen);
    free(seen.slots);
    return replayed;
}
