# grep's whole-block fast paths (issue 14), recorded from GNU grep 3.8: -x with fixed strings looked up in a
# set; their edge cases (no trailing newline, empty lines and patterns, CRLF, invalid UTF-8, NUL, -z, -v, -c,
# -m, -n, -H, -o, several blocks).

#### -x -f: whole lines only, with -n -c -v -H
printf 'abc\nab\nabcd\nxabc\n\nabc\n' > in.txt
printf 'abc\nab\n' > pats
grep -x -f pats in.txt
grep -x -n -f pats in.txt
grep -x -c -f pats in.txt
grep -x -v -n -f pats in.txt
grep -x -vc -f pats in.txt
grep -x -H -f pats in.txt in.txt

#### -x -f: a last line without its newline, empty lines and an empty pattern
printf 'abc\n\nab\nabc' > in.txt
printf 'abc\n\n' > pats
grep -x -f pats in.txt | od -c
grep -x -n -f pats in.txt
grep -x -c -f pats in.txt
grep -x -o -f pats in.txt
grep -x -v -f pats in.txt; echo "status $?"
printf 'abc' | grep -x abc | od -c
printf '' | grep -x -c abc

#### -x -F -e: -m, -l, -q, -o and -w beside -x
printf 'a\nb\na\nc\na\n' > in.txt
grep -x -F -e a -e c -m2 -n in.txt
grep -x -F -e a -m2 -c in.txt
grep -x -v -F -e a -m1 in.txt
grep -x -F -e a -e zz -l in.txt; grep -x -q -e c in.txt; echo "status $?"
grep -x -o -e a -e c in.txt
grep -x -w -e a in.txt | wc -l
grep -x -e a -e b -e d in.txt; grep -x -c -e d in.txt; echo "status $?"

#### -x: CRLF lines, invalid UTF-8, and a non-ASCII word
printf 'abc\r\nabc\n\303\251\n\377ab\nab\n' > in.txt
grep -x -c abc in.txt
grep -x -n -e 'é' -e ab in.txt
LC_ALL=C grep -x -n -e 'é' -e ab in.txt
grep -x -v -c -e abc in.txt
grep -x -a -v -e abc in.txt | od -c

#### -x: a NUL makes the file binary; -z ends lines with NUL
printf 'abc\nx\0y\nabc\n' > in.txt
grep -x abc in.txt; echo "status $?"
grep -x -c -e abc -e y in.txt
grep -x -a -n -e abc in.txt
printf 'abc\0ab\0abc\nabc\0' | grep -z -x -e abc | od -c
printf 'abc\0ab\0abc\nabc\0' | grep -z -x -c -e ab

#### -x: many lines across several blocks, numbered
seq 1 200000 > in.txt
printf '7\n150000\n199999\n3\n' > pats
grep -x -n -f pats in.txt
grep -x -c -v -f pats in.txt
grep -x -m3 -f pats in.txt

#### a few fixed strings counted: overlapping and nested words, -v, -m, a last line without its newline
printf 'ERROR x\nWARN\nERRWARN\nxRRx\nab\n\nb 1\nabab\nERR' > in.txt
grep -c -e ERROR -e WARN in.txt
grep -E -c 'ERROR|RR|WARN' in.txt
grep -E -c 'RR|ERROR' in.txt
grep -F -c -e ab -e b -e 'b 1' in.txt
grep -F -c -e b -e ab in.txt
grep -vc -e ERR -e ab in.txt
grep -c -m2 -e WARN -e ab in.txt
grep -E -c 'zz|yy' in.txt; echo "status $?"
grep -l -E 'zz|ERR' in.txt; grep -q -E 'zz|yy' in.txt; echo "status $?"
grep -c -e 'ERR' -e 'ERR' in.txt

#### a few fixed strings counted: invalid UTF-8, non-ASCII words, NUL, CRLF, -z
printf '\303\251t\303\251\n\377WARN\r\nab\303\n\251b\nE\0F\nEF\n' > in.txt
grep -c -e 'é' -e WARN in.txt
LC_ALL=C grep -c -e 'é' -e WARN in.txt
grep -c -e 'b' -e 'EF' in.txt
grep -a -c -e F -e 'WARN' in.txt
printf 'ab\0cd\nab\0ef\0' | grep -z -c -e d -e f

