# awk: input read in blocks and split by RS as it comes (issue 14): records that span blocks,
# regex and paragraph RS, RT, RS changed in the middle of an input, getline from files and commands.

#### regex RS whose separators vary in length, over several blocks
awk 'BEGIN { for (i = 0; i < 30000; i++) printf "rec%d%s", i, (i % 3 ? "-=-" : "-===-") }' > in
awk -v RS='-=+-' '{ n++; s += length($0); rt[RT]++ } END { print n, s, rt["-=-"], rt["-===-"], "[" RT "]" }' in

#### regex RS with an optional tail (gawk's rebuf test shape)
awk 'BEGIN { for (i = 0; i < 12000; i++) printf "x%dti1\ndwv,", i }' > in
awk -v RS='ti1\n(dwv,)?' '{ n++; if ($0 ~ /dwv/) bad++ } END { print n, bad + 0 }' in

#### paragraph mode over several blocks, blank runs of every length
awk 'BEGIN { for (i = 0; i < 9000; i++) { printf "p%d a\np%d b\n", i, i; for (j = 0; j < i % 4 + 1; j++) printf "\n" } }' > in
awk -v RS= '{ n++; f += NF; l[length(RT)]++ } END { print n, f, l[1], l[2], l[3], l[4], length(RT) }' in

#### paragraph mode: leading newlines, trailing newlines, two files
printf '\n\n\na\nb\n\n\nc\n\n\n' > one
printf 'd\n\ne' > two
awk 'BEGIN { RS = "" } { printf "%s %d %d [%s] [%s]\n", FILENAME, NR, FNR, $0, RT }' one two

#### one record longer than a block, newline RS
awk 'BEGIN { for (i = 0; i < 30000; i++) printf "abcdefgh"; print ""; print "short" }' > in
awk '{ print NR, length($0), NF }' in

#### one record longer than a block, regex RS, no final separator
awk 'BEGIN { for (i = 0; i < 30000; i++) printf "abcdefgh"; printf "XYZ"; for (i = 0; i < 100; i++) printf "q" }' > in
awk -v RS='X+Y+Z' '{ print NR, length($0), "[" RT "]" }' in

#### RS changed in the middle of an input splits the rest by the new RS
printf 'a b\nc d\ne f\n' | awk 'NR == 1 { RS = " " } { print NR ": [" $0 "]" }'
printf 'a b\nc d\n\n\ne f\ng\n' | awk 'NR == 1 { RS = "" } { print NR ": [" $0 "] [" RT "]" }'
printf 'a1b22c333d\ne\n' | awk 'NR == 1 { RS = "[0-9]+" } { print NR ": [" $0 "] [" RT "]" }' RS=x

#### RS back to newline after paragraph records
printf 'a\n\nb\nc\n\nd\n' | awk 'BEGIN { RS = "" } NR == 1 { RS = "\n" } { print NR ": [" $0 "] [" RT "]" }'

#### RS changed on every record over a big input
awk 'BEGIN { for (i = 0; i < 20000; i++) printf "%d;%d\n", i, i }' > in
awk '{ RS = (NR % 2) ? ";" : "\n"; s += $0 } END { print NR, s }' in

#### IGNORECASE changed in the middle of an input with a regex RS
printf 'aXbxcXd' | awk -v RS='x' 'NR == 1 { IGNORECASE = 1 } { print NR, $0, RT }'
printf 'aXbxcXd' | awk -v RS='x|y' 'NR == 1 { IGNORECASE = 1 } { print NR, $0, RT }'

#### getline var < file streams a big file, RT set
awk 'BEGIN { for (i = 0; i < 40000; i++) printf "%d,", i }' > in
awk 'BEGIN { RS = ","; while ((getline x < "in") > 0) { n++; s += x } print n, s, "[" RT "]", NR }'

#### getline < file with a regex RS and a changing RS
printf 'a1b2c\nd\ne' > in
awk 'BEGIN { RS = "[0-9]"; getline < "in"; print $0, RT; RS = "\n"; getline < "in"; print $0, RT; while ((getline line < "in") > 0) print "[" line "]", RT }'

#### plain getline inside the main loop across blocks
awk 'BEGIN { for (i = 1; i <= 30000; i++) print i }' > in
awk '{ getline nxt; s += $0 - nxt } END { print NR, s }' in
awk 'NR % 1000 == 0 { getline; print $0, NR, FNR }' in | tail -3

#### cmd | getline splits its output by RS, RT set
awk 'BEGIN { RS = "-+"; while (("printf \"a--b-c---\"" | getline w) > 0) printf "[%s|%s]", w, RT; print "" }'

#### exit after the third record of a long pipe
seq 1000000 | awk 'NR == 3 { print; exit }'
seq 1000000 | awk -v RS='[05]\n' 'NR == 3 { print; exit }'

#### FIELDWIDTHS and FPAT on records that span blocks
awk 'BEGIN { for (i = 0; i < 20000; i++) printf "%05d%05d,\"q,%d\",z\n", i, i * 2, i }' > in
awk -v FIELDWIDTHS='5 5' '{ s += $2 - $1 } END { print NR, s }' in
awk -v FPAT='([^,]*)|("[^"]*")' '{ n += ($2 ~ /^"q,/) } END { print NR, n, $2 }' in

#### nextfile in the middle of a big input, then the next file
awk 'BEGIN { for (i = 1; i <= 30000; i++) print i }' > in
printf 'last\n' > two
awk 'FNR == 5 { nextfile } { n++ } END { print n, NR, $0 }' in two

#### IGNORECASE changed with records of a regex RS split ahead
printf 'aXbxcXdxeXfxg\n' | awk -v RS='x|y' 'NR == 1 { IGNORECASE = 1 } { print NR, $0, "[" RT "]" }'
printf 'aXbxcXdxeXfxg\n' | awk -v RS='x|y' 'NR == 2 { IGNORECASE = 1 } NR == 4 { IGNORECASE = 0 } { print NR, $0, "[" RT "]" }'
