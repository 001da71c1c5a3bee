# awk: gawk's messages name the -f file and its line; parse errors at the end of each source; run-time errors.

#### a parse error in a -f file names the file
## file: q.awk
## | BEGIN {
## |   x = 1 +
## | }
awk -f q.awk
echo "status $?"

#### a constant zero divisor in a -f file is a compile-time error on its line
## file: p.awk
## | BEGIN {
## |   x = 1
## |   print x / 0
## | }
awk -f p.awk
echo "status $?"

#### a run-time error names the line of the statement
## file: r.awk
## | BEGIN {
## |   x = 1
## | }
## | END {
## |   y = 0
## |   print x / y
## | }
echo a | awk -f r.awk
echo "status $?"

#### lines count within each -f file
## file: r.awk
## | BEGIN {
## |   x = 1
## | }
## file: s.awk
## |
## |
## | BEGIN { print substr("x") }
awk -f r.awk -f s.awk
echo "status $?"

#### warnings and a redirection failure in a -f file
## file: t.awk
## | {
## |   print $1
## |   print log(-1)
## |   n = split("a b", arr)
## |   print arr[n] > "nodir/f"
## | }
## file: x
## | 1
## | 2
awk -f t.awk x
echo "status $?"

#### a rule cannot span two -e sources
awk -e 'BEGIN {' -e 'print 1 }'
echo "status $?"

#### an unfinished -e source before a -f file
## file: q.awk
## | BEGIN {
## |   x = 1 +
## | }
awk -e 'BEGIN { print "\q"' -f q.awk
echo "status $?"

#### -e and -f sources run in order
## file: a.awk
## | BEGIN { print "from a" }
awk -e 'BEGIN { print "first" }' -f a.awk -e 'END { print "last" }' /dev/null

#### a missing -f file
awk -f nonexist.awk
echo "status $?"

#### a folder given as -f
mkdir lib
awk -f lib
echo "status $?"

#### an empty -e is ignored with a warning
awk -e '' 'BEGIN { print 1 }'
echo "status $?"

#### AWKPATH finds -f and -i files, with or without .awk
## file: lib/inc.awk
## | BEGIN { print "from lib" }
AWKPATH=lib awk -f inc
AWKPATH=lib awk -f inc.awk
AWKPATH=lib awk -i inc 'BEGIN { print "main" }'
AWKPATH=lib awk -i inc -i inc.awk 'BEGIN { print "once" }'

#### a regexp constant passed to a user function warns
awk 'function f(x) { return x } BEGIN { print f(/a/) }'

#### a regex escape gawk does not know, in a dynamic regex
printf 'aq\n' | awk '$0 ~ "a\\q"'

#### a bad dynamic regex names the record
printf 'x\n' | awk '{ if ($0 ~ "[") print }'
echo "status $?"

#### a built-in cannot be redefined
awk 'function length() { return 1 } BEGIN { }'
echo "status $?"

#### function definition errors gawk reports together
awk 'function f(a) { } function g(b, b, c, c) { } function h(h) { } function k(NR, ENVIRON) { }'
echo "status $?"

#### a function defined twice, or sharing a variable's name
awk 'function f() { } function f() { } BEGIN { }'
echo "status $?"
awk 'BEGIN { f = 1 } function f() { }'
echo "status $?"
awk 'function f() { } BEGIN { f = 1 }'
echo "status $?"
awk 'function f(a) { return a } BEGIN { x = f (1) }'
echo "status $?"

#### BEGIN, END, BEGINFILE and ENDFILE need an action
awk 'BEGIN'
echo "status $?"
awk 'BEGIN { } END'
echo "status $?"
awk 'BEGINFILE'
echo "status $?"

#### unterminated strings and regexps point where they start
awk 'BEGIN { print "abc }'
echo "status $?"
awk 'BEGIN { x = /ab'
echo "status $?"
awk '/abc'
echo "status $?"
awk 'BEGIN { print @/x }'
echo "status $?"

#### a stray @ and next used as a variable
awk 'BEGIN { @ }'
echo "status $?"
awk 'BEGIN { next = 1 }'
echo "status $?"

#### printf and sprintf with no arguments
awk 'BEGIN { printf }'
echo "status $?"
awk 'BEGIN { x = sprintf() }'
echo "status $?"
