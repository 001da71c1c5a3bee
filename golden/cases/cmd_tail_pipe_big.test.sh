# tail -n over a pipe longer than its trimming threshold (1 MiB), recorded from GNU tail 9.1: the held end is
# trimmed as the stream goes by, and what is left is exact.

#### the last lines of a long pipe, with and without a last newline
seq 1 400000 | tail -3
seq 1 400000 | tail -n 1
(seq 1 300000; printf 'end') | tail -2 | od -c | tail -2
seq 1 400000 | tail -n 250000 | head -2
seq 1 400000 | tail -n 250000 | wc -l
seq 1 400000 | tail -n 0 | wc -c
yes abcdefghij | head -n 300000 | tr -d '\n' | tail -1 | wc -c
