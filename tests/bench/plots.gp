# The plots of reports/performance.md, drawn from the figures of the same
# bench run (tests/bench/run_bench.sh calls this script):
#
#   gnuplot -e "data_dir='build/bench'; plot_dir='build/bench'; games='teeko shi'" \
#           tests/bench/plots.gp
#
# reads   data_dir/valid_moves.dat, data_dir/perft.dat  (tests/bench/bench.pl)
#         data_dir/search.dat                           (run_bench.sh)
# writes  plot_dir/backend-ratio.svg, perft-speed.svg, search-speed.svg
# `games` lists the games in the order of the data files' rows.

if (!exists("data_dir")) data_dir = "build/bench"
if (!exists("plot_dir")) plot_dir = data_dir
if (!exists("games")) games = "teeko shakti shi echek"

valid_moves = data_dir."/valid_moves.dat"
perft = data_dir."/perft.dat"
search = data_dir."/search.dat"

# noenhanced: names such as valid_moves are text, not subscripts.
set terminal svg size 800,450 dynamic noenhanced font "sans,12" background rgb "white"
set encoding utf8
set border 3
set xtics nomirror scale 0
set ytics nomirror
set grid ytics lt 1 lc rgb "#dddddd"
set key below horizontal Left reverse noautotitle
set style fill solid 0.9 noborder
set format y "%.0s%c"   # 1k, 10M: engineering prefixes

c_colour = "#1f77b4"
prolog_colour = "#ff7f0e"

# Numbers printed on the bars, in the same engineering prefixes.
short(x) = x >= 1e9 ? sprintf("%.1fG", x / 1e9) : \
           x >= 1e6 ? sprintf("%.0fM", x / 1e6) : \
           x >= 1e4 ? sprintf("%.0fk", x / 1e3) : sprintf("%.0f", x)

# In a clustered histogram of n series with a gap of one bar, the bars of
# row r sit at r + (i - (n - 1) / 2) / (n + 1), for series i = 0 .. n - 1:
# where each bar's label goes.
bar_x(row, i, n) = row + (i - (n - 1) / 2.0) / (n + 1)

set style data histograms
set style histogram clustered gap 1

# (1) C versus Prolog: how many times faster the C backend is, per game.
# valid_moves ratios are tens to hundreds, perft ratios thousands: a log
# axis shows both. Bars start at 1, i.e. at "as fast"; the top offset
# leaves room for the labels above the highest bar.
set output plot_dir."/backend-ratio.svg"
set title "C backend vs Prolog backend: speed ratio (Prolog time / C time)"
set ylabel "times faster in C (log scale)"
set logscale y
set yrange [1:*]
set offsets 0, 0, graph 0.08, 0
set format y "%.0f"
plot valid_moves using ($4 / $3):xtic(1) title "valid_moves/2 (course API)" lc rgb "#6baed6", \
     ''          using ($6 / $5)         title "backend_valid_moves/5" lc rgb "#2171b5", \
     perft       using ($3 / $5)         title "perft" lc rgb "#08306b", \
     valid_moves using (bar_x($0, 0, 3)):($4 / $3):(sprintf("%.0f×", $4 / $3)) \
                 with labels font ",10" offset 0, 0.6 notitle, \
     ''          using (bar_x($0, 1, 3)):($6 / $5):(sprintf("%.0f×", $6 / $5)) \
                 with labels font ",10" offset 0, 0.6 notitle, \
     perft       using (bar_x($0, 2, 3)):($3 / $5):(sprintf("%.0f×", $3 / $5)) \
                 with labels font ",10" offset 0, 0.6 notitle

# (2) perft speed from the start position, both backends: C and Prolog are
# three orders of magnitude apart, hence the log axis again.
set output plot_dir."/perft-speed.svg"
set bmargin 5   # room for the two-line game labels
set title "perft speed from the start position, to the depth shown (plies)"
set ylabel "nodes/s (log scale)"
set format y "%.0s%c"
plot perft using 3:xtic(sprintf("%s\nC %d, Prolog %d", strcol(1), $2, $4)) \
           title "C" lc rgb c_colour, \
     ''    using 5 title "Prolog" lc rgb prolog_colour, \
     ''    using (bar_x($0, 0, 2)):3:(short($3)) with labels font ",10" offset 0, 0.6 notitle, \
     ''    using (bar_x($0, 1, 2)):5:(short($5)) with labels font ",10" offset 0, 0.6 notitle

# (3) C search speed on each benchmark position, one colour per game and
# a gap between games; the figures are of one order of magnitude, so the
# axis is linear. Bars are labelled with the position's number in the table.
set output plot_dir."/search-speed.svg"
unset bmargin
set title "C search speed (alpha-beta to a fixed depth), per position numbered as in the table"
set ylabel "nodes/s"
unset logscale y
set yrange [0:*]
set style data boxes
set boxwidth 0.7
game_number(name) = sum [i = 1:words(games)] (word(games, i) eq name ? i : 0)
plot search using ($0 + game_number(strcol(1)) - 1):6:(game_number(strcol(1))):xtic(sprintf("%d", $2)) \
            lc variable notitle, \
     for [i = 1:words(games)] keyentry with boxes lc i title word(games, i)
