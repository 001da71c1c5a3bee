# fmt, numfmt, tsort, sum, basenc, strings, pr, csplit: GNU coreutils 9.1 (strings: GNU binutils) behaviour.

#### fmt default width fills a paragraph
## file: p.txt
## | The quick brown fox jumps over the lazy dog. The dog sleeps.  A second sentence
## | follows here, and it is long enough to wrap at the default width of seventy five columns.
## |
## | Second paragraph.
fmt p.txt; echo "s=$?"

#### fmt -w 30 and --width
## file: p.txt
## | one two three four five six seven eight nine ten eleven twelve thirteen fourteen fifteen
fmt -w 30 p.txt; fmt --width=20 p.txt

#### fmt -WIDTH as first option
## file: p.txt
## | one two three four five six seven eight nine ten eleven twelve thirteen
fmt -25 p.txt

#### fmt -WIDTH not first is an error
fmt -s -25 </dev/null; echo "s=$?"

#### fmt invalid widths
fmt -w abc </dev/null; echo "s=$?"; fmt -w 2501 </dev/null; echo "s=$?"; fmt -w -3 </dev/null; echo "s=$?"; fmt -w '' </dev/null; echo "s=$?"

#### fmt goal larger than width
fmt -g 80 </dev/null; echo "s=$?"; fmt -w 10 -g 11 </dev/null; echo "s=$?"

#### fmt -g sets width to goal plus ten
## file: p.txt
## | aa bb cc dd ee ff gg hh ii jj kk ll mm nn oo pp qq rr ss tt uu vv ww xx yy zz
fmt -g 20 p.txt; fmt -w 40 -g 20 p.txt

#### fmt -u uniform spacing
## file: p.txt
## | This   has    odd   spacing.   And a sentence.  Two spaces
## | kept?  Yes. no
fmt -u p.txt; fmt p.txt

#### fmt -s splits only
## file: p.txt
## | short line
## | another short line
## | a very long line that needs to be split because it is far longer than twenty columns
fmt -s -w 20 p.txt

#### fmt -c crown margin
## file: p.txt
## |   first line indented by two
## |       second line indented more and the paragraph goes on for a while so it wraps
## |       third line
fmt -c -w 30 p.txt

#### fmt -t tagged paragraph
## file: p.txt
## | - item one has a long description that will wrap onto following lines nicely
## |   continuation of item one
## | single line tag paragraph that is long enough to wrap around the width limit
fmt -t -w 30 p.txt

#### fmt -p prefix reformats only prefixed lines
## file: p.txt
## | # comment one two three four five six seven
## | # comment eight nine ten
## | code line that is not a comment and stays exactly as it is even when long
## |   # indented comment a b c d e f g h
fmt -p '# ' -w 20 p.txt

#### fmt indentation and tabs
## file: p.txt
## | 	tabbed paragraph with several words that will need to wrap at some point soon
## | 	second line of the tabbed paragraph
fmt -w 40 p.txt | od -c | head -5

#### fmt blank and whitespace-only lines
## file: p.txt
## | a b
## |
## |    
## | c d
fmt p.txt | od -c

#### fmt no final newline
## file-nonl: p.txt
## | last words without newline
fmt p.txt; echo "[end]"

#### fmt empty input
fmt </dev/null; echo "s=$?"; printf '' | fmt | wc -c

#### fmt stdin and dash
## file: a.txt
## | from a
printf 'from stdin\nmore\n' | fmt a.txt - a.txt

#### fmt missing file continues
## file: a.txt
## | alpha beta
fmt nofile a.txt; echo "s=$?"

#### fmt directory operand
mkdir d; fmt d; echo "s=$?"

#### fmt sentence end keeps two spaces
## file: p.txt
## | Dr. Smith arrived.  He said hi! (Really.)  Then left.
## | Is it? Yes.
fmt p.txt

#### fmt long paragraph of many words
seq 1200 | fmt -w 50 | tail -3; seq 1200 | fmt | md5sum

