# grep: GNU grep 3.8 matching modes, output control, context, errors, recursion.

#### simple match
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
grep o f

#### invert
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
grep -v o f

#### count
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
grep -c o f

#### numbers and names
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
grep -n o f g

#### ignore case
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
grep -i two f

#### word
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
grep -w two f

#### whole line
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
grep -x two f

#### only matching
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
grep -o o f

#### only matching numbered
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
grep -on 'o.' f

#### ERE alternation
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
grep -E 't(w|h)' f

#### BRE alternation
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
grep 't\(w\|h\)' f

#### fixed dot
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
grep -F . f; echo $?

#### several -e
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
grep -e one -e five f

#### files with matches
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
grep -l a f g h

#### files without match
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
grep -L a f g h

#### no filename
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
grep -h a f g h

#### with filename
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
grep -H one f

#### quiet
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
grep -q one f; echo $?

#### no match status
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
grep zzz f; echo $?

#### missing file status
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
grep one nofile f; echo $?

#### silent missing file
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
grep -s one nofile f; echo $?

#### context
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
grep -C1 three f

#### after context numbered
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
grep -A1 -n one f

#### before context
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
grep -B2 five f

#### numeric context
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
grep -2 three f

#### max count
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
grep -m2 o f

#### invert count per file
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
grep -c -v o f g h

#### binary file
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
printf 'a\0b\nxa\n' > b; grep a b; echo $?

#### binary as text
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
printf 'a\0b\nxa\n' > b; grep -a a b | od -c

#### binary count
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
printf 'a\0b\nxa\n' > b; grep -c a b

#### byte offset
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
grep -b o f

#### upper class
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
grep '[[:upper:]]' f

#### ERE brace literal
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
echo 'a{1' | grep -E 'a{1'

#### BRE unmatched interval
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
grep 'a\{1' f; echo $?

#### ERE unmatched paren
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
grep -E '(' f; echo $?

#### perl word
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
grep -P '\bw\w+' f

#### only word
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
grep -ow 'o' f; echo $?

#### colour always
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
grep --color=always o f | od -c | head -5

#### empty pattern matches all
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
grep '' h

#### empty -e count
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
grep -e '' -c f

#### y is -i
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
grep -y TWO f

#### end anchor
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
grep -E 'e$' f

#### start anchor
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
grep '^t' f

#### recursive implicit dir
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
mkdir -p d/e; echo one > d/e/x; grep -r one d

#### recursive dot
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
mkdir -p d; echo one > d/x; grep -r one . | sort

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
printf 'a\0b\0' | grep -z a | od -c

#### include glob
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
mkdir d; echo a > d/x.c; echo a > d/y.h; grep -r --include='*.c' a d

#### exclude dir
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
mkdir -p d/skip; echo a > d/skip/x; echo a > d/y; grep -r --exclude-dir=skip a d

#### null after name
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
grep -Z -l a f g h | od -c

#### long count
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
grep --count o f

#### bogus option
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
grep --bogus f

#### no pattern
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
grep

#### star at start ERE
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
grep -E '*a' g

#### directory operand
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
mkdir d; grep x d; echo $?

#### stdin label
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
echo hi | grep -H --label=in hi

#### stdin default name
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
echo hi | grep -H hi

#### fgrep command
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
printf 'a.b\naxb\n' | grep -F 'a.b'

#### egrep spelled
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
printf 'ab\n' | grep -E 'a|x'

#### pattern file
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
printf 'one\nfive\n' > p; grep -f p f

#### newline separated patterns
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
grep $'one\nfive' f

#### ignore case class
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
echo ABC | grep -i '[a-c]\{3\}'

#### backreference
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
printf 'abab\nabcd\n' | grep '\(ab\)\1'

#### dot star
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
grep -c '.*' f

#### max count zero
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
grep -m0 o f; echo $?

#### invalid max count
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
grep -m x o f; echo $?

#### invalid context
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
grep -A x o f; echo $?

#### after context separator
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
printf 'a\nb\nc\nd\na\n' | grep -A1 a

#### context overlap
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
printf 'a\nb\na\nb\n' | grep -C1 a

#### only matching several per line
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
echo 'a1b22c333' | grep -oE '[0-9]+'

#### invert and only
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
grep -vo o f; echo $?

#### whole line fixed
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
printf 'ab\nab c\n' | grep -Fx ab

#### word with underscore
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
printf 'foo_bar\nfoo bar\n' | grep -w foo

#### files with matches stdin
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
echo x | grep -l x

#### quiet with error
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
grep -q one nofile f; echo $?

#### count with filenames
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
grep -c a f g h

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
printf 'ab\naab\n' | grep -E '^a{2}b'

#### plus and question ERE
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
printf 'ac\nabc\nabbc\n' | grep -E 'ab?c'

#### escaped plus BRE
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
printf 'ac\nabbc\n' | grep 'ab\+c'

#### literal plus BRE
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
printf 'a+c\nac\n' | grep 'a+c'

#### bracket with close bracket
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
printf 'a]\nab\n' | grep '[]]'

#### negated bracket
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
printf 'a\nb\n' | grep '[^a]'

#### line number with context
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
grep -n -C1 three f

#### tab with -T
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
grep -T -n one f | od -c
