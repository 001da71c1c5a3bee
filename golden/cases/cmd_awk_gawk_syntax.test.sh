# awk: gawk's own syntax: switch, indirect calls, regex constants, hex escapes, namespaces, @load.

#### switch falls through to break, default anywhere
awk 'BEGIN { for (x = 0; x < 5; x++) switch (x) { case 1: print "one"; break; case 2: print "two"; case "3": print "three"; break; default: print "other", x } }'

#### switch on a regex case and a negative number
awk 'BEGIN { switch ("abc") { case /b/: print "re"; break; default: print "no" } switch (-1) { case -1: print "minus" } }'

#### continue inside a switch continues the loop
awk 'BEGIN { for (i = 0; i < 4; i++) switch (i) { case 1: continue; default: print i } }'

#### switch on a field compares as a number
printf '2\n02\nx\n' | awk '{ switch ($1) { case 2: print $1, "two"; break; case "x": print "ex" } }'

#### duplicate case values are a compile-time error
awk 'BEGIN { switch (1) { case 1: print; case 1: print } }'
echo "status $?"

#### two defaults are a compile-time error
awk 'BEGIN { switch (1) { default: print; default: print } }'
echo "status $?"

#### a case that is not a constant is a syntax error
awk 'BEGIN { switch (1) { case x: print } }'
echo "status $?"

#### continue in a switch outside any loop
awk 'BEGIN { switch (1) { case 1: continue } }'
echo "status $?"

#### indirect calls to user functions and built-ins
awk 'function twice(a) { return a * 2 } function fill(arr) { arr[1] = "filled" } BEGIN { f = "twice"; print @f(21); f = "length"; print @f("abcd"); f = "substr"; print @f("hello", 2, 3); f = "fill"; @f(x); print x[1] }'

#### an indirect call to something that is not a function
awk 'BEGIN { f = "nope"; @f(1) }'
echo "status $?"

#### an indirect call to a built-in with the wrong number of arguments
awk 'BEGIN { f = "substr"; print @f("hello") }'
echo "status $?"

#### regex constants are values of type regexp
awk 'BEGIN { r = @/a+b/; print typeof(r), r; print ("xaab" ~ r), ("xab" ~ @/^x/); a[1] = @/z/; print typeof(a[1]) }'

#### a regex constant returned from a function
awk 'function re() { return @/[0-9]+/ } BEGIN { r = re(); print typeof(r); print match("ab123", r), RSTART, RLENGTH }'

#### a regex constant inside an expression is a syntax error
awk 'BEGIN { x = @/x/ + 1 }'
echo "status $?"

#### hex escapes take at most two digits
awk 'BEGIN { print "\x49\x4a|\x414243|\x4G"; print length("\x41\x42") }'

#### escapes gawk does not know lose their backslash with a warning
awk 'BEGIN { print "\q|\x|a\/b" }'

#### a regex escape that is not an operator warns
printf 'aq\nab\n' | awk '/a\q/'

#### namespaces qualify names that are not all capitals
awk '@namespace "foo"
function bar() { return "bar" }
BEGIN { x = 5; print x, foo::x, awk::x "|"; ABC = 4; print awk::ABC; print bar(), foo::bar(), length("ab") }'

#### awk::name is the plain name
awk 'BEGIN { awk::v = 3; print v; print awk::NR + 0 }'

#### a namespace name must be an identifier
awk '@namespace "1x"
BEGIN { print 1 }'
echo "status $?"

#### a name with two namespace separators
awk 'BEGIN { print a::b::c }'
echo "status $?"

#### @load of a library that is not there
awk '@load "no_such_extension"
BEGIN { print 1 }'
echo "status $?"

#### octal and hex escapes past ASCII are bytes
awk 'BEGIN { print "\xe9|\351|\x41|\101" }' | od -An -c

#### a byte escape in a regex matches the byte
printf 'a\351b\nab\n' | awk '/\xe9/ { print NR }'

#### switch on a string built at run time, no case matching and no default
awk 'BEGIN { s = "a" "b"; switch (s) { case "ab": print "ab"; case "c": print "falls" } switch (s) { case "x": print "no" } print "end" }'

#### an indirect call inside a concatenation and as a condition
awk 'function yes() { return 1 } BEGIN { f = "yes"; print "got " @f(); if (@f()) print "true" }'