#### fmt word longer than the width
## file: p.txt
## | a averyveryverylongwordthatdoesnotfit b c
fmt -w 10 p.txt

#### fmt unknown option
fmt -x </dev/null; echo "s=$?"; fmt --bogus </dev/null; echo "s=$?"

#### fmt carriage returns stay attached
printf 'one two\r\nthree\r\n' | fmt | od -c

#### numfmt --to=si and --to=iec
numfmt --to=si 1000 999 9999 99999 1500 1049 123456789; numfmt --to=iec 1024 1023 2047 1048576

#### numfmt --to=iec-i and --from=iec-i
numfmt --to=iec-i 1048576 1; numfmt --from=iec-i 1Ki 2Mi

#### numfmt --from si iec auto
numfmt --from=si 1K 1.5M .5G; numfmt --from=iec 1K 1G; numfmt --from=auto 1Ki 1K 1.5Ki

#### numfmt suffix errors
numfmt 1K; echo "s=$?"; numfmt --from=si 12Q; echo "s=$?"; numfmt --from=iec-i 1024; echo "s=$?"; numfmt --from=iec 1Ki; echo "s=$?"

#### numfmt invalid numbers
numfmt abc; echo "s=$?"; numfmt ''; echo "s=$?"; numfmt 5.; echo "s=$?"; numfmt 1.-5; echo "s=$?"; numfmt 1e5; echo "s=$?"

#### numfmt values too large
numfmt 12345678901234567890; echo "s=$?"; numfmt 1234567890123456789012345678; echo "s=$?"; numfmt --to=si 999999999999999999999999999; echo "s=$?"; numfmt 123456789012345678.5; numfmt 12345678901234567.25; echo "s=$?"

#### numfmt rounding methods
for r in up down from-zero towards-zero nearest; do echo "$r: $(numfmt --to=si --round=$r -- 1450 1550 -1450 -1550 2500 | tr '\n' ' ')"; done

#### numfmt rounding near unit boundaries
numfmt --to=si 0 0.5 9.95 999.9 999999 9999 99.99 0.04 999.95

#### numfmt --format width precision and zero padding
numfmt --format=%08.2f 3.14159; numfmt --format='%-8f|' 5; numfmt --format=%.3f --to=si 1000 1; numfmt --format=%015.3f --to=si 12345; numfmt --to=iec-i --format=%10f 5000

#### numfmt --format prefix and suffix text
numfmt --format='a%%b%fc%%' 5; numfmt --format='[%f]' 5; numfmt "--format=%'f" 1234567

#### numfmt --format errors
for f in %d %f%f abc %5 %.-1f; do numfmt --format=$f 1; echo "s=$?"; done

#### numfmt --padding
numfmt --padding=8 42; numfmt --padding=-8 42 | od -c | head -2; numfmt --padding=0 1; echo "s=$?"; numfmt --padding=x 1; echo "s=$?"

#### numfmt --suffix
numfmt --suffix=B 1000B 5; numfmt --to=si --suffix=B 1000B

#### numfmt --from-unit and --to-unit
numfmt --from-unit=512 4; numfmt --to-unit=1K 4000; numfmt --from-unit=1Ki 1; numfmt --to-unit=3 10; numfmt --from-unit=0 1; echo "s=$?"; numfmt --to-unit=1x 1; echo "s=$?"

#### numfmt invalid option arguments
numfmt --from=xx 1; echo "s=$?"; numfmt --from=ie 1; echo "s=$?"; numfmt --round=x 1; echo "s=$?"; numfmt --invalid=nope 1; echo "s=$?"

#### numfmt --invalid modes
numfmt 1 x 3; echo "abort=$?"; numfmt --invalid=fail 1 x 3; echo "fail=$?"; numfmt --invalid=warn 1 x 3; echo "warn=$?"; numfmt --invalid=ignore 1 x 3; echo "ignore=$?"

#### numfmt --field selections
numfmt --from=si --field=2- 'a 1K 2K   3K'; numfmt --from=si --field=-2 '1K 2K 3K'; numfmt --from=si --field=1,3 '1K 2K 3K'; numfmt --field=- 1 2

