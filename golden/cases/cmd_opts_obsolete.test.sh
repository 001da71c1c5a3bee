# Obsolete option forms GNU coreutils 9.1 still accepts: sort +POS1 -POS2, expand/unexpand -N and -N,M,
# uniq -N +N, head -Nbkl, tail -Nl and +N, fold -N, pr -N; and the tab lists -t 4,8,+4 and /4.

#### sort +1 -2 sorts on the second field
printf 'b 2 z\na 3 y\nc 1 x\n' > s; sort +1 -2 s; sort +2 s

#### sort +POS.C -POS.C: origin-zero characters
printf 'xa 9b\nyb 8a\nzc 7c\n' > s; sort +0.1 s; sort +1.1 -1.2 s; sort +1 -1.1 s

#### sort +1n -2 and +1r: options after the position
printf 'x 10\ny 9\nz 100\n' > s; sort +1n -2 s; sort +1nr s; sort +1 -2n s

#### sort: two obsolete keys and -k together
printf 'a 2 x\nb 1 y\na 1 z\n' > s; sort +0 -1 +1 -2 s; sort -k1,1 +1n s

#### sort: a + word that is not a position is a file
printf 'a\n' > s; sort +x s; echo "status $?"; sort s +1x; echo "status $?"

#### sort: -2 alone is an invalid option
printf 'a\n' > s; sort -2 s; echo "status $?"

#### sort +1 with a bad end position is an option error
printf 'a b\n' > s; sort +1 -2x s; echo "status $?"

#### expand -N is -t N
printf 'a\tb\tc\n' | expand -3; printf 'a\tb\tc\n' | expand -12

#### expand -N,M is a tab list
printf 'a\tb\tc\td\n' | expand -2,5; printf 'a\tb\tc\td\n' | expand -2,5 -9

#### expand -i with an obsolete list
printf '\tx\ty\n' | expand -i -4

#### unexpand -N does not imply -a
printf '        x       y\n' | unexpand -4 | od -c; printf 'a       b\n' | unexpand -4 | od -c; printf 'a       b\n' | unexpand -a -4 | od -c

#### expand -t with +N after the last stop
printf 'a\tb\tc\td\te\n' | expand -t 2,+5; printf 'a\tb\tc\td\te\n' | expand -t 4,8,+4

#### expand -t with /N: multiples after the last stop
printf 'a\tb\tc\td\te\n' | expand -t 2,/5; printf 'a\tb\tc\n' | expand -t /4; printf 'a\tb\tc\n' | expand -t +3

#### expand -t: /0 and a bare / add nothing
printf 'a\tb\tc\td\n' | expand -t 3,/0; printf 'a\tb\tc\n' | expand -t 4,/

#### expand -t: / and + only last
expand -t /4,8 /dev/null; echo "status $?"; expand -t +4,8 /dev/null; echo "status $?"; expand -t 2,+5,9 /dev/null; echo "status $?"

#### expand -t: invalid lists
expand -t a /dev/null; expand -t 4,4 /dev/null; expand -t 0 /dev/null; expand -t /x /dev/null; echo "status $?"

#### unexpand -t with +N and /N
printf '          x          y\n' | unexpand -t 2,+5 | od -c; printf '          x          y\n' | unexpand -t 2,/5 | od -c

#### unexpand -t: errors
unexpand -t /4,8 /dev/null; echo "status $?"

#### uniq -N skips fields
printf 'x a 1\ny a 1\nz b 2\n' | uniq -1; printf 'x a 1\ny a 1\nz b 1\n' | uniq -2 -c

#### uniq +N skips characters
printf 'xa\nya\nzb\n' | uniq +1; printf 'x a 1\ny a 1\nz b 2\n' | uniq -1 +1 -c

#### uniq: a + word that is not a number is a file
printf 'a\n' | uniq +2x; echo "status $?"

#### head -Nc -Nb -Nk -Nl
seq 1 2000 > n; head -3c n | od -c; head -1b n | wc -c; head -1k n | wc -c; head -3l n

#### tail -Nl -Nc and +N
seq 1 20 > n; tail -3l n; tail -4c n; tail +18 n; tail +17c n

#### fold -N and pr -N
printf 'abcdefghij\n' | fold -4; seq 1 6 | pr -2 -t; seq 1 6 | pr -3 -t -s,
