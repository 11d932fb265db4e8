:- module(tabuleiro_cross_check_sets,
          [ ready_set/4,            % ?Game, ?Name, -Rules, -Notations
            set_union/3,            % ?Game, ?Name, -Names
            set_name/3              % ?Game, ?Name, -Rules
          ]).

/** <module> The cross-check's ready sets of positions

Random games seldom reach the rules that matter most: a pass, a
checkmate, a Warrior jumping over a hole, a Queen leaving the game, a
surrounded King.  Each ready set gathers hand-chosen positions that
exercise one rule, named for it, for cross_check(Game, [set(Name)]).
The rules documents' own positions are among them; the others were
picked from random games and searches with the C core, for variety
(both players, few and many pieces, the rule met in different ways).
tests/cross_check/ready_sets.pl checks that every position shows what
its set claims, on the C core.

A set is made for some rule options (Rules): its positions are positions
of those rules, and its claim holds under them.
*/

%!  set_name(?Game, ?Name, -Rules) is nondet.
%
%   Name is a ready set of Game, made for the rule options Rules: the
%   hand-made sets of ready_set/4, their unions (set_union/3), and
%   Teeko's `advanced_patterns`, the 58 winning shapes of Advanced
%   Teeko, which cross_check.pl builds with the C core.

set_name(teeko, advanced_patterns, [advanced]).
set_name(Game, Name, Rules) :-
    ready_set(Game, Name, Rules, _).
set_name(Game, Name, []) :-
    set_union(Game, Name, _).

%!  set_union(?Game, ?Name, -Names) is nondet.
%
%   The ready set Name is the union of the sets Names, positions of the
%   standard rules or not (the check skips, and says so, the positions
%   that are not positions of the rules it runs with).  The names of the
%   first ready sets, kept for those who use them.

set_union(shakti, passes_and_mates, [passes, checkmates]).
set_union(echek, passes_and_splits, [passes, split_tables]).