#### numfmt --field errors
for f in 0 a 2-1 1-2-3 1,,2 99999999999999999999999; do numfmt --field=$f 1; echo "s=$?"; done; numfmt --field=1 --field=2 1; echo "s=$?"

#### numfmt default fields keep blanks and pad
numfmt --from=si --field=2 'x	1K'; numfmt --from=si --field=2 'x    1K'; numfmt --from=si '   1K'; numfmt --to=si ' 1000 ' | od -c | head -2

#### numfmt -d delimiter
numfmt --from=si -d: --field=2 'a:1K:b'; numfmt --from=si -d: --field=2 'a::b'; echo "s=$?"; numfmt -d ab 1; echo "s=$?"; numfmt --from=si -d, '1 K,2'

#### numfmt stdin with --header
## stdin: head 1\nhead 2\n1000\n2000
numfmt --header=2 --to=si; echo "s=$?"; numfmt --header=0 1; echo "s=$?"

#### numfmt stdin partial line and failure
## stdin: 1000\n2000\nbad\n3000\n
numfmt --to=si; echo "s=$?"

#### numfmt -z
printf '1000\0002000\000' | numfmt -z --to=si | od -c

#### numfmt --debug warnings
numfmt --debug 1; numfmt --debug --padding=5 --format=%8f 1; numfmt --debug --grouping 1; numfmt --to=si --debug 12345678901234567890123; printf '1000 x\n' | numfmt --to=si --invalid=fail --field=1,2 --debug; echo "s=$?"

#### numfmt grouping conflicts
numfmt --grouping --format=%f 1; echo "s=$?"; numfmt --grouping --to=si 1; echo "s=$?"; numfmt --grouping 1234567

#### numfmt negative numbers
numfmt --to=si -- -1500 -999 -1; numfmt --to=iec --format=%06f -- -5000 5000; numfmt -- -0 -0.0

#### tsort a simple chain
## stdin: c d\nb c\na b\n
tsort; echo "s=$?"

#### tsort orders free items by byte value
## stdin: z y\nB A\nm n\n
tsort

#### tsort successors newest first
## stdin: a b a c a d\nc e b e
tsort

#### tsort pairs span lines and blanks
printf 'a\tb\n\n  b   c\nc\nd\n' | tsort

#### tsort self pair just names the item
## stdin: a a\nb a\n
tsort

#### tsort duplicate relations
## stdin: a b a b b c
tsort

#### tsort a loop is reported and broken
## stdin: a b b c c a c d
tsort; echo "s=$?"

#### tsort two loops
## stdin: a b b c c a c d d e e d x y
tsort; echo "s=$?"

#### tsort odd number of tokens
## stdin: a b c
tsort; echo "s=$?"

#### tsort odd tokens in a named file
## file: odd.txt
## | x
tsort odd.txt; echo "s=$?"

#### tsort empty input
tsort </dev/null; echo "s=$?"

#### tsort missing file
tsort nofile; echo "s=$?"

#### tsort extra operand
tsort a b; echo "s=$?"

#### tsort directory reads as empty
mkdir d; tsort d; echo "s=$?"

#### tsort dash is stdin
## stdin: 1 2\n2 3
tsort -

#### tsort carriage return and other blanks are part of tokens
printf 'a b\rc d\ve f\f' | tsort | od -c

#### tsort unknown option
tsort -w </dev/null; echo "s=$?"; tsort --bogus </dev/null; echo "s=$?"

#### tsort a larger dependency graph
## file: deps.txt
## | main parse
## | main eval
## | parse lex
## | eval value
## | eval env
## | env value
## | lex util
## | value util
## | io util
tsort deps.txt

#### sum BSD default on stdin
## stdin: hello\n
sum

#### sum BSD with a file prints its name
## file: a.txt
## | hello
sum a.txt; sum -r a.txt

#### sum several files
## file: a.txt
## | hello
seq 1000 > b.txt; sum a.txt b.txt; sum -s a.txt b.txt

