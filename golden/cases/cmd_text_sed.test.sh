# sed: GNU sed 4.9 addresses, commands, s flags, errors, -n -i -s -z -E -f.

#### print twice
## file: f
## | one
## | two
## | three
## | four
## | five
## | Two words
## file: g
## | alpha
## file-nonl: h
## | beta
sed p f

#### quiet print
## file: f
## | one
## | two
## | three
## | four
## | five
## | Two words
## file: g
## | alpha
## file-nonl: h
## | beta
sed -n p f

#### line address
## file: f
## | one
## | two
## | three
## | four
## | five
## | Two words
## file: g
## | alpha
## file-nonl: h
## | beta
sed -n 2p f

#### delete line
## file: f
## | one
## | two
## | three
## | four
## | five
## | Two words
## file: g
## | alpha
## file-nonl: h
## | beta
sed 2d f

#### last line
## file: f
## | one
## | two
## | three
## | four
## | five
## | Two words
## file: g
## | alpha
## file-nonl: h
## | beta
sed -n '$p' f

#### numeric range
## file: f
## | one
## | two
## | three
## | four
## | five
## | Two words
## file: g
## | alpha
## file-nonl: h
## | beta
sed -n '2,4p' f

#### regex range
## file: f
## | one
## | two
## | three
## | four
## | five
## | Two words
## file: g
## | alpha
## file-nonl: h
## | beta
sed -n '/two/,/four/p' f

#### plus range
## file: f
## | one
## | two
## | three
## | four
## | five
## | Two words
## file: g
## | alpha
## file-nonl: h
## | beta
sed -n '2,+1p' f

#### step address
## file: f
## | one
## | two
## | three
## | four
## | five
## | Two words
## file: g
## | alpha
## file-nonl: h
## | beta
sed -n '1~2p' f

#### zero address range
## file: f
## | one
## | two
## | three
## | four
## | five
## | Two words
## file: g
## | alpha
## file-nonl: h
## | beta
sed -n '0,/o/p' f

#### negated address
## file: f
## | one
## | two
## | three
## | four
## | five
## | Two words
## file: g
## | alpha
## file-nonl: h
## | beta
sed -n '2!p' f

#### global substitute
## file: f
## | one
## | two
## | three
## | four
## | five
## | Two words
## file: g
## | alpha
## file-nonl: h
## | beta
sed 's/o/0/g' f

#### nth occurrence
## file: f
## | one
## | two
## | three
## | four
## | five
## | Two words
## file: g
## | alpha
## file-nonl: h
## | beta
sed 's/o/0/2' f

#### nth and global
## file: f
## | one
## | two
## | three
## | four
## | five
## | Two words
## file: g
## | alpha
## file-nonl: h
## | beta
echo aaaa | sed 's/a/b/2g'

#### ERE groups swapped
## file: f
## | one
## | two
## | three
## | four
## | five
## | Two words
## file: g
## | alpha
## file-nonl: h
## | beta
sed -E 's/(t)(w|h)/\2\1/' f

#### BRE groups
## file: f
## | one
## | two
## | three
## | four
## | five
## | Two words
## file: g
## | alpha
## file-nonl: h
## | beta
sed 's/\(o\)/[\1]/g' f

#### uppercase with \U
## file: f
## | one
## | two
## | three
## | four
## | five
## | Two words
## file: g
## | alpha
## file-nonl: h
## | beta
sed 's/e/\U&/g' f

#### capitalise first word
## file: f
## | one
## | two
## | three
## | four
## | five
## | Two words
## file: g
## | alpha
## file-nonl: h
## | beta
sed 's/\w\+/\u&/' f

#### \L and \E
## file: f
## | one
## | two
## | three
## | four
## | five
## | Two words
## file: g
## | alpha
## file-nonl: h
## | beta
echo HELLO World | sed -E 's/(H)(ELLO)/\1\L\2\E!/'

#### line numbers
## file: f
## | one
## | two
## | three
## | four
## | five
## | Two words
## file: g
## | alpha
## file-nonl: h
## | beta
sed = f

#### count lines
## file: f
## | one
## | two
## | three
## | four
## | five
## | Two words
## file: g
## | alpha
## file-nonl: h
## | beta
sed -n '$=' f

#### tac emulation
## file: f
## | one
## | two
## | three
## | four
## | five
## | Two words
## file: g
## | alpha
## file-nonl: h
## | beta
sed '1!G;h;$!d' f

