# Commands that read in blocks and stop early (issue 14): inputs larger than a
# block (grep 256 KiB, awk 64 KiB), so line numbers, byte offsets, counts, -m
# and records cross block edges.

#### grep over many blocks: -n, -b, -c and -m across block edges
seq 60000 > big
grep -n 9999 big | tail -3
grep -b 59999 big
grep -c 77 big
grep -m 3 -n 4567 big
grep -m 2 -c 1 big
seq 60000 | grep -n -m 2 '^5999'
echo "status $?"

#### grep -q, -l and -L stop at the answer
seq 60000 > big
grep -q 50000 big; echo "q $?"
grep -l 2 big big; grep -L 2 big; echo "L $?"
seq 100000000 | grep -q 1; echo "pipe $?"
grep -c x big; echo "none $?"

#### grep -v over blocks
seq 60000 > big
grep -v 1 big | tail -2
grep -v -m 3 -n 1 big

#### grep -o over blocks
seq 60000 > big
grep -o '999$' big | wc -l

#### awk starts on the first record and stops reading at exit
seq 1 100000000 | awk 'NR==3{print; exit}'
seq 50000 | awk 'NR==40000{print; exit} END{print "end", NR}'
echo "status $?"

#### awk records across block edges: NR, FNR, multibyte text, getline, nextfile
seq 20000 > a
awk 'BEGIN{while (i++ < 12000) printf "é%d\n", i}' > b
awk 'FNR==1{print FILENAME, NR} END{print NR, FNR, $0}' a b a
awk '{n += length($0)} END{print n}' b
awk 'NR==11000{getline; print "after getline", $0; nextfile} FNR==2{print FILENAME}' a b
printf 'x;y;z' | awk 'BEGIN{RS=";"}{print NR, $0}'
printf 'one\ntwo' | awk '{print NR": "$0}'
