/* The helpers that several suites share (helpers.h). */
#include "helpers.h"

#include <check.h>
#include <string.h>

tb_position position_of(const tb_game *game, const char *notation, uint32_t rules) {
    tb_position pos;
    tb_error err = {{0}};
    int parsed = game->parse_position(notation, rules, &pos, &err);
    ck_assert_msg(parsed, "cannot parse '%s': %s", notation, err.message);
    return pos;
}

tb_move find_move(const tb_game *game, const tb_position *pos, const char *text) {
    tb_move_list list;
    char written[TB_TEXT_MAX];
    game->generate(pos, &list);
    for (int i = 0; i < list.count; i++) {
        game->format_move(pos, list.moves[i], written);
        if (strcmp(written, text) == 0) return list.moves[i];
    }
    return 0;
}

void notation_rejected(const tb_game *game, const char *notation, uint32_t rules,
                       const char *words) {
    tb_position pos;
    tb_error err = {{0}};
    ck_assert_msg(!game->parse_position(notation, rules, &pos, &err), "'%s' was accepted",
                  notation);
    ck_assert_msg(err.message[0] != '\0', "'%s': no reason given", notation);
    if (words)
        ck_assert_msg(strstr(err.message, words) != NULL, "'%s': message '%s' lacks '%s'",
                      notation, err.message, words);
}