#### N P D window
## file: f
## | one
## | two
## | three
## | four
## | five
## | Two words
## file: g
## | alpha
## file-nonl: h
## | beta
sed 'N;P;D' f

#### join pairs
## file: f
## | one
## | two
## | three
## | four
## | five
## | Two words
## file: g
## | alpha
## file-nonl: h
## | beta
sed '$!N;s/\n/ /' f

#### append classic
## file: f
## | one
## | two
## | three
## | four
## | five
## | Two words
## file: g
## | alpha
## file-nonl: h
## | beta
sed '2a\
added line' f

#### insert one-liner
## file: f
## | one
## | two
## | three
## | four
## | five
## | Two words
## file: g
## | alpha
## file-nonl: h
## | beta
sed '2i inserted' f

#### change one line
## file: f
## | one
## | two
## | three
## | four
## | five
## | Two words
## file: g
## | alpha
## file-nonl: h
## | beta
sed '3c changed' f

#### change a range
## file: f
## | one
## | two
## | three
## | four
## | five
## | Two words
## file: g
## | alpha
## file-nonl: h
## | beta
sed '2,3c changed' f

#### transliterate
## file: f
## | one
## | two
## | three
## | four
## | five
## | Two words
## file: g
## | alpha
## file-nonl: h
## | beta
sed y/abc/xyz/ g

#### missing final newline kept
## file: f
## | one
## | two
## | three
## | four
## | five
## | Two words
## file: g
## | alpha
## file-nonl: h
## | beta
cat g h | sed p | od -c

#### l command
## file: f
## | one
## | two
## | three
## | four
## | five
## | Two words
## file: g
## | alpha
## file-nonl: h
## | beta
printf 'a\tb\001\\\n' | sed -n l

#### l with width
## file: f
## | one
## | two
## | three
## | four
## | five
## | Two words
## file: g
## | alpha
## file-nonl: h
## | beta
sed -n 'l 3' f

#### quit after line
## file: f
## | one
## | two
## | three
## | four
## | five
## | Two words
## file: g
## | alpha
## file-nonl: h
## | beta
sed 3q f

#### Quit silently
## file: f
## | one
## | two
## | three
## | four
## | five
## | Two words
## file: g
## | alpha
## file-nonl: h
## | beta
sed 3Q f

#### quit with status
## file: f
## | one
## | two
## | three
## | four
## | five
## | Two words
## file: g
## | alpha
## file-nonl: h
## | beta
sed q5 f; echo $?

#### separate files last line
## file: f
## | one
## | two
## | three
## | four
## | five
## | Two words
## file: g
## | alpha
## file-nonl: h
## | beta
sed -s -n '$p' f g

#### joined files last line
## file: f
## | one
## | two
## | three
## | four
## | five
## | Two words
## file: g
## | alpha
## file-nonl: h
## | beta
sed -n '$p' f g

#### empty regex matches everywhere
## file: f
## | one
## | two
## | three
## | four
## | five
## | Two words
## file: g
## | alpha
## file-nonl: h
## | beta
echo abc | sed 's/x*/-/g'

#### no empty match after a match
## file: f
## | one
## | two
## | three
## | four
## | five
## | Two words
## file: g
## | alpha
## file-nonl: h
## | beta
echo abc | sed 's/b*/-/g'

#### two -e scripts
## file: f
## | one
## | two
## | three
## | four
## | five
## | Two words
## file: g
## | alpha
## file-nonl: h
## | beta
sed -e 's/a/A/' -e 's/e/E/' g

#### block with two commands
## file: f
## | one
## | two
## | three
## | four
## | five
## | Two words
## file: g
## | alpha
## file-nonl: h
## | beta
sed -n '/^t/{p;p}' f

#### branch to end inside block
## file: f
## | one
## | two
## | three
## | four
## | five
## | Two words
## file: g
## | alpha
## file-nonl: h
## | beta
sed '/two/{s/two/2/;b};s/$/!/' f

#### join all lines with a loop
## file: f
## | one
## | two
## | three
## | four
## | five
## | Two words
## file: g
## | alpha
## file-nonl: h
## | beta
sed ':a;N;$!ba;s/\n/,/g' f

#### unknown command
## file: f
## | one
## | two
## | three
## | four
## | five
## | Two words
## file: g
## | alpha
## file-nonl: h
## | beta
sed 's/a/b/;k' f

#### unterminated s
## file: f
## | one
## | two
## | three
## | four
## | five
## | Two words
## file: g
## | alpha
## file-nonl: h
## | beta
sed 's/x' f

