# tr, wc and sort over inputs larger than one read block (256 KiB), and their edge cases:
# no final newline, CR, multibyte UTF-8 in tr sets (tr works on bytes), -c/-d/-s, and
# wc -m -w -L on invalid UTF-8.  Big inputs are made with head/tr so the recordings stay small.

#### wc counts across block boundaries
{ head -c 262143 /dev/zero | tr '\0' a; printf ' b\nc d'; head -c 300000 /dev/zero | tr '\0' e; } | wc

#### wc -w: a word split by a block boundary counts once
{ head -c 262144 /dev/zero | tr '\0' x; printf 'y z\n'; } | wc -w

#### wc -w: a space exactly at a block boundary
{ head -c 262143 /dev/zero | tr '\0' x; printf ' y\n'; } | wc -w

#### wc -w with every whitespace byte
printf 'a\tb\nc\vd\fe\rf g  h\n' | wc -w

#### wc -w: empty input and only spaces
printf '' | wc -w; printf '   \n\t' | wc -w

#### wc -l -c without a final newline
printf 'one\ntwo' | wc -l -c

#### wc -m: a multibyte character split by a block boundary
{ head -c 262143 /dev/zero | tr '\0' a; printf '\303\251\n'; } | wc -m -c

#### wc -m on invalid UTF-8
printf 'a\377b\303c\342\202\n' | wc -m

#### wc -m: a truncated sequence at a block boundary, then ASCII
{ head -c 262143 /dev/zero | tr '\0' a; printf '\303'; head -c 1000 /dev/zero | tr '\0' b; } | wc -m

#### wc -L on invalid UTF-8
printf 'ab\377cd\n\303\n' | wc -L

#### wc -L with tabs, CR and wide characters
printf 'a\tb\nxy\rz\n\344\270\255\346\226\207\n' | wc -L

#### wc -L: the longest line crosses a block boundary
{ head -c 300000 /dev/zero | tr '\0' a; printf '\nbb\n'; } | wc -L

#### wc -L: a line ending exactly at a block boundary
{ head -c 262143 /dev/zero | tr '\0' a; printf '\n'; head -c 10 /dev/zero | tr '\0' b; } | wc -L

#### wc -L without a final newline
printf 'abc\nabcdef' | wc -L

#### wc -L -m -w together on mixed input
printf 'caf\303\251 au lait\n\342\202\254 5\n' | wc -L -m -w

#### wc counts a file bigger than a block
head -c 600000 /dev/zero | tr '\0' 'q' > big; printf '\n' >> big; wc big; wc -L big; rm big

#### tr across block boundaries
head -c 600000 /dev/zero | tr '\0' a | tr a-z A-Z | tr -d B | head -c 20; echo

#### tr -s: a run squeezed across a block boundary
{ head -c 262140 /dev/zero | tr '\0' x; head -c 20 /dev/zero | tr '\0' ' '; printf 'y\n'; } | tr -s ' ' | wc -c

#### tr -s: a run of the whole input
head -c 700000 /dev/zero | tr '\0' z | tr -s z; echo

#### tr -d and -s together across blocks
{ head -c 300000 /dev/zero | tr '\0' a; head -c 300000 /dev/zero | tr '\0' b; printf 'aab\n'; } | tr -ds a b; echo

#### tr -c -d keeps only the set
printf 'a1b2\r\nc3\n' | tr -cd '0-9\n'

#### tr -c with a translation
printf 'ab-12\n' | tr -c 'a-z\n' '_'

#### tr on CR line endings
printf 'one\r\ntwo\r\n' | tr -d '\r' | od -c | head -2

#### tr without a final newline
printf 'abc' | tr abc xyz | od -c

#### tr: a multibyte character in SET1 is its bytes
printf 'caf\303\251\n' | tr '\303\251' 'XY'

#### tr: a multibyte range is a byte range
printf '\303\251\303\250\n' | tr '\251-\253' 'a-c' | od -An -tx1

#### tr -d of a multibyte character deletes its bytes everywhere
printf '\303\251t\303\240\n' | tr -d '\303\251' | od -An -tx1

#### tr '[:upper:]' leaves non-ASCII alone
printf '\303\251a\303\211\n' | tr '[:lower:]' '[:upper:]' | od -An -tx1

#### tr -s '[:space:]' on mixed whitespace
printf 'a \t\t b\n\n\nc\n' | tr -s '[:space:]' | od -c

#### sort a large input
seq 200000 -1 1 | sort | head -3; seq 200000 -1 1 | sort | tail -2

#### sort -n a large input read across blocks
seq 1 3 300000 | sort -rn | head -2

#### sort -u across blocks
{ seq 50000; seq 50000; } | sort -u | wc -l

#### sort without a final newline
printf 'b\nc\na' | sort

#### sort with CR line endings keeps the CR
printf 'b\r\na\r\n' | sort | od -c

#### sort -z with NUL-terminated records
printf 'b\0a\0c' | sort -z | od -c

#### sort -o a file with a big input
seq 100000 -1 1 > in; sort -n -o out in; head -2 out; wc -l out; rm in out

#### sort of empty lines and empty input
printf '\n\nb\n\na\n' | sort | od -c; printf '' | sort | wc -c

#### sort -n with integers, fractions, signs and no number
printf '10\n-0\n2.5\n-3\nabc\n2\n0.0\n\n-2.50\n007\n.5\n-.5\n1e3\n' | sort -n

#### sort -n -r -u keeps one line per number
printf '1\n01\n1.0\n2\n-1\n\n0\nx\n' | sort -n -r -u

#### sort -u and -r -u on whole lines
printf 'b\na\nb\n\na\nc\n\n' | sort -u; printf 'b\na\nb\nc\n' | sort -r -u

#### sort -s and -f -u on whole lines
printf 'B\na\nb\nA\n' | sort -s; printf 'B\na\nb\nA\n' | sort -f -u

#### tr -s with a set of more than sixteen bytes
printf 'aabbccddeeffgghhiijjkkllmmnn  ooo\n' | tr -s 'a-z '

#### tr -s with the complement of a small set
printf 'aa..--bb\n\n\n' | tr -cs 'a-z' '#'

#### tr -s translating into a small set
printf 'aaabbbcccxyz\n' | tr -s 'a-c' 'xxy'