#### sum System V
## stdin: hello\n
sum -s; sum --sysv; sum --sys

#### sum last algorithm option wins
## file: a.txt
## | hello
sum -sr a.txt; sum -rs a.txt

#### sum empty input
sum </dev/null; sum -s </dev/null

#### sum block counts round up
head -c 1025 /dev/zero > z; head -c 513 /dev/zero > y; sum z y; sum -s z y

#### sum large input
seq 100000 > big; sum big; sum -s big

#### sum dash and stdin
## stdin: abc
sum -; sum -s -

#### sum missing file continues
## file: a.txt
## | hello
sum nofile a.txt; echo "s=$?"

#### sum directory
mkdir d; sum d; echo "s=$?"

#### sum name with spaces
## file: a b.txt
## | x
sum 'a b.txt'

#### sum unknown option
sum -x </dev/null; echo "s=$?"

#### sum binary bytes
printf '\377\376\200\001\000' | sum; printf '\377\376\200\001\000' | sum -s

#### basenc base16 encode and decode
printf 'hello world' | basenc --base16; printf '48656C6C6F' | basenc --base16 -d; echo; echo "s=$?"

#### basenc base16 rejects lower case and odd length
printf '48656c6c6f' | basenc --base16 -d; echo " s=$?"; printf '48656C6C6' | basenc --base16 -d; echo " s=$?"

#### basenc base16 ignore garbage
printf '48 65\n6C' | basenc --base16 -d -i; echo " s=$?"; printf '48\r\n65' | basenc --base16 -d; echo " s=$?"

#### basenc base2 both bit orders
printf 'hi' | basenc --base2msbf; printf 'hi' | basenc --base2lsbf; printf '0110100001101001' | basenc --base2msbf -d; printf '0001011010010110' | basenc --base2lsbf -d; echo

#### basenc base2 invalid input
printf '011010000110100' | basenc --base2msbf -d; echo " s=$?"; printf '01101000011x1001' | basenc --base2msbf -d; echo " s=$?"

#### basenc z85 encode and decode
printf 'hell' | basenc --z85; printf 'xK#0@zY<mx' | basenc --z85 -d; echo " s=$?"

#### basenc z85 length errors
printf 'hello' | basenc --z85; echo "s=$?"; printf 'xK#0' | basenc --z85 -d; echo "s=$?"; printf 'xK#0@zY<mxA+]m' | basenc --z85 -d; echo " s=$?"

#### basenc z85 value out of range
printf '#####' | basenc --z85 -d | od -c; echo "s=${PIPESTATUS[1]}"

#### basenc base64url
printf '\377\376\375' | basenc --base64url; printf '__79' | basenc --base64url -d | od -c; printf '__7+' | basenc --base64url -d; echo "s=$?"

#### basenc base32hex
printf 'hello' | basenc --base32hex; printf 'D1IMOR3F' | basenc --base32hex -d; echo; printf 'D1IMOR3' | basenc --base32hex -d; echo "s=$?"

#### basenc base32 short last group writes nothing of it
printf 'NBSWY3DPNB' | basenc --base32 -d; echo " s=$?"; printf 'NBSWY3D*' | basenc --base32 -d; echo " s=$?"

#### basenc base64 same as base64
printf 'any data here' | basenc --base64; printf 'aGVsbG8' | basenc --base64 -d; echo " s=$?"

#### basenc missing encoding type
basenc </dev/null; echo "s=$?"

#### basenc last encoding option wins
printf 'hi' | basenc --base64 --base16

#### basenc wrap widths
printf 'abcdefgh' | basenc --base16 -w 5; printf 'abc' | basenc --base16 -w 0; echo; printf 'abc' | basenc --base16 -w x; echo "s=$?"

#### basenc empty input
printf '' | basenc --base16 | od -c; printf '' | basenc --z85 | od -c

#### basenc operands
## file: a.txt
## | data
basenc --base16 a.txt; basenc --base16 a b; echo "s=$?"; basenc --base16 nofile; echo "s=$?"; mkdir d; basenc --base16 d; echo "s=$?"

