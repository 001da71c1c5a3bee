# tac, rev, paste, comm, fold, expand/unexpand.

#### tac f1
## file: f1
## | apple
## | banana
## | cherry
tac f1; echo "s=$?"

#### tac f1 f2
## file: f1
## | apple
## | banana
## | cherry
## file: f2
## | banana
## | cherry
## | date
tac f1 f2; echo "s=$?"

#### tac nonl
## file-nonl: nonl
## | x
## | y
tac nonl; echo "s=$?"

#### tac -s, <<< a,b,c
printf 'a,b,c' | tac -s,; echo "s=$?"

#### tac -s, -b <<< a,b,c,
printf 'a,b,c,' | tac -s, -b; echo "s=$?"

#### tac -r -s '[0-9]' <<< a1b2c3
printf 'a1b2c3' | tac -r -s '[0-9]'; echo "s=$?"

#### tac nofile
tac nofile; echo "s=$?"

#### tac <<< 
printf '' | tac; echo "s=$?"

#### rev f1
## file: f1
## | apple
## | banana
## | cherry
rev f1; echo "s=$?"

#### rev nonl
## file-nonl: nonl
## | x
## | y
rev nonl; echo "s=$?"

#### rev <<< héllo\n
printf 'héllo\n' | rev; echo "s=$?"

#### rev nofile f1
## file: f1
## | apple
## | banana
## | cherry
rev nofile f1; echo "s=$?"

#### paste f1 f2
## file: f1
## | apple
## | banana
## | cherry
## file: f2
## | banana
## | cherry
## | date
paste f1 f2; echo "s=$?"

#### paste -d, f1 n
## file: f1
## | apple
## | banana
## | cherry
## file: n
## | 1
## | 2
## | 3
paste -d, f1 n; echo "s=$?"

#### paste -s f1
## file: f1
## | apple
## | banana
## | cherry
paste -s f1; echo "s=$?"

#### paste -sd: f1 n
## file: f1
## | apple
## | banana
## | cherry
## file: n
## | 1
## | 2
## | 3
paste -sd: f1 n; echo "s=$?"

#### paste -d'\n' f1 n
## file: f1
## | apple
## | banana
## | cherry
## file: n
## | 1
## | 2
## | 3
paste -d'\n' f1 n; echo "s=$?"

#### paste - - <<< 1\n2\n3\n
printf '1\n2\n3\n' | paste - -; echo "s=$?"

#### paste -d '' f1 n
## file: f1
## | apple
## | banana
## | cherry
## file: n
## | 1
## | 2
## | 3
paste -d '' f1 n; echo "s=$?"

#### paste f1 nonl
## file: f1
## | apple
## | banana
## | cherry
## file-nonl: nonl
## | x
## | y
paste f1 nonl; echo "s=$?"

#### paste -d,: f1 n f2
## file: f1
## | apple
## | banana
## | cherry
## file: f2
## | banana
## | cherry
## | date
## file: n
## | 1
## | 2
## | 3
paste -d,: f1 n f2; echo "s=$?"

#### paste -s -d', ' n
## file: n
## | 1
## | 2
## | 3
paste -s -d', ' n; echo "s=$?"

#### paste nofile
paste nofile; echo "s=$?"

#### paste -z - <<< a\0b\0
printf 'a\0b\0' | paste -z -; echo "s=$?"

#### paste f1 - <<< x\ny\n
## file: f1
## | apple
## | banana
## | cherry
printf 'x\ny\n' | paste f1 -; echo "s=$?"

#### comm f1 f2
## file: f1
## | apple
## | banana
## | cherry
## file: f2
## | banana
## | cherry
## | date
comm f1 f2; echo "s=$?"

#### comm -12 f1 f2
## file: f1
## | apple
## | banana
## | cherry
## file: f2
## | banana
## | cherry
## | date
comm -12 f1 f2; echo "s=$?"

#### comm -3 f1 f2
## file: f1
## | apple
## | banana
## | cherry
## file: f2
## | banana
## | cherry
## | date
comm -3 f1 f2; echo "s=$?"

#### comm -23 f1 f2
## file: f1
## | apple
## | banana
## | cherry
## file: f2
## | banana
## | cherry
## | date
comm -23 f1 f2; echo "s=$?"

#### comm --output-delimiter=: f1 f2
## file: f1
## | apple
## | banana
## | cherry
## file: f2
## | banana
## | cherry
## | date
comm --output-delimiter=: f1 f2; echo "s=$?"

#### comm --total f1 f2
## file: f1
## | apple
## | banana
## | cherry
## file: f2
## | banana
## | cherry
## | date
comm --total f1 f2; echo "s=$?"

#### comm dup f1
## file: f1
## | apple
## | banana
## | cherry
## file: dup
## | a
## | a
## | b
## | c
## | c
## | c
## | A
## | a
comm dup f1; echo "s=$?"

#### comm --check-order dup f1
## file: f1
## | apple
## | banana
## | cherry
## file: dup
## | a
## | a
## | b
## | c
## | c
## | c
## | A
## | a
comm --check-order dup f1; echo "s=$?"

