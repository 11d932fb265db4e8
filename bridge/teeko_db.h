/* Registers the Teeko database predicates (teeko_db.c). */
#ifndef TB_BRIDGE_TEEKO_DB_H
#define TB_BRIDGE_TEEKO_DB_H

void install_teeko_db(void);

#endif