#### basenc long input wraps at 76
seq 100 | basenc --base2lsbf | head -3; seq 1000 | basenc --base16 | tail -2

#### basenc roundtrip of binary data
printf '\000\001\377\200abc\n' > bin; for e in base64 base64url base32 base32hex base16 base2msbf base2lsbf; do basenc --$e bin | basenc --$e -d | cmp - bin && echo "$e ok"; done

#### strings default minimum four
printf 'hello\0wor\0abcd\tef\nxyz12345\200\303\251t\303\251abc\001longer string here' > s1; strings s1

#### strings -n and -NUM and --bytes
printf 'hello\0wor\0ab\0abcdef\0' > s1; strings -n 3 s1; strings -2 s1; strings --bytes=6 s1; strings -n 010 s1; strings -n 0x3 s1

#### strings invalid lengths
printf 'hello\0' > s1; strings -n 0 s1; echo "s=$?"; strings -n x s1; echo "s=$?"; strings -n 5x s1; echo "s=$?"; strings -n -1 s1; echo "s=$?"

#### strings offsets in three radixes
printf 'hello\0wor\0abcd\tef\nxyz12345\001longer string here' > s1; strings -t x s1; strings -t d s1; strings -o s1; strings --radix=o s1

#### strings bad radix or encoding prints usage
strings -t z /dev/null 2>&1 | head -2; strings -e q /dev/null 2>/dev/null; echo "s=$?"

#### strings file names
printf 'hello\0abcdef' > s1; strings -f s1 s1; strings -f -t x s1

#### strings stdin label
printf 'abcdefg\0hijklmn' | strings -f

#### strings whitespace with -w
printf 'abcd\177efgh\177\010ijkl\r\nmnop\fqrst\vuvwx' > s2; strings s2 | od -c; strings -w s2 | od -c

#### strings 8-bit encoding
printf 'xyz12345\200\303\251t\303\251abc\001' > s1; strings -e S s1 | od -c

#### strings 16 and 32 bit encodings
printf 'h\0e\0l\0l\0o\0\0\0x\0\0\0a\0b\0\0c\0d\0e\0f\0' > s16; strings -e l s16; strings -e b s16; strings -n 2 -e l s16; printf 'a\0\0\0b\0\0\0c\0\0\0d\0\0\0' > s32; strings -e L s32; strings -e B s32 | wc -c

#### strings output separator
printf 'hello\0abcd\0' > s1; strings -s , s1; echo; strings -s '' s1; echo

#### strings unicode display modes
printf 'x\303A\342\202\254bcd\360\237\230\200zz\303\251\303\251\303\251\303\251\177ABCDE' > s3; for m in d i x e h l; do echo "-U $m:"; strings -U $m s3 | od -c; done

#### strings unicode long names and errors
printf 'ab\303\251cd\0' > s3; strings --unicode=escape s3; strings --unicode=hex s3; strings --unicode=show s3; echo "s=$?"; strings -U z s3; echo "s=$?"

#### strings missing file and directory
printf 'hello\0' > s1; mkdir d; strings nofile s1; echo "s=$?"; strings d; echo "s=$?"

#### strings empty file
: > e; strings e; echo "s=$?"

#### strings lone dash operand
printf 'hello\0' > s1; strings s1 -; echo "s=$?"; strings - </dev/null 2>&1 | head -1; strings -- - 2>/dev/null; echo "s=$?"

#### strings unknown options print usage
strings --bogus 2>&1 | head -2; strings -j /dev/null 2>/dev/null; echo "s=$?"

#### strings help and version
strings --help | head -3; strings -h | tail -1; strings --version | head -1; strings -v | head -1

#### strings -a -d and -T on plain data
printf 'hello\0world' > s1; strings -a s1; strings -d s1; strings -T binary s1

#### strings text without binary
printf 'line one\nline two\n\nx\n' | strings

#### csplit at line numbers
seq 20 > in; csplit in 5 12; head -n 2 xx*

