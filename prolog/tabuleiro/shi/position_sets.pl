:- module(shi_position_sets, []).
:- use_module('../game_plugin', []).

/** <module> Shi's ready sets of positions for the cross-check (hook ready_set/4) */

%   What each set claims of every one of its positions:
%
%     - `jump_attacks`: a jump attack, over exactly one piece of
%       the attacker's, is legal;
%     - `wins_at_four`: a capture leaves the enemy with 4 pieces,
%       or has just done so (the game is over);
%     - `no_move`: the player to move has no move at all, and has
%       lost.

tabuleiro_game_plugin:ready_set(shi, jump_attacks, [],
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
tabuleiro_game_plugin:ready_set(shi, wins_at_four, [],
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
tabuleiro_game_plugin:ready_set(shi, no_move, [],
          [ 'nnnnnnnn/ssssssss/......../......../......../......../......../........ n',
            'ssssssss/nnnnnnnn/......../......../......../......../......../........ s',
            '......../......../......../......../......../......../ssssssss/nnnnnnnn n',
            '......../......../......../......../......../......../nnnnnnnn/ssssssss s',
            'ns....../ns....../ns....../ns....../ns....../ns....../ns....../ns...... n',
            'sn....../sn....../sn....../sn....../sn....../sn....../sn....../sn...... s',
            '......sn/......sn/......sn/......sn/......sn/......sn/......sn/......sn n',
            '......ns/......ns/......ns/......ns/......ns/......ns/......ns/......ns s'
          ]).