%!  ready_set(?Game, ?Name, -Rules, -Notations) is nondet.
%
%   Notations are the hand-chosen positions of the ready set Name of
%   Game, positions of the rule options Rules.  What each set claims of
%   every one of its positions:
%
%     - teeko `wins`: a player has just won, on a line (of each
%       direction) or a square, in the drop or the move phase, so the
%       position has no moves;
%     - teeko `centre_ban` (rules `[centre_ban]`): the centre c3 is
%       empty in the drop phase; only at the very start (Black to move,
%       no marker down) may no marker be dropped there;
%     - shi `jump_attacks`: a jump attack, over exactly one piece of
%       the attacker's, is legal;
%     - shi `wins_at_four`: a capture leaves the enemy with 4 pieces,
%       or has just done so (the game is over);
%     - shi `no_move`: the player to move has no move at all, and has
%       lost;
%     - shakti `passes`: the player to move must pass (`pass` is the
%       only move);
%     - shakti `checkmates`: the player to move is checkmated, or has
%       a move that checkmates;
%     - shakti `checks`: the player to move is in check;
%     - shakti `jumps_over_holes`: a Warrior's jump (which removes the
%       tile it jumps) or a King's move passes over a hole;
%     - echek `passes`: the player to move must pass;
%     - echek `queen_removals`: a legal move leaves a Queen surrounded,
%       and she leaves the game for good;
%     - echek `surrounds`: a legal move surrounds a King (its owner
%       loses, the mover's own King included) or both (a draw), or one
%       just did (the game is over); some surrounds need a border;
%     - echek `bishop_recalls`: placing the Bishop sends a piece back
%       to its owner's reserve;
%     - echek `swaps`: the player to move may swap King and Rook;
%     - echek `pawn_steps`: the Pawn may be placed and stepped at once;
%     - echek `four_by_four_limit`: the pieces span 4 rows or columns,
%       and a cell beyond that border, beside the mover's pieces and
%       not beside the enemy King, is refused to a placement;
%     - echek `split_tables` (rules `[draft_bishop]`): a Queen leaving
%       the game has split the table; only moves that join it again are
%       legal.

ready_set(teeko, wins, [],
          [ 'bbbb./www../...../...../..... w',
            'bb.../bb.../www../...../..... w',
            'bw.../b.w../b..w./b..../..... w',
            '.b.../..b../...b./....b/ww.w. w',
            '....b/...b./..b../.b.../www.. w',
            '...../..bw./.bw../bw.../w.b.. b',
            'bb.b./...../.wwww/b..../..... b',
            'b...b/.ww../.ww../...../.b..b b',
            '..w../b.w../..w.b/..w../b..b. b',
            'w..b./.w.../b.w../...w./b..b. b',
            'w...b/...b./..b.w/.b.w./w.... w',
            'ww.../...../w..w./...bb/...bb w',
            'ww.../..w../...w./...../.bbbb w'
          ]).
ready_set(teeko, centre_ban, [centre_ban],
          [ '...../...../...../...../..... b',
            '...../...../...../...../b.... w',
            'b..../...../...../...../..... w',
            '...../.b.../...../...../..... w',
            '...../...../...b./...../..... w',
            'w..../...../...../...../....b b',
            '...../.w.b./...../...../..... b',
            'bw.../...../...../...wb/..... b',
            'b.w../.w.../....b/.b.../w.... b',
            '.b.../w...b/...../.w.../b.... w'
          ]).
ready_set(shi, jump_attacks, [],
          [ 'nnnnnn../......../......../......../s......./s......./......../ssss.... s',
            'n......./...n..../......../...s..../.nss.s.n/......../...s..../...n.... s',
            'n.n...n./.....s../...s...s/.n....nn/ns.s..../......../...n..s./........ n',
            '.n....../......../n..s..../..n...../n.....nn/..s....n/.....sss/s..n..ss n',
            '......../......../.s....s./n......./...s..../.n...s../ns....../nn.s.... n',
            '......nn/...s..../.....s../..s..n../s......./n....n../.....sn./.....s.. n',
            '....s.../....s..n/.n.n..../.......s/.nnn..../...s.s../.n....s./s....... n',
            'nn.n.nnn/.....n../.....s../.....n../.....s../......../...s..../.s.ss.ss n',
            '.n...sss/.....n../...n..n./......../......../..n....s/....n.../..n..s.. s',
            '.......s/...s.s../n...nn../...s..../......../..s...n./....n.../...n.... s',
            'sn....../.......s/s.s....n/n.n.s.../....s..s/..n...../......../.n...n.. s',
            '...n.n../.s.n..../.ns...../.s....s./n......./.ns...../......s./.....n.s s'
          ]).
ready_set(shi, wins_at_four, [],
          [ 'nnnn..../......../......../......../s......./s......./......../.sss.... n',
            'nnnn..../......../......../......../......../......../......../ssssssss n',
            'nn....../......../...n..../......../......s./...sn.../..s...s./s..sn... s',
            'n...n.../.n....nn/......../.....s../.......s/....s.../......../......ss n',
            'ns....../......../......../......n./s.s...../n......./.s...nn./....s... n',
            '...n...n/...sn.../......../s.....s./.....n../.....n../..n.s.../..s..... n',
            '.nn.n.../s....n../......../......../.s....../......n./......s./.s.....s s',
            '.....n.n/......n./...n.s.s/...s..../......../......../..n..s../ss...... s',
            '....sn../.s....../s..sn..n/....n.../.....n../......../......../..ss..s. s',
            '.n..n.../......../n......n/......../......../.n..ns../...n..ns/..ss.s.. n',
            'nnn...../.ss..n../.....n../......../......../.......s/...n..../..s.n... s'
          ]).
ready_set(shi, no_move, [],
          [ 'nnnnnnnn/ssssssss/......../......../......../......../......../........ n',
            'ssssssss/nnnnnnnn/......../......../......../......../......../........ s',
            '......../......../......../......../......../......../ssssssss/nnnnnnnn n',
            '......../......../......../......../......../......../nnnnnnnn/ssssssss s',
            'ns....../ns....../ns....../ns....../ns....../ns....../ns....../ns...... n',
            'sn....../sn....../sn....../sn....../sn....../sn....../sn....../sn...... s',
            '......sn/......sn/......sn/......sn/......sn/......sn/......sn/......sn n',
            '......ns/......ns/......ns/......ns/......ns/......ns/......ns/......ns s'
          ]).
ready_set(shakti, passes, [],
          [ 'x..x..x/.x.x.x./..xxx../xxxKxxx/..xxx../.x.x.x./xk.x..x w',
            'x..x..x/.x.x.x./..xxx../xxxKxxx/..xxx../.x.x.x./xk.x.wx w',
            'x.....x/......./kx.x.../x...x../....xw./.x.w.../x....Kx w',
            'x..K.wx/.x.xxxk/wx..x../xxxxxx./x.xxxx./.....x./x.....x w',
            'x..x.Kx/..xxx../.x..wxw/.....x./x..kxx./.xx..x./x.....x w',
            'x.k.K.x/.x..xx./x.xxxxx/.x.xxxx/.xx..wx/.xxxxx./x...x.x w',
            'xk.x..x/.xxxxxw/xx..xxx/x.x.xxx/xxxxxxx/Kxxxxx./x...x.x w',
            'x.....x/....Wx./.x.xxxx/.xxxxxW/Kxxxxx./..xxxx./xkx...x b',
            'x...k.x/....xxW/..x..Wx/.x.x.x./.xxxxx./.x.xx../x.K...x b',
            'x...x.x/WxxxxxW/.xxxxxx/x..xxxx/xxxxkxx/.xxxxx./xKxxx.x b',
            'x.W...x/kxxx.../.xxxxxx/.xxxxx./Wx.xxxx/..x.xx./x.x.K.x b',
            'x.x.xKx/.xxxxxW/xxxxxxx/xxxxxxx/xxxxkxx/.xxxxx./xWxxx.x b'
          ]).
ready_set(shakti, checkmates, [],
          [ 'x.....x/...w.../..xxx../..xKx../..xxx../......./xk....x w',
            'x.....x/..w..../..xxx../..xKx../..xxx../......./xk....x b',
            'x.....x/.xxxxWw/x.x.x../x.xxK.k/...xxxx/Wxx..x./x..xx.x b',
            'x.xxx.x/.xxxxx./.xxxKx./.x..xxx/xx.x.xx/kxxxxw./x.....x b',
            'x.K...x/....xxw/.k.x.xx/...x.xx/..x...x/..x.xx./x...x.x b',
            'xwx...x/.xxxxxK/.xxwxx./..xxxx./.xxx.xW/.xx.xW./x..k..x b',
            'x.w...x/.xx.xxw/.xxxxx./.xxx..K/.xxxxx./.xxxxk./x..x..x b',
            'x.....x/..k.w../..xxx../...xxx./.x.W.x./.xx..W./x.xw.Kx b',
            'x.xx..x/.xx.xx./xxK.xxx/xx.xkxx/xxWxxxw/.xxxxx./x.....x w',
            'x.x...x/Wxxxx../x.xxxx./xxxxxxx/xxKxxxx/.xxxxx./xk.Wx.x w',
            'x.....x/.xxxW../.xxxxx./.xx.x../xxkx.xx/.xxxxx./x...xKx w',
            'x.xxx.x/..x.x../..W.x../xxxxxxk/xx.Kxx./.xxx.x./x.xW..x w'
          ]).
ready_set(shakti, checks, [],
          [ 'x.....x/...k.../......./...w.../...x.../...K.../x.....x w',
            'x.....x/......./....x../....xW./w..x..k/......./x....Kx b',
            'x.kx..x/.Wx..ww/.xxW.x./......./x..K.../....x../x.....x b',
            'x.....x/.Wwx.x./.x.kW../.x..xx./w.....x/......./x.K...x b',
            'x.Wk..x/Kxx.xx./.xxxxxx/.xxx..x/xx.x.x./..xxxx./x.....x b',
            'xwx.x.x/Wx...../kx...../.xx...K/..x.x.x/.xx..../x.....x b',
            'x..x..x/..xxxx./.xWxk../......x/.x..xxx/.K..xxw/x..w..x b',
            'x.....x/......./....x../..x.x.k/...x.../....w../x...K.x w',
            'x.k...x/.xxx.x./x...xx./.x.xxx./...xxxx/.x.xxw./x....Kx w',
            'x.....x/.W...xw/.xx.k.K/wx...../...x.x./..x..../x..W..x w',
            'x.W.W.x/.xxwxxK/xxx.xx./xxxxx.x/.xxxx../.xxxxx./x....kx w',
            'x.....x/.....w./..xxkx./....xxx/..xx.xx/.x..x../x.W.Kwx w'
          ]).
ready_set(shakti, jumps_over_holes, [],
          [ 'x.....x/..w..../..xxx../..xKx../..xxx../......./xk....x b',
            'x.....x/...k.../.xxxw../.x.xxx./.xxx.x./K.x..../xWw.x.x w',
            'x.k...x/.x.xx.W/...xxxx/..w..../.x...../......K/x.....x w',
            'x.....x/.x.x..k/..xxxx./.xx.x.x/xxxx.x./wWx..K./x.....x w',
            'x.....x/..xw..w/.....k./.....x./...xWx./..K..../x.....x w',
            'x..xk.x/.xxx.xW/xxx.x.x/.xxxxK./wxxx.xx/.x.xx../x.xx..x b',
            'x.x.x.x/..x...k/wxxx.../....Wx./x..Wx.K/..x.x../x...x.x b',
            'x...w.x/...xk../..x.x.x/.xWx.xx/..xxx.w/K.x..x./x....Wx b',
            'x.....x/....K.k/xxx..xx/..xxxx./.....xx/..x.x../x.....x b',
            'x.....x/.xx.xx./.xxxxx./.xxxxx./.x....x/..xkxx./xK.x..x b',
            'x..kx.x/.x..x../.xxx.x./xxxxxx./....Kx./...xx../x.....x b',
            'x.....x/...x.../.xx..x./..xx.../.xxw.w./.xx.x.k/x.K...x w'
          ]).
ready_set(echek, passes, [],
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
ready_set(echek, queen_removals, [],
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
ready_set(echek, surrounds, [],
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
ready_set(echek, bishop_recalls, [],
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
ready_set(echek, swaps, [],
          [ '..k./RKQN w BPqrbnp Ss',
            '...p/...b/q.k./RKPB w QNrn Ss',
            'rpnq/bk../BK../RPQ. w N Ss',
            'nb../..kp/..KR/PB.. w QNqr Ss',
            'qb../.k../.KPR/N... w QBrnp Ss',
            '..kn/.KRp/QBPr/N..b b - s',
            'bk.p/..rn/.KN./BP.R b - Ss',
            'p../.kK/.RP/q.. w QBNrbn Ss'
          ]).
ready_set(echek, pawn_steps, [],
          [ 'k/K w QRBNPqrbnp Ss',
            '..k./RKQN w BPqrbnp Ss',
            'K.kn/.Brb/R.NQ/P... b p Ss',
            'b.../.k.B/q.KP/...R b QNrnp Ss',
            'BK/.k b QRNPqrbnp Ss',
            '.nP/.kq/.K./R.. b QBNrbp Ss',
            '...b/..n./rkq./BK.N w RPp Ss',
            '..kb/BNKp w QRPqrn Ss'
          ]).
ready_set(echek, four_by_four_limit, [],
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
ready_set(echek, split_tables, [draft_bishop],
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