#### csplit at a regex with offsets
seq 20 > in; csplit in /7/+2; cat xx00 | tr '\n' ' '; echo; csplit in /7/-2; wc -l xx*

#### csplit skip with percent
seq 20 > in; csplit in %7% /12/; tr '\n' ' ' < xx00; echo

#### csplit repeat counts
seq 20 > in; csplit in 3 '{2}'; wc -l xx03

#### csplit repeat forever with a regex
seq 20 > in; csplit in '/[05]$/' '{*}'; ls

#### csplit repeat forever with a line number fails at the end
seq 20 > in; csplit in 3 '{*}'; echo "s=$?"; ls

#### csplit match not found removes the files
seq 20 > in; csplit in /5/ /x/; echo "s=$?"; ls

#### csplit -k keeps the files
seq 20 > in; csplit -k in /5/ /x/; echo "s=$?"; ls

#### csplit line number out of range
seq 20 > in; csplit in 25; echo "s=$?"; csplit in 21; echo "s=$?"; csplit in 20; echo "s=$?"; ls

#### csplit line number ordering
seq 20 > in; csplit in 5 3; echo "s=$?"; csplit in 5 5; echo "s=$?"; csplit in 0; echo "s=$?"

#### csplit suppress matched lines
seq 20 > in; csplit --suppress-matched in /5/ 10; head -n 1 xx*

#### csplit suppress matched with repeats
seq 20 > in; csplit --suppress-matched in '/[05]$/' '{*}'; csplit --suppress-matched in 5 '{*}'; echo "s=$?"

#### csplit -z elides empty files
seq 20 > in; csplit -z in /1/ '{3}'; ls; csplit in /1/ '{3}'

#### csplit prefix digits and quiet
seq 20 > in; csplit -n 3 -f part in 10; csplit -s -f q in 10; ls

#### csplit suffix formats
seq 20 > in; csplit -b '%03d.txt' in 10; csplit -s -b '%#x' -f h in 5 10 15; csplit -s -b '%-3d|' -f l in 10; ls

#### csplit suffix format errors
seq 5 > in; csplit -b %s in 3; csplit -b 'a%d%d' in 3; csplit -b 'none' in 3; csplit -b '%+d' in 3; csplit -b "%#d" in 3; echo "s=$?"

#### csplit operand errors
seq 5 > in; csplit in; echo "s=$?"; csplit; echo "s=$?"; csplit nofile 3; echo "s=$?"; csplit -n x in 3; echo "s=$?"

#### csplit pattern errors
seq 5 > in; csplit in '{x}'; csplit in 3 '{x}'; csplit in abc; csplit in /x; csplit in /a/x; csplit in 3 '{2'; echo "s=$?"

#### csplit invalid regular expressions
seq 5 > in; csplit in '/[/'; csplit in '/\(/'; csplit in '/a\{1/'; csplit in '/[[:foo:]]/'; echo "s=$?"

#### csplit stdin
printf 'a\nb\nc\nd\n' | csplit - /c/; cat xx01

#### csplit last line without newline
printf 'a\nb\nc' | csplit - 2; od -c xx01

#### csplit negative offset before the start
seq 20 > in; csplit in /5/-5; echo "s=$?"; csplit in /20/+2; echo "s=$?"; csplit in /20/+1; echo "s=$?"

#### csplit carriage returns are not line ends
printf 'a\r\nb\fc\nd' > in; csplit in 2; od -c xx00

#### csplit skip forever writes no final file
seq 20 > in; csplit in '/5/' '%1%' '{*}'; ls

#### csplit delimiter inside the regex
printf 'a/b\nc\na/b\n' > in; csplit in '/a/b/' '{1}'; ls

#### pr default page with header and trailer
seq 10 > a; touch -d '2020-01-02 03:04:05' a; pr a

#### pr -t omits header and trailer
seq 5 | pr -t