#### unknown s option
## file: f
## | one
## | two
## | three
## | four
## | five
## | Two words
## file: g
## | alpha
## file-nonl: h
## | beta
sed 's/x/y/q' f

#### missing input file
## file: f
## | one
## | two
## | three
## | four
## | five
## | Two words
## file: g
## | alpha
## file-nonl: h
## | beta
sed p nofile f; echo status $?

#### hold space exchange
## file: f
## | one
## | two
## | three
## | four
## | five
## | Two words
## file: g
## | alpha
## file-nonl: h
## | beta
sed -n 'x;p' f

#### hold and get
## file: f
## | one
## | two
## | three
## | four
## | five
## | Two words
## file: g
## | alpha
## file-nonl: h
## | beta
sed '2{h;d};4{G}' f

#### leftmost longest alternation
## file: f
## | one
## | two
## | three
## | four
## | five
## | Two words
## file: g
## | alpha
## file-nonl: h
## | beta
echo abcd | sed -E 's/a|ab/X/'

#### null data
## file: f
## | one
## | two
## | three
## | four
## | five
## | Two words
## file: g
## | alpha
## file-nonl: h
## | beta
printf 'a\nb\n' | sed -z 's/\n/,/g'

#### newline in replacement
## file: f
## | one
## | two
## | three
## | four
## | five
## | Two words
## file: g
## | alpha
## file-nonl: h
## | beta
sed 's/o/\n/' f

#### every second line deleted
## file: f
## | one
## | two
## | three
## | four
## | five
## | Two words
## file: g
## | alpha
## file-nonl: h
## | beta
sed '0~2d' f

#### backwards range is one line
## file: f
## | one
## | two
## | three
## | four
## | five
## | Two words
## file: g
## | alpha
## file-nonl: h
## | beta
sed -n '2,1p' f

#### case-insensitive address
## file: f
## | one
## | two
## | three
## | four
## | five
## | Two words
## file: g
## | alpha
## file-nonl: h
## | beta
sed -n '/TWO/Ip' f

#### case-insensitive substitute
## file: f
## | one
## | two
## | three
## | four
## | five
## | Two words
## file: g
## | alpha
## file-nonl: h
## | beta
sed 's/T/X/Ig' f

#### first and last deleted
## file: f
## | one
## | two
## | three
## | four
## | five
## | Two words
## file: g
## | alpha
## file-nonl: h
## | beta
sed '1d;$d' f

#### append at end
## file: f
## | one
## | two
## | three
## | four
## | five
## | Two words
## file: g
## | alpha
## file-nonl: h
## | beta
sed '$a END' f

#### w file
## file: f
## | one
## | two
## | three
## | four
## | five
## | Two words
## file: g
## | alpha
## file-nonl: h
## | beta
sed -n '/o/w out' f; cat out

#### in place edit
## file: f
## | one
## | two
## | three
## | four
## | five
## | Two words
## file: g
## | alpha
## file-nonl: h
## | beta
sed -i s/o/O/ f; cat f

#### in place with backup
## file: f
## | one
## | two
## | three
## | four
## | five
## | Two words
## file: g
## | alpha
## file-nonl: h
## | beta
sed -i.bak 2d f; cat f; cat f.bak

#### unterminated y
## file: f
## | one
## | two
## | three
## | four
## | five
## | Two words
## file: g
## | alpha
## file-nonl: h
## | beta
sed 'y/o/' f

#### unexpected brace
## file: f
## | one
## | two
## | three
## | four
## | five
## | Two words
## file: g
## | alpha
## file-nonl: h
## | beta
sed '}' f

#### unmatched brace
## file: f
## | one
## | two
## | three
## | four
## | five
## | Two words
## file: g
## | alpha
## file-nonl: h
## | beta
sed -n '{p' f

#### missing label
## file: f
## | one
## | two
## | three
## | four
## | five
## | Two words
## file: g
## | alpha
## file-nonl: h
## | beta
sed 'b nolabel' f; echo $?

#### stdin dash
## file: f
## | one
## | two
## | three
## | four
## | five
## | Two words
## file: g
## | alpha
## file-nonl: h
## | beta
echo hi | sed p -

#### script from file
## file: f
## | one
## | two
## | three
## | four
## | five
## | Two words
## file: g
## | alpha
## file-nonl: h
## | beta
printf 's/one/1/\n' > s.sed; sed -f s.sed f

