# sed streaming: a lone s command runs over blocks of whole lines; the edge cases of that path.

#### a lone s over files: first, global, empty matches, anchors, no final newline
printf 'abc abc\nxabc\n\nend' > f; sed 's/abc/X/' f; echo; sed 's/abc/X/g' f; echo; sed 's/b*/-/g' f; echo; sed 's/$/</' f; echo; sed 's/^/>/g' f

#### a lone s with classes that could reach across lines
printf 'a b\nc d\n' > f; sed 's/[[:space:]]*$/!/' f; sed 's/ [^x]*/_/' f; sed 's/\s/_/g' f; sed -E 's/(a|c) /[\1]/' f

#### a lone s over several files, one without a final newline
printf 'one\ntwo\n' > f; printf 'three' > g; sed 's/o/0/g' f g f; sed 's/e/E/' g g

#### a lone s with case conversion, occurrence and I
printf 'Hello World\n' > f; sed 's/o/\U&/2' f; sed 's/\(l\+\)/\U\1/g' f; sed 's/world/there/I' f

#### a lone s on empty lines and at line ends
printf 'aaa\n\nbbb\n' > f; sed 's/^$/EMPTY/' f; sed 's/a*$/X/' f; sed 's/x*/-/' f

#### a lone s keeps bytes that are not UTF-8
printf '\xe9t\xe9\n' > f; sed 's/t/T/' f | od -c | head -2

#### a lone s over a file bigger than a read block
seq 170000 > f; sed 's/1/one/' f | cksum; printf 'x' >> f; sed 's/0*x$/<&>/g' f | tail -n 2 | od -c

#### a lone s over a big file with matches a line cannot hold
seq 170000 > f; sed 's/[[:space:]]*9$/!/' f | cksum

#### a cycle that never ends (D, branches, n) still hands its output on
yes | sed '$!N;P;D' | head -2
yes | sed ':a;n;ba' | head -2
yes | sed -n ':a;p;N;s/\n//;ba' | head -2
