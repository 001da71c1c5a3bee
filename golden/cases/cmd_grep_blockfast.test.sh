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
