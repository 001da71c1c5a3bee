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

#### -n reads hexadecimal and octal input; --posix reads hexadecimal input
echo 0x1A 011 | awk -n '{ print $1 + 0, $2 + 0 }'
echo '0128 0x 00.5 0e2 0X1f 007 -011 0x1p3 +0x10' | awk -n '{ for (i = 1; i <= NF; i++) printf "%s:%s:%s ", $i, $i + 0, typeof($i); print "" }'
echo '0128 0x 0x.8 00.5 0e2 0X1f 007 -011 0x1p3 +0x10 0x1A.8' | awk --posix '{ for (i = 1; i <= NF; i++) printf "%s:%s ", $i, $i + 0; print "" }'
echo 0x1A 011 1e2 | awk --posix '{ print $1 + 0, $2 + 0, $3 + 0, ($1 < 3) }'
awk -n 'BEGIN { x = "0x10"; print x + 0, "011" + 0 }'
echo 0x10 | awk '{ print $1 + 0 }'
echo 0x10 | awk -c '{ print $1 + 0 }'

#### -n with --posix or --traditional is overridden
echo 0x1A 011 | awk --posix -n '{ print $1 + 0, $2 + 0 }'
echo 0x10 | awk -n -c '{ print $1 + 0 }'

#### strtonum: 0x and 0 only at the very start, input numbers as they read
awk 'BEGIN { print strtonum("0x1A"), strtonum("011"), strtonum("  0x10"), strtonum("0x"), strtonum("08"), strtonum("1e3"), strtonum("-0x10"), strtonum("0X1f") }'
awk 'BEGIN { print strtonum(" 011"), strtonum("0x1G"), strtonum("0377"), strtonum("1.5e2"), strtonum(" 12 "), strtonum("-011"), strtonum(""), strtonum(0x11), strtonum("011.5"), strtonum("0128") }'
echo 011 0x11 | awk '{ print strtonum($1), strtonum($2) }'
echo 011 0x11 | awk -n '{ print strtonum($1), strtonum($2), ($1 < 10), $1 * 2 }'

#### -S (sandbox): no system(), no redirections
awk -S 'BEGIN { print "a"; if (0) print "x" > "f"; system("echo hi") }'
echo "status $?"
awk -S 'BEGIN { print "x" > "f" }'
echo "status $?"
awk -S 'BEGIN { "echo a" | getline x; print x }'
echo "status $?"
echo q | awk -S '{ print; print $1 | "cat" }'
echo "status $?"
awk -S 'BEGIN { getline x < "/dev/stdin" }' < /dev/null
echo "status $?"
ls

#### -C prints gawk's copyright notice
awk -C
echo "status $?"
awk --copyright | tail -2

#### --gen-pot lists the strings to translate and runs nothing
## file: p.awk
## | BEGIN { print _"from file"; print "not this" }
## | function f() { return dcngettext("one", "many", 2) }
awk --gen-pot 'BEGIN { print _"hello"; print _"hello"; print _"a\tb\"c"; x = dcgettext("dc one"); y = dcngettext("s1", "p1", 2) }
function f() { return _"in f" }'
echo "status $?"
awk -g -f p.awk
awk -g 'BEGIN { print "nothing to translate" }'
echo "status $?"

#### dcgettext, dcngettext, bindtextdomain and _"..." without catalogues
awk 'BEGIN { print bindtextdomain("/tmp"), bindtextdomain("/x", "dom"); print dcgettext("a", "dom"), dcgettext("b", "dom", "LC_MESSAGES"), dcngettext("one", "many", 1), dcngettext("one", "many", 2), dcngettext("one", "many", 0); print TEXTDOMAIN }'
awk 'BEGIN { _ = "x"; print _"hello", _ "y" }'
awk 'BEGIN { print dcgettext("a", "d", "LC_BOGUS") }'
echo "status $?"
awk 'BEGIN { print bindtextdomain() }'
echo "status $?"

#### mkbool
awk 'BEGIN { print mkbool(5), mkbool(""), mkbool("0"), mkbool(0), length(FUNCTAB) }'
awk --posix 'BEGIN { print mkbool(1) }'
echo "status $?"