#### pr -h custom header and -D date format
seq 3 > a; touch -d '2020-01-02 03:04:05' a; pr -h 'My Title' -l 15 a; pr -D '%d/%m/%Y' -l 12 a; pr -h '' -l 11 a

#### pr page length and several pages
seq 25 > b; touch -d '2020-01-02 03:04:05' b; pr -l 20 b

#### pr page length of ten or less implies -t
seq 12 | pr -l 10

#### pr double space
seq 4 | pr -d -t; seq 4 | pr -d -t -2

#### pr line numbers
seq 12 | pr -t -n; seq 3 | pr -t -n: ; seq 3 | pr -t -n:3; seq 3 | pr -t -N 98 -n.2

#### pr margin
seq 3 > a; touch -d '2020-01-02 03:04:05' a; pr -o 3 -l 12 a; seq 12 | pr -o 10 -2 -t

#### pr columns down balanced
seq 10 | pr -2 -t; seq 100 | pr -3 -t -l 10; seq 7 | pr -4 -t

#### pr columns across
seq 10 | pr -a -3 -t; seq 5 | pr -a -4 -t

#### pr merge files side by side
seq 5 > s5; seq 12 > s12; pr -m -t s5 s12; pr -m -t -n s12 s5

#### pr merge with separator strings
seq 3 > x; seq 5 > y; pr -m -t -S: x y; pr -m -t -S' | ' y x

#### pr column separators
seq 6 | pr -2 -t -s; seq 6 | pr -2 -t -s:; seq 6 | pr -2 -t -S' | '; seq 6 | pr -2 -t -S

#### pr width and truncation
printf 'x\ty\tz\nlonger line with several words in it that goes past the column width\n\tindented\n' > t; pr -w 30 -2 -t t; pr -W 15 -t t; pr -t -n -W 15 t; pr -J -2 -t t

#### pr tabs expanded with -e
printf 'a\tb\tc\n\tx\n' | pr -t -e; printf 'a\tb\n' | pr -t -e4; printf 'axb\n' | pr -t -ex4

#### pr form feeds in input
printf 'one\ntwo\fthree\n\ffour\n' > ff; touch -d '2020-01-02 03:04:05' ff; pr -t ff | od -c; pr -T ff; pr -l 12 ff | od -c | head -20

#### pr -f pads pages with a form feed
seq 3 > a; touch -d '2020-01-02 03:04:05' a; pr -f a | od -c | tail -3; pr -F -l 12 a | od -c | tail -3

#### pr page ranges
seq 50 > b; touch -d '2020-01-02 03:04:05' b; pr +2:3 -l 20 b; pr --pages=4 -l 20 -t b; pr -N 7 +3 -l 20 -n b | head -8

#### pr page range errors
seq 10 > a; pr +5 a; echo "s=$?"; pr +x a; echo "s=$?"; pr +3:1x a; echo "s=$?"; pr --pages=3:1 a; echo "s=$?"; pr --pages=x a; echo "s=$?"

#### pr numeric option errors
seq 3 > a; for o in "-l x" "-w x" "-W 0" "-o x" "-N x" "--columns=x" "-0" "-nx5x" "-e4x" "-40"; do pr $o a; echo "s=$?"; done

#### pr incompatible options
seq 3 > a; pr -m -2 a a; echo "s=$?"; pr -m -a a a; echo "s=$?"

#### pr missing files
seq 3 > a; touch -d '2020-01-02 03:04:05' a; pr -t nofile a; echo "s=$?"; pr -r -t nofile a; echo "s=$?"

#### pr empty input and no final newline
: > e; pr e; echo "s=$?"; printf 'no newline' | pr -t; echo "[end]"; printf 'a\nb' | pr -d -t | od -c

#### pr several files one after another
seq 2 > a; seq 3 > b; touch -d '2020-01-02 03:04:05' a b; pr -l 12 a b

#### pr merge with a header uses the current date line
seq 2 > a; seq 2 > b; pr -m -l 12 -D 'DATE' a b

