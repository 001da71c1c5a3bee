# awk: gawk's SYMTAB and FUNCTAB, and @include (issue 16).

#### SYMTAB reads and writes globals
awk 'BEGIN { x = 5; print SYMTAB["x"]; SYMTAB["x"] = 7; print x; print ("NR" in SYMTAB), ("zz" in SYMTAB) }'
awk 'BEGIN { x = 1; SYMTAB["x"]++; SYMTAB["x"] += 10; print x }'

#### SYMTAB holds the special variables and every global the program names
awk 'function f(p) { q = 1 } BEGIN { for (k in SYMTAB) if (k !~ /^[A-Z]/) print k; print length(SYMTAB) }'
awk 'BEGIN { for (k in SYMTAB) n++; print n }'
awk 'BEGIN { print length(SYMTAB) }'
awk 'BEGIN { for (k in SYMTAB) if (k ~ /^[A-Z]/) print k }' | sort

#### SYMTAB gives arrays as arrays
awk 'BEGIN { a[1] = 2; print length(SYMTAB["a"]), isarray(SYMTAB["a"]); SYMTAB["a"][2] = 5; print a[2] }'
awk 'BEGIN { print typeof(SYMTAB["ENVIRON"]), SYMTAB["FS"] "|", SYMTAB["SUBSEP"] == "\034" }'

#### SYMTAB: an index that is not a global is a fatal error
awk 'BEGIN { print "[" SYMTAB["zz"] "]" }'
echo "status $?"
awk 'BEGIN { SYMTAB["zz"] = 1 }'
echo "status $?"

#### SYMTAB and FUNCTAB cannot be deleted from
awk 'BEGIN { delete SYMTAB }'
echo "status $?"
awk 'BEGIN { delete SYMTAB["x"] }'
echo "status $?"
awk 'BEGIN { print "never"
delete FUNCTAB["length"] }'
echo "status $?"

#### FUNCTAB lists the built-in and user functions
awk 'function f(a) { return a + 1 } BEGIN { print FUNCTAB["f"], FUNCTAB["length"]; print ("f" in FUNCTAB), ("g" in FUNCTAB), length(FUNCTAB) }'
awk 'BEGIN { for (k in FUNCTAB) print k }' | sort | tr '\n' ' '
awk 'function g() { return "called" } BEGIN { for (k in FUNCTAB) if (FUNCTAB[k] == "g") { fn = k; print @fn() } }'

#### FUNCTAB cannot be changed
awk 'BEGIN { FUNCTAB["x"] = 1 }'
echo "status $?"
awk 'BEGIN { print FUNCTAB["zz"] }'
echo "status $?"

#### SYMTAB and FUNCTAB are plain arrays with --posix and --traditional
awk --posix 'BEGIN { print length(SYMTAB), length(FUNCTAB); SYMTAB["zz"] = 1; print SYMTAB["zz"] }'
awk --traditional 'BEGIN { print length(SYMTAB), length(FUNCTAB) }'

#### @include reads a file in where it stands, each file once
## file: lib.awk
## | function lib(x) { return x * 2 }
## file: two.awk
## | @include "lib.awk"
## | function two() { return lib(1) }
## | BEGIN { print "in two" }
awk '@include "lib.awk"
@include "lib.awk"
BEGIN { print lib(2) }'
awk '@include "two.awk"
@include "lib"
BEGIN { print two() }'
awk 'BEGIN { print "a" } @include "lib.awk"; BEGIN { print lib(4) }'
awk -i lib.awk '@include "lib.awk"
BEGIN { print lib(3) }'

#### @include searches AWKPATH and takes a path with a slash as given
## file: sub/s.awk
## | function s() { return "sub" }
awk '@include "sub/s.awk"
BEGIN { print s() }'
AWKPATH=sub awk '@include "s"
BEGIN { print s() }'
AWKPATH=nowhere awk '@include "s"
BEGIN { print s() }'
echo "status $?"

#### @include of a missing file, a folder, an empty name
## file: sub/s.awk
## | function s() { return "sub" }
awk 'BEGIN { print 1 }
@include "nope.awk"'
echo "status $?"
awk '@include "sub"
BEGIN { print 1 }'
echo "status $?"
awk '@include ""
BEGIN { print "empty" }'
echo "status $?"

#### errors inside an included file name it and count its own lines
## file: bad.awk
## | # a comment
## | BEGIN { x =
## file: lib.awk
## | function lib(x) { return x * 2 }
awk 'BEGIN { print 0 }
@include "bad.awk"
BEGIN { print 1 }'
echo "status $?"
awk '@include "lib.awk"
BEGIN { print lib(1) }
BEGIN { print 1 +* 2 }'
echo "status $?"

#### @include in the wrong place, without a string, of a program file
## file: lib.awk
## | function lib(x) { return x * 2 }
## file: main.awk
## | @include "lib.awk"
## | BEGIN { print lib(5) }
awk 'BEGIN { @include "lib.awk" }'
echo "status $?"
awk '@include lib'
echo "status $?"
awk -f main.awk
awk -f main.awk -f lib.awk
echo "status $?"

#### @include under --posix is a syntax error
## file: lib.awk
## | function lib(x) { return x * 2 }
awk --posix '@include "lib.awk"
BEGIN { print 1 }'
echo "status $?"
