:- module(echek_position_sets, []).
:- use_module('../game_plugin', []).

/** <module> Echek's ready sets of positions for the cross-check (hook ready_set/4) */

%   What each set claims of every one of its positions:
%
%     - `passes`: the player to move must pass;
%     - `queen_removals`: a legal move leaves a Queen surrounded,
%       and she leaves the game for good;
%     - `surrounds`: a legal move surrounds a King (its owner
%       loses, the mover's own King included) or both (a draw), or one
%       just did (the game is over); some surrounds need a border;
%     - `bishop_recalls`: placing the Bishop sends a piece back
%       to its owner's reserve;
%     - `swaps`: the player to move may swap King and Rook;
%     - `pawn_steps`: the Pawn may be placed and stepped at once;
%     - `four_by_four_limit`: the pieces span 4 rows or columns,
%       and a cell beyond that border, beside the mover's pieces and
%       not beside the enemy King, is refused to a placement;
%     - `split_tables` (rules `[draft_bishop]`): a Queen leaving
%       the game has split the table; only moves that join it again are
%       legal.

tabuleiro_game_plugin:ready_set(echek, passes, [],
          [ 'Nprb/.PK./..k./Bn.R b - S',
            '.K.B/..k./nQPb/pRrN b - -',
            'B.kR/.Krp/n.qP/..Nb w - s',
            'N.bP/.kBr/Q..K/..np b R -',
            'b.../rK.R/pBk./n..N b P -',
            'bNPB/..K./rn.q/Rk.. w p s',
            'n..b/.KR./B..N/Pk.r w p s',
            'r..B/n.R./PK../p.kN w b s',
            'rR../PpKn/.k../b.B. b N -',
            'p..N/.KrP/k.bB/..nR w - -',
            'PnrR/Np.q/..K./kb.B w - -'
          ]).
tabuleiro_game_plugin:ready_set(echek, queen_removals, [],
          [ '.b.n/..k./N.KB/.Q.. b RPqrp Ss',
            'bn.Q/.qrN/.kKB/pP.. b R Ss',
            'bn.q/prQR/kPKB/.N.. b - S',
            '.nk./pQ.b/.RK./.B.N b Pqr Ss',
            '..kR/nr.K/.pb./N.PB b q S',
            '..R./kKp./.B.n/.Qb. b NPqr Ss',
            '..q./bkp./.K.R/.BQ. b NPrn Ss',
            '.pr./.RK./.B.k/PQ.n b Nb Ss',
            'nr.q/N..b/.p.k/BRKP w - -',
            '.nNb/p..B/Pk.r/.K.. w QR Ss',
            '..k./q.rb/PKn./..RB w QNp Ss',
            'rnb./.pPk/...K/..B. w QRNq Ss'
          ]).
tabuleiro_game_plugin:ready_set(echek, surrounds, [],
          [ '..n/.b./.k./RK. w QBNPqrp Ss',
            '..n/.b./.k./RKN b QBPqrp Ss',
            '.Nq./..Pb/rpKk w QRBn Ss',
            '...N/..q./..Pb/rpKk b QRBn Ss',
            '..pB/...K/bk.N/n.rR b P Ss',
            '...B/..pK/bk.N/n.rR w P Ss',
            '...N/q.Qr/nkBb/.KPR b p Ss',
            '...N/..Qr/nkBb/qKPR w p Ss',
            '..qr/np../bkRN/K.BP w - s',
            'Rp.n/BNrk/.b../.PQK w - Ss',
            '.p.b/B.rk/.QK./..NP w Rqn S',
            'BP../bNR./rpKQ/n..k b - Ss',
            '...p/...b/q.k./RKPB w QNrn Ss',
            '...p/BKk./NP.. w QRqrbn Ss',
            '..p./..r./bnk./BPRK w QNq s',
            '..r./pnb./NBkK/P..R w - S'
          ]).
tabuleiro_game_plugin:ready_set(echek, bishop_recalls, [],
          [ 'k/Q/K b RBNPqrbnp Ss',
            '..k./RKQN b BPqrbnp Ss',
            'k./KP/r. b QRBNqbnp Ss',
            '...R/...B/..K./pk.. b QNPqrbn Ss',
            '...n/..p./RKk./.N.. b QBPqrb Ss',
            '.n../.k.P/.RK./q..Q b BNrbp s',
            '...b/...p/k.q./.KPr w RBNn Ss',
            '.k./q.K w QRBNPrbnp Ss',
            'p../.kK/.RP/q.. w QBNrbn Ss',
            'B.../N..Q/.PR./k.K. b rbnp Ss',
            '..Np/R.P./BKk./.Q.. b qrbn Ss'
          ]).
tabuleiro_game_plugin:ready_set(echek, swaps, [],
          [ '..k./RKQN w BPqrbnp Ss',
            '...p/...b/q.k./RKPB w QNrn Ss',
            'rpnq/bk../BK../RPQ. w N Ss',
            'nb../..kp/..KR/PB.. w QNqr Ss',
            'qb../.k../.KPR/N... w QBrnp Ss',
            '..kn/.KRp/QBPr/N..b b - s',
            'bk.p/..rn/.KN./BP.R b - Ss',
            'p../.kK/.RP/q.. w QBNrbn Ss'
          ]).
tabuleiro_game_plugin:ready_set(echek, pawn_steps, [],
          [ 'k/K w QRBNPqrbnp Ss',
            '..k./RKQN w BPqrbnp Ss',
            'K.kn/.Brb/R.NQ/P... b p Ss',
            'b.../.k.B/q.KP/...R b QNrnp Ss',
            'BK/.k b QRNPqrbnp Ss',
            '.nP/.kq/.K./R.. b QBNrbp Ss',
            '...b/..n./rkq./BK.N w RPp Ss',
            '..kb/BNKp w QRPqrn Ss'
          ]).
tabuleiro_game_plugin:ready_set(echek, four_by_four_limit, [],
          [ '..k./RKQN w BPqrbnp Ss',
            '...b/..np/.k../K.q. w QRBNPr Ss',
            'pb../.k../.K../P.RB w Nqrn Ss',
            'NPn./b.qB/..k./pRK. w Qr Ss',
            'p.../b.rn/PB.k/..KN b Rq Ss',
            '..p./n.kb/BqKP/...R w QNr Ss',
            '.b.R/pk.N/..K./..P. b QBqrn Ss',
            '..b/p.r/.k./..K w QRBNPqn Ss',
            '..R./brpK/..k. b QBNPqn Ss',
            '.p.n/k.K./..RQ/PB.. b Nqrb Ss',
            '.kpb/.K../P.B. w QRNqrn Ss',
            'qk../.K.N/..P. b QRBrbnp Ss'
          ]).
tabuleiro_game_plugin:ready_set(echek, split_tables, [draft_bishop],
          [ 'b..../..p../.k.KR/.r.../..P../..B.. w QNn Ss',
            '...k.n/...Rp./..P.../b..NK./.B.... w r s',
            '.....b/...p../..P.k./B.K.../.N.... w QRrn Ss',
            '....b/n.p../k..r./K.PR./NBQ.. w - Ss',
            '..b../.n.kr/.q..p/.NKR./..P../B.... b - s',
            'B..../..Kkn/.N.../..bpr/...P. b Rq Ss',
            'b..../..r.R/.Pnk./...p./.KN../...B. w - S',
            '....B/..R../.knN./pKP../q.... w rb Ss',
            '.kn.../..r.../.K.RN./B.Pp../.....b b - S',
            '...bP/...n./.kKRq/..Np./B.... b r Ss',
            'b..B./..kn./.r.p./..KRN/.Q.P. b - Ss',
            '..pk./..r.B/.Q.PK/..NR./b.... b n -'
          ]).

%   The names of the first ready sets, kept for those who use them.

tabuleiro_game_plugin:set_union(echek, passes_and_splits, [passes, split_tables]).