#### comm --nocheck-order dup f1
## file: f1
## | apple
## | banana
## | cherry
## file: dup
## | a
## | a
## | b
## | c
## | c
## | c
## | A
## | a
comm --nocheck-order dup f1; echo "s=$?"

#### comm f1
## file: f1
## | apple
## | banana
## | cherry
comm f1; echo "s=$?"

#### comm
comm; echo "s=$?"

#### comm f1 f2 n
## file: f1
## | apple
## | banana
## | cherry
## file: f2
## | banana
## | cherry
## | date
## file: n
## | 1
## | 2
## | 3
comm f1 f2 n; echo "s=$?"

#### comm - f2 <<< apple\nbanana\n
## file: f2
## | banana
## | cherry
## | date
printf 'apple\nbanana\n' | comm - f2; echo "s=$?"

#### comm nofile f1
## file: f1
## | apple
## | banana
## | cherry
comm nofile f1; echo "s=$?"

#### fold -w 10 long
## file: long
## | The quick brown fox jumps over the lazy dog and keeps running far away
fold -w 10 long; echo "s=$?"

#### fold -sw 10 long
## file: long
## | The quick brown fox jumps over the lazy dog and keeps running far away
fold -sw 10 long; echo "s=$?"

#### fold -w 5 <<< a\tbcdefghij\n
printf 'a\tbcdefghij\n' | fold -w 5; echo "s=$?"

#### fold -w5 <<< abcdefghijkl\n
printf 'abcdefghijkl\n' | fold -w5; echo "s=$?"

#### fold -b -w 3 <<< a\tbcd\n
printf 'a\tbcd\n' | fold -b -w 3; echo "s=$?"

#### fold long
## file: long
## | The quick brown fox jumps over the lazy dog and keeps running far away
fold long; echo "s=$?"

#### fold -w 0 long
## file: long
## | The quick brown fox jumps over the lazy dog and keeps running far away
fold -w 0 long; echo "s=$?"

#### fold -w x long
## file: long
## | The quick brown fox jumps over the lazy dog and keeps running far away
fold -w x long; echo "s=$?"

#### fold -s -w 4 <<< ab cd ef gh\n
printf 'ab cd ef gh\n' | fold -s -w 4; echo "s=$?"

#### fold -w 3 nonl
## file-nonl: nonl
## | x
## | y
fold -w 3 nonl; echo "s=$?"

#### fold -w 4 <<< a\bbcdef\n
printf 'a\bbcdef\n' | fold -w 4; echo "s=$?"

#### fold -s -w 6 <<< aaaaaaaaaa bb\n
printf 'aaaaaaaaaa bb\n' | fold -s -w 6; echo "s=$?"

#### fold -10 long
## file: long
## | The quick brown fox jumps over the lazy dog and keeps running far away
fold -10 long; echo "s=$?"

#### expand tabs
## file: tabs
## | a	b	c
## | 	x
## | 12345678	z
expand tabs; echo "s=$?"

#### expand -t4 tabs
## file: tabs
## | a	b	c
## | 	x
## | 12345678	z
expand -t4 tabs; echo "s=$?"

#### expand -t 2,5 tabs
## file: tabs
## | a	b	c
## | 	x
## | 12345678	z
expand -t 2,5 tabs; echo "s=$?"

#### expand -i <<< \ta\tb\n
printf '\ta\tb\n' | expand -i; echo "s=$?"

#### expand -t 0 tabs
## file: tabs
## | a	b	c
## | 	x
## | 12345678	z
expand -t 0 tabs; echo "s=$?"

#### expand -t 3,2 tabs
## file: tabs
## | a	b	c
## | 	x
## | 12345678	z
expand -t 3,2 tabs; echo "s=$?"

#### expand -t x tabs
## file: tabs
## | a	b	c
## | 	x
## | 12345678	z
expand -t x tabs; echo "s=$?"

#### expand nonl
## file-nonl: nonl
## | x
## | y
expand nonl; echo "s=$?"

#### expand -t 4 <<< ab\bc\td\n
printf 'ab\bc\td\n' | expand -t 4; echo "s=$?"

#### unexpand <<<         x\ty        z\n
printf '        x\ty        z\n' | unexpand; echo "s=$?"

#### unexpand -a <<<         x        y\n
printf '        x        y\n' | unexpand -a; echo "s=$?"

#### unexpand -t 4 <<<     a    b\n
printf '    a    b\n' | unexpand -t 4; echo "s=$?"

#### unexpand --first-only -t 4 <<<     a    b\n
printf '    a    b\n' | unexpand --first-only -t 4; echo "s=$?"

#### unexpand <<<    x\n
printf '   x\n' | unexpand; echo "s=$?"

#### unexpand -a <<< a        b  c\n
printf 'a        b  c\n' | unexpand -a; echo "s=$?"

#### unexpand -a <<<                  x\n
printf '                 x\n' | unexpand -a; echo "s=$?"

#### unexpand -a <<< ab      \n
printf 'ab      \n' | unexpand -a; echo "s=$?"