#### hash n first line
## file: f
## | one
## | two
## | three
## | four
## | five
## | Two words
## file: g
## | alpha
## file-nonl: h
## | beta
printf '#n\n2p\n' > s.sed; sed -f s.sed f

#### t command loop
## file: f
## | one
## | two
## | three
## | four
## | five
## | Two words
## file: g
## | alpha
## file-nonl: h
## | beta
echo aaa | sed ':a;s/a/b/;ta'

#### T command
## file: f
## | one
## | two
## | three
## | four
## | five
## | Two words
## file: g
## | alpha
## file-nonl: h
## | beta
printf 'ab\ncd\n' | sed 's/a/A/;T;s/$/ (changed)/'

#### ampersand escaped
## file: f
## | one
## | two
## | three
## | four
## | five
## | Two words
## file: g
## | alpha
## file-nonl: h
## | beta
echo x | sed 's/x/[\&]/'

#### delimiter other than slash
## file: f
## | one
## | two
## | three
## | four
## | five
## | Two words
## file: g
## | alpha
## file-nonl: h
## | beta
echo /usr/bin | sed 's|/usr|/opt|'

#### regex address with custom delimiter
## file: f
## | one
## | two
## | three
## | four
## | five
## | Two words
## file: g
## | alpha
## file-nonl: h
## | beta
printf 'a/b\nc\n' | sed -n '\,a/b,p'

#### bracket holds delimiter
## file: f
## | one
## | two
## | three
## | four
## | five
## | Two words
## file: g
## | alpha
## file-nonl: h
## | beta
echo a/b | sed 's/[/]/_/'

#### dollar in middle is literal
## file: f
## | one
## | two
## | three
## | four
## | five
## | Two words
## file: g
## | alpha
## file-nonl: h
## | beta
echo 'a$b' | sed 's/a$b/X/'

#### caret in middle is literal
## file: f
## | one
## | two
## | three
## | four
## | five
## | Two words
## file: g
## | alpha
## file-nonl: h
## | beta
echo 'a^b' | sed 's/a^b/X/'

#### star at start is literal
## file: f
## | one
## | two
## | three
## | four
## | five
## | Two words
## file: g
## | alpha
## file-nonl: h
## | beta
echo '*a' | sed 's/*a/X/'

#### interval BRE
## file: f
## | one
## | two
## | three
## | four
## | five
## | Two words
## file: g
## | alpha
## file-nonl: h
## | beta
echo aaa | sed 's/a\{2\}/X/'

#### interval ERE
## file: f
## | one
## | two
## | three
## | four
## | five
## | Two words
## file: g
## | alpha
## file-nonl: h
## | beta
echo aaa | sed -E 's/a{2,}/X/'

#### posix class
## file: f
## | one
## | two
## | three
## | four
## | five
## | Two words
## file: g
## | alpha
## file-nonl: h
## | beta
echo 'ab12' | sed 's/[[:digit:]]\+/N/'

#### word boundary
## file: f
## | one
## | two
## | three
## | four
## | five
## | Two words
## file: g
## | alpha
## file-nonl: h
## | beta
echo 'cat catalog' | sed 's/\bcat\b/dog/g'

#### backreference in pattern
## file: f
## | one
## | two
## | three
## | four
## | five
## | Two words
## file: g
## | alpha
## file-nonl: h
## | beta
echo 'abab xyxz' | sed -E 's/(..)\1/<&>/'

#### F and = commands
## file: f
## | one
## | two
## | three
## | four
## | five
## | Two words
## file: g
## | alpha
## file-nonl: h
## | beta
sed -n '1{F;=}' f

#### z clears pattern space
## file: f
## | one
## | two
## | three
## | four
## | five
## | Two words
## file: g
## | alpha
## file-nonl: h
## | beta
sed '2z' f

#### R reads a line per cycle
## file: f
## | one
## | two
## | three
## | four
## | five
## | Two words
## file: g
## | alpha
## file-nonl: h
## | beta
printf 'x\ny\n' > r; sed 'R r' g

#### r appends file
## file: f
## | one
## | two
## | three
## | four
## | five
## | Two words
## file: g
## | alpha
## file-nonl: h
## | beta
printf 'x\n' > r; sed '1r r' f

#### i before and a after
## file: f
## | one
## | two
## | three
## | four
## | five
## | Two words
## file: g
## | alpha
## file-nonl: h
## | beta
echo mid | sed -e 'i\' -e top -e 'a\' -e bottom

#### c with negation
## file: f
## | one
## | two
## | three
## | four
## | five
## | Two words
## file: g
## | alpha
## file-nonl: h
## | beta
sed '2!c X' f

