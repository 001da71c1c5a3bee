# head -n -N / -c -N and tail of a pipe hold back only what they must, over inputs of many blocks.

#### head -n -N over a long pipe
seq 300000 | head -n -299995

#### head -n -N keeping a partial last line
{ seq 200000; printf 'partial'; } | head -n -3 | tail -2

#### head -n -N with N larger than a block's lines
seq 300000 | head -n -250000 | tail -1

#### head -n -0 keeps everything
{ seq 100000; printf 'end'; } | head -n -0 | tail -c 12 | od -c

#### head -c -N over a long pipe
seq 300000 | head -c -100000 | tail -c 20 | od -c

#### head -z -n -N
seq 100000 | tr '\n' '\0' | head -z -n -2 | tail -z -n 1 | od -c

#### head -n -N of a file of many blocks
seq 400000 > f
head -n -7 f | tail -n 2
head -c -7 f | tail -c 9 | od -c

#### tail -n N of a long pipe
seq 500000 | tail -n 3

#### tail -n N of a pipe ending without a newline
{ seq 300000; printf 'last'; } | tail -n 2 | od -c

#### tail -n N larger than the input
seq 5 | tail -n 100000 | wc -l

#### tail -n many lines of a long pipe
seq 500000 | tail -n 123456 | head -2

#### tail -c N of a long pipe
seq 500000 | tail -c 15 | od -c

#### tail -c large N of a long pipe
seq 500000 | tail -c 2000000 | head -1

#### tail -n 0 of a pipe
seq 100000 | tail -n 0 | wc -c

#### tail -3 of a file reads from its end
seq 400000 > big.log
tail -3 big.log
tail -c 4 big.log | od -c
