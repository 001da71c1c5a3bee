# Commands that read in blocks and stop early (issue 14): inputs larger than a
# block (1 MiB), so line numbers, byte offsets, counts and -m cross block edges.

#### grep over many blocks: -n, -b, -c and -m across block edges
seq 200000 > big
grep -n 99999 big | tail -3
grep -b 199999 big
grep -c 77 big
grep -m 3 -n 12345 big
grep -m 2 -c 1 big
seq 200000 | grep -n -m 2 '^1999'
echo "status $?"

#### grep -q, -l and -L stop at the answer
seq 200000 > big
grep -q 150000 big; echo "q $?"
grep -l 2 big big; grep -L 2 big; echo "L $?"
seq 200000 | grep -q 1; echo "pipe $?"
grep -c x big; echo "none $?"

#### grep -v over blocks
seq 200000 > big
grep -v 1 big | tail -2
grep -v -m 3 -n 1 big

#### grep -o over blocks
seq 200000 > big
grep -o '999$' big | wc -l