#### s with p flag and -n
## file: f
## | one
## | two
## | three
## | four
## | five
## | Two words
## file: g
## | alpha
## file-nonl: h
## | beta
sed -n 's/o/0/p' f

#### s with w /dev/stdout
## file: f
## | one
## | two
## | three
## | four
## | five
## | Two words
## file: g
## | alpha
## file-nonl: h
## | beta
sed -n 's/one/1/w /dev/stdout' f

#### empty regex reuses last
## file: f
## | one
## | two
## | three
## | four
## | five
## | Two words
## file: g
## | alpha
## file-nonl: h
## | beta
sed -n '/t/{s//T/p}' f

#### no previous regex
## file: f
## | one
## | two
## | three
## | four
## | five
## | Two words
## file: g
## | alpha
## file-nonl: h
## | beta
sed 's//x/' f

#### 0 address misuse
## file: f
## | one
## | two
## | three
## | four
## | five
## | Two words
## file: g
## | alpha
## file-nonl: h
## | beta
sed -n '0p' f

#### regexp-extended long option
## file: f
## | one
## | two
## | three
## | four
## | five
## | Two words
## file: g
## | alpha
## file-nonl: h
## | beta
echo ab | sed --regexp-extended 's/(a)/[\1]/'

#### quiet long option
## file: f
## | one
## | two
## | three
## | four
## | five
## | Two words
## file: g
## | alpha
## file-nonl: h
## | beta
sed --quiet 1p f

#### expression long option
## file: f
## | one
## | two
## | three
## | four
## | five
## | Two words
## file: g
## | alpha
## file-nonl: h
## | beta
sed --expression=1d f

#### no script
## xfail: L-1 vshell's --help and usage texts are its own words, not GNU's
## file: f
## | one
## | two
## | three
## | four
## | five
## | Two words
## file: g
## | alpha
## file-nonl: h
## | beta
sed

#### in place without files
## file: f
## | one
## | two
## | three
## | four
## | five
## | Two words
## file: g
## | alpha
## file-nonl: h
## | beta
sed -i p

#### bogus option
## xfail: L-1 vshell's --help and usage texts are its own words, not GNU's
## file: f
## | one
## | two
## | three
## | four
## | five
## | Two words
## file: g
## | alpha
## file-nonl: h
## | beta
sed --bogus p f

#### crlf kept
## file: f
## | one
## | two
## | three
## | four
## | five
## | Two words
## file: g
## | alpha
## file-nonl: h
## | beta
printf 'a\r\nb\r\n' | sed 's/.*/"&"/' | od -c

#### M flag multiline
## file: f
## | one
## | two
## | three
## | four
## | five
## | Two words
## file: g
## | alpha
## file-nonl: h
## | beta
printf 'a\nb\n' | sed 'N;s/^b/B/M'

#### dot matches newline in pattern space
## file: f
## | one
## | two
## | three
## | four
## | five
## | Two words
## file: g
## | alpha
## file-nonl: h
## | beta
printf 'a\nb\n' | sed 'N;s/a.b/X/'

#### yes piped stops
## file: f
## | one
## | two
## | three
## | four
## | five
## | Two words
## file: g
## | alpha
## file-nonl: h
## | beta
yes | sed 3q

#### directory input
## file: f
## | one
## | two
## | three
## | four
## | five
## | Two words
## file: g
## | alpha
## file-nonl: h
## | beta
mkdir d; sed p d; echo $?

#### append and quit
## file: f
## | one
## | two
## | three
## | four
## | five
## | Two words
## file: g
## | alpha
## file-nonl: h
## | beta
sed '1a after' f | head -3

#### n command
## file: f
## | one
## | two
## | three
## | four
## | five
## | Two words
## file: g
## | alpha
## file-nonl: h
## | beta
sed -n 'n;p' f

#### n at end prints
## file: f
## | one
## | two
## | three
## | four
## | five
## | Two words
## file: g
## | alpha
## file-nonl: h
## | beta
printf 'a\n' | sed 'n;d'

#### N at end prints
## file: f
## | one
## | two
## | three
## | four
## | five
## | Two words
## file: g
## | alpha
## file-nonl: h
## | beta
printf 'a\nb\nc\n' | sed N

#### special chars in y
## file: f
## | one
## | two
## | three
## | four
## | five
## | Two words
## file: g
## | alpha
## file-nonl: h
## | beta
echo 'a\b' | sed 'y/\\/X/'
