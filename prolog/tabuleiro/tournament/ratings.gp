# The ratings plot of a tournament report (prolog/tabuleiro/tournament/ratings_plot.pl
# runs it in the report's folder):
#
#   gnuplot -e "heading='Shi: Elo ratings, level 1 = 0'" ratings.gp
#
# reads   ratings.dat: one line per entrant from the highest rating down,
#         rank "name" elo low high level (low and high: the 95% interval;
#         level 1 for one of Tabuleiro's levels, 0 for a student)
# writes  tournament-ratings.svg

data = "ratings.dat"
stats data using 1 nooutput
entrants = STATS_records

# noenhanced: names such as random_lists are text, not subscripts.
set terminal svg size 800, 150 + 26 * entrants dynamic noenhanced font "sans,12" background rgb "white"
set encoding utf8
set output "tournament-ratings.svg"
set title heading
set key below horizontal Left reverse
set xlabel "Elo, with the 95% interval"
set border 3
set xtics nomirror
set ytics nomirror scale 0
set grid xtics lt 1 lc rgb "#dddddd"
set xzeroaxis lt 1 lc rgb "#999999"
# Rank 1 at the top; half a rank of room above and below.
set yrange [entrants + 0.5 : 0.5]
set offsets graph 0.05, graph 0.05, 0, 0
# The students in blue circles, Tabuleiro's levels in red squares: each
# series leaves the other's points out (NaN), the first names every row.
plot data using ($6 == 0 ? $3 : NaN):1:4:5:ytic(2) with xerrorbars pt 7 ps 0.8 \
         lc rgb "#1f77b4" title "students", \
     data using ($6 == 1 ? $3 : NaN):1:4:5 with xerrorbars pt 5 ps 0.9 \
         lc rgb "#d62728" title "Tabuleiro's levels"
