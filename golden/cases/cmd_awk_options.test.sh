# awk: --posix, --traditional, --lint, --dump-variables and the options that fail closed.

#### --posix: no gawk built-ins, no hex, ** is an error
awk --posix 'BEGIN { print gensub(/a/, "b", "g", "aa") }'
echo "status $?"
awk --posix 'BEGIN { print 2 ** 3 }'
echo "status $?"
awk --posix 'BEGIN { print "\x41", length("\x41"), 0x10, 011 }'

#### --posix: func is not a keyword, length of an array is an error
awk --posix 'func f() { return 1 } BEGIN { print f() }'
echo "status $?"
awk --posix 'BEGIN { a[1]; print length(a) }'
echo "status $?"

#### --posix and --traditional use the first character of RS
printf 'xaby\nabz' | awk --posix 'BEGIN { RS = "ab" } { print NR ": [" $0 "]" }'
printf 'xaby\nabz' | awk -c 'BEGIN { RS = "ab" } { print NR ": [" $0 "]" }'

#### --traditional: IGNORECASE does nothing and warns
awk --traditional 'BEGIN { IGNORECASE = 1; print ("A" ~ /a/); x = 0x10; print x, 011, "\x41" }'

#### --traditional: no switch, BEGINFILE is a variable, no typeof
awk --traditional 'BEGIN { switch (1) { case 1: print "s" } }'
echo "status $?"
echo x | awk --traditional 'BEGINFILE { print "bf" } END { print NR }'
awk --traditional 'BEGIN { print typeof(1) }'
echo "status $?"

#### --traditional: func, ** and PROCINFO is an ordinary name
awk -c 'func f() { return 2 ** 3 } BEGIN { print f(), ARGV[0], length(PROCINFO) }'

#### --lint warnings before and while running
## file: l.awk
## | function f(a) { return a }
## | function h() { return 1 }
## | BEGIN {
## |   x
## |   1 + 2
## |   if (y = 1) print "t"
## |   while (z = 0) { }
## |   print u + 1
## |   print v
## |   g()
## |   h()
## |   $1
## |   "s"
## |   w = w + 1
## | }
## | END { print }
awk --lint -f l.awk < /dev/null
echo "status $?"

#### --lint on elements and variables read before they are set
awk --lint 'BEGIN { a[1]; print a[2]; q = 1; print q; arr["x"]++; n++; print x; print x; print a[3]; print a[3] }'

#### --lint=fatal stops at the first warning
awk --lint=fatal 'BEGIN { x }'
echo "status $?"
awk -L 'function f(p) { return p + 1 } { print f($1), NR }' <<< 3

#### --dump-variables lists the globals
echo 'a b' | awk -d 'BEGIN { y = "a\tb\001\"\\"; n = 1e20; m = 0.1; k = -3; u[1]; r = @/re/ } { v = $1 }'
grep -v -e '^ENVIRON' -e '^PROCINFO' awkvars.out
rm awkvars.out

#### --dump-variables to a named file
awk --dump-variables=vars.txt 'BEGIN { x = 1 }'
grep -v -e '^ENVIRON' vars.txt
rm vars.txt

#### -v and command-line assignments warn about unknown escapes
awk -v 'x=a\qb' 'BEGIN { print x }'
echo l | awk '{ print x }' 'x=\q1' -
awk --posix -v 'IGNORECASE=1' 'BEGIN { print ("A" ~ /a/) }'

#### --lint: length without parentheses, said once
echo abc | awk --lint '{ print length; x = length }'

#### -v and -F are handled in order before the program is parsed
awk -v 'x=\q' -F '\|' 'BEGIN { next }'
echo "status $?"
awk -F '\|' -v 'x=\q' 'BEGIN { print x }'

#### a -v name that is not legal stops before the program is parsed
awk -v '1x=2' 'BEGIN { next }'
echo "status $?"
awk -v 'x-y=1' -F '\|' 'BEGIN { print 1 }'
echo "status $?"

#### -v without = prints the usage
awk -v x 'BEGIN { print 1 }'
echo "status $?"

#### usage errors print gawk's whole usage, status 1
awk -Q
echo "status $?"
awk --zzz 'BEGIN { print 1 }'
echo "status $?"
awk -f
echo "status $?"
awk --file
echo "status $?"
awk
echo "status $?"

#### --help prints the usage on stdout
awk --help
echo "status $?"
gawk -h | tail -3

#### -W spells a long option
awk -Wposix 'BEGIN { print 2 ** 3 }'
awk -W re-interval 'BEGIN { print ("aa" ~ /^a{2}$/) }'
awk -W zzz 'BEGIN { print "on" }'
echo "status $?"

#### -Ft is a tab except with --posix; the last of -v FS and -F wins
awk -Ft 'BEGIN { printf "[%s]\n", FS }'
awk --posix -Ft 'BEGIN { printf "[%s]\n", FS }'
awk -v FS=: -F, 'BEGIN { print FS }'
awk -F, -v FS=: 'BEGIN { print FS }'