#### pr works on bytes and shows control characters on request
printf '\303\251t\303\251 abc\001\033x\n\177y\n' > u8; pr -t -w 12 -2 u8 | od -c; pr -t -v u8; pr -t -c u8; pr -t -c -2 u8 | od -c

#### pr output tabs with -i
printf 'a        b   c\n\tx  y\n            z\n' > sp; pr -t -i sp | od -c; pr -t -i:4 sp; pr -t -i -n sp | od -c; pr -t -i2x sp; echo "s=$?"

#### pr separator options precedence and merge edge cases
seq 3 > b; printf 'no newline' > nn; printf 'a\tb\n\tx\n' > tt; pr -t -S'|' -s: -m b nn; pr -t -n -m nn b; pr -t -l 9 -s -n -m tt b; pr -t -S -m b tt nn

#### pr only the first page range is an option
seq 10 > a; pr -t +2 +3 -l 5 a; echo "s=$?"; pr -t -W 30 -w 40 a | head -2

#### csplit a regex after a line number searches after the written lines
seq 20 > in; csplit in 4 /5/ /9/-3; csplit -s --suppress-matched in 4 '/1/-1' '{2}'; ls; csplit in 4 '/[02468]$/' '%2%+2'

#### pr a directory is a fatal read error
seq 3 > a; mkdir d; pr -t a d a; echo "s=$?"; pr -m -t d a; echo "s=$?"

#### csplit a directory operand is a read error
mkdir d; csplit d 2; echo "s=$?"; csplit -k d 2; echo "s=$?"; csplit d %1%; echo "s=$?"; ls

#### pr form feeds in multi-column input
printf 'one\ntwo\fthree\n\ffour\n' > ff; printf '\fa\nb\n\f\fc\nd\ne\nf\ng\n' > ff2; touch -d '2020-01-02 03:04:05' ff ff2; pr -2 -t ff | od -c; pr -a -2 -t ff2 | od -c; pr -2 -l 12 ff2 | od -c | head -12; pr -d -a -2 -f ff2 | od -c | tail -4

#### pr -T drops input form feeds unless the page is short
printf '\fa\nb\n\f\fc\nd\ne\nf\ng\n' > ff2; pr -T ff2 | od -c; pr -T -l 9 ff2 | od -c; pr -T -2 ff2; pr -t -d ff2 | od -c

#### pr joined columns with numbers
seq 14 | pr -3 -s -n -t; seq 6 | pr -2 -J -n -t; printf 'a\tb\nc\n' | pr -2 -s -t

#### pr form feeds in merged files
printf 'one\ntwo\fthree\n\ffour\n' > ff; printf '\fa\nb\n\f\fc\nd\ne\nf\ng\n' > ff2; seq 8 | tr '\n' '\f' > ff3; seq 10 > a; : > e; pr -m -t ff a; pr -m -t ff3 ff2 | od -c | head -8; pr -m -t ff3 e | od -c; pr -m -d -t ff a | tail -5 | od -c

#### pr merged page skipping counts the first file's lines
printf 'a\tb\tc\n\tx\n' > tt; seq 8 | tr '\n' '\f' > ff3; seq 5 > s5; pr -m -l 9 +2 -n tt ff3 s5 | od -c | head -4

#### pr merged columns are sized for every file named
seq 3 > a; seq 2 > b; pr -m -t a nofile b; echo "s=$?"; pr -m -t -n nofile a; echo "s=$?"

#### cut list errors name what GNU names
for l in 1-2-3 1-a a-1 1-0 1--2 1-a,2 99999999999999999999; do echo abc | cut -f "$l"; echo abc | cut -c "$l"; done 2>&1

#### base32 -d writes nothing of a short final group
printf NBSWY3D | base32 -d; echo " st $?"; printf NBSWY3DPEB | base32 -d; echo " st $?"; printf aGVsbA | base64 -d; echo " st $?"
for x in 'NBSWY3D*' 'NBSWY3DPEB!' 'NB!' 'NBSW*' 'NBSWY3DPNBSWY3D*'; do printf '%s' "$x" | base32 -d; echo " <- $x $?"; done 2>&1
