:- module(shakti_position_sets, []).
:- use_module('../game_plugin', []).

/** <module> Shakti's ready sets of positions for the cross-check (hook ready_set/4) */

%   What each set claims of every one of its positions:
%
%     - `passes`: the player to move must pass (`pass` is the
%       only move);
%     - `checkmates`: the player to move is checkmated, or has
%       a move that checkmates;
%     - `checks`: the player to move is in check;
%     - `jumps_over_holes`: a Warrior's jump (which removes the
%       tile it jumps) or a King's move passes over a hole;
%     - `draws`: neither player can move and the player to move is not
%       in check: the game is drawn.

tabuleiro_game_plugin:ready_set(shakti, passes, [],
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
tabuleiro_game_plugin:ready_set(shakti, checkmates, [],
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
tabuleiro_game_plugin:ready_set(shakti, checks, [],
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
tabuleiro_game_plugin:ready_set(shakti, jumps_over_holes, [],
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

%   The names of the first ready sets, kept for those who use them.

tabuleiro_game_plugin:set_union(shakti, passes_and_mates, [passes, checkmates]).
tabuleiro_game_plugin:ready_set(shakti, draws, [],
          [ 'xxxxxxx/xxxxxxx/xxxxxxx/xxxKxxx/xxxxxxx/xxxxxxx/xkxxxxx w',
            'xxxxkxx/xxxxxxx/xxxxxxx/xxxxxKx/xxxxxxx/xxxxxxx/xxxxxxx b',
            'xxxxxxx/xxxxxxK/xxxxxxx/xxxxxxx/xxxxxxx/xxxxxxx/xxxkxxx b',
            'xxxxxxx/xxxxxxx/xxxxxxx/xxxxkxx/xxxxxxK/xxxxxxx/xxxxxxx w',
            'xxxxxKx/kxxxxxx/xxxxxxx/xxxxxxx/xxxxxxx/xxxxxxx/xxxxxxx b',
            'xxxxxxx/xxxxxxx/xxxxxxx/xKxxxxx/xxxxxxx/xxkxxxx/xxxxxxx w',
            'xwxxxkx/xxxxxxx/xxxxxxx/xxxxxxx/xxxxKxx/xxxxxxx/xWxxxxx b',
            'xxxxxxx/xxxkxxx/xWxxxxK/xxxxxxx/xxxxxxx/xxxxxxx/xxxxxwx b',
            'xxxxxxK/xxxxxxx/xxxxxxx/xxxxwxx/xxxxxxx/xxxxkxx/xxxxxxW b',
            'xxxxxwx/xKxxxxx/xxxxwxx/xxxxkxx/xxxxxxx/xxxxxxx/xxxxxxx w',
            'xxxxxxx/xxxxxxx/xxxxxxx/xKWxxxx/xWxxxxx/xxxxxxk/xxxxxxx b',
            'xWxxxxx/Kxxxxxx/xxxxkxx/xxxxxxx/xxxxxxw/xxxxxxx/xxxxxxx w'
          ]).