#### context over a block: overlapping and touching groups, separators, the first and last lines
printf 'm1\na\nb\nm2\nc\nd\ne\nf\nm3\ng\nm4\n' > in.txt
grep -C1 m in.txt
grep -A1 m in.txt
grep -B2 m in.txt
grep -A2 -B0 m in.txt
grep -C2 -n m in.txt
grep -C1 -H -n m in.txt
grep -C1 --group-separator='::' m in.txt
grep -C1 --no-group-separator m in.txt
grep -A0 m in.txt
grep -C1 -c m in.txt; grep -C1 -l m in.txt; grep -C1 -q m in.txt; echo "status $?"

#### context over a block: several files, a last line without its newline, empty lines, no match
printf 'x\n\nm\n\ny' > a.txt
printf 'm\nz\n' > b.txt
printf 'q\n' > c.txt
grep -C1 m a.txt b.txt | od -c
grep -B1 -n m c.txt a.txt c.txt b.txt
grep -A5 m b.txt a.txt
grep -C1 -Z -H m a.txt b.txt | od -c
grep -C1 zz a.txt; echo "status $?"

#### context over a block: -x with fixed strings, a regex, -i, a non-ASCII text, CRLF
printf 'ab\nab \n\303\251t\303\251\nAB\r\nab\nxx\n' > in.txt
grep -x -C1 -n ab in.txt | od -c
grep -C1 -n 'é.é' in.txt
grep -i -B1 -n 'ab$' in.txt | od -c
grep -E -A1 'x+|t' in.txt

#### context over a block: across blocks, with -n, and an encoding error or a NUL later in the file
seq 1 100000 > in.txt
grep -C2 -n -e 99999 -e '^5000$' -e 50001 in.txt
grep -A3 -n -x -e 32768 -e 65536 in.txt
grep -B4 -x -e 2 -e 100000 in.txt
seq 1 60000 > big.txt; printf 'a\377b\n' >> big.txt; seq 1 60000 >> big.txt
grep -C1 -n -x -e 60000 -e 59999 big.txt
seq 1 60000 > bin.txt; printf '1\0\n2\n' >> bin.txt; seq 1 60000 >> bin.txt
grep -A2 -x -e 60000 bin.txt; echo "status $?"

#### -n with fixed strings: consecutive and first/last lines, empty lines, no trailing newline, -H, -w, -i
printf 'ab\nab ab\n\nxab\n\n\nzz\nab' > in.txt
grep -n ab in.txt
grep -n -H -e ab -e zz in.txt in.txt
grep -n -w ab in.txt
grep -n -i -e AB -e Zz in.txt
grep -n -x -i AB in.txt
grep -n '' in.txt | tail -3
grep -n -F -e 'b a' -e 'x' in.txt
grep -n -c ab in.txt

#### -n with fixed strings: CRLF, invalid UTF-8 under C and UTF-8 locales, non-ASCII words, several blocks
printf 'ab\r\n\377ab\n\303\251ab\nab\303\n' > in.txt
grep -n ab in.txt | od -c
LC_ALL=C grep -n ab in.txt | od -c
grep -n -w 'éab' in.txt
LC_ALL=C grep -n -e 'é' -e '\r' in.txt | od -c
seq 1 150000 > big.txt
grep -n -e 99999 -e 123456 big.txt
grep -n -H -F 14999 big.txt | tail -2

#### many fixed strings counted by a trie per first byte: one-byte words, prefixes, non-ASCII, invalid UTF-8
for a in a b c d e f g h i j; do for b in a b c d e f g h i j; do echo "$a${b}x$a"; done; done > pats
printf 'q\n\303\251t\nzz\n' >> pats
printf 'aax\nAAXA\n\nhjxh hjx\nq\n\377\303\251t\nxxz z\nzzz\nnothing\njjxj' > in.txt
grep -c -f pats in.txt
grep -F -c -f pats in.txt
grep -v -c -f pats in.txt
grep -c -m2 -f pats in.txt
grep -l -f pats in.txt; grep -q -f pats in.txt; echo "status $?"
LC_ALL=C grep -c -f pats in.txt
printf 'x\0aaxa\n' | grep -c -f pats
grep -c -f pats pats
