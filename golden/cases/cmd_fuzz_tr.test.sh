# tr: differences the family fuzzer (python -m fuzz.differential --family tr) found, recorded from GNU tr.

#### complemented classes must map everything to one character
printf 'hello wor9ld\n' | tr -c '[:alpha:]' x
printf 'hello wor9ld\n' | tr -c 'a[:digit:]' 'xy'
echo "status $?"
printf 'abc\n' | tr -C -t '[:punct:],[:upper:]' 'é'
echo "status $?"
printf 'abc\n' | tr -C '[:graph:]a-z[' abc
echo "status $?"
printf 'abc\n' | tr -C -t '[:upper:]' '[:upper:]'
echo "status $?"

#### a complemented set extends string2 to the whole complement
printf 'hello\n' | tr -c ab x
printf 'hello\n' | tr -c a xy | od -An -c

#### [c*n] repeats in string1 too, but [c*] may not appear there
printf 'abx\n' | tr '[x*2]ab' pqrs
printf 'ab\n' | tr '[x*0]ab' pqrs
echo "status $?"
printf 'ab\n' | tr -d -t ':0-9[a*]'
echo "status $?"

#### [c*] in string2: only one, and only when translating
printf 'ab\n' | tr ab '[x*][y*]'
echo "status $?"
printf 'aabb\n' | tr -s ab '[x*]'
printf 'ab\n' | tr -ds ab '[x*]'
echo "status $?"

#### the checks of string2 come in GNU's order
printf 'ab\n' | tr 'b[:alpha:]' '[:blank:]'
echo "status $?"
printf 'ab\n' | tr ':[a*]\040' '[:digit:][:graph:]\n'
echo "status $?"
printf 'ab\n' | tr -C -s '\n' ':[=a=]a'
echo "status $?"
printf 'ab\n' | tr abc '[:upper:]'
echo "status $?"
printf 'ab\n' | tr '[:lower:]a' '[:upper:]'
echo "status $?"

#### a case class in string2 may meet either case class in string1
printf 'aAbB1\n' | tr '[:upper:]' '[:upper:]'
printf 'aAbB1\n' | tr 'a[:upper:]' 'b[:lower:]'
printf 'aAbB1\n' | tr '[:digit:][:upper:]' '0123456789[:lower:]'
printf 'aAbB1\n' | tr 'a[:upper:]' 'b[:upper:]'
printf 'aAbB1\n' | tr 'a[:digit:]' 'b[:upper:]'
echo "status $?"

#### classes list their characters in byte order
printf 'a\tb c\n' | tr '[:blank:]' 'XY'
printf 'a\tb c\nd\n' | tr '[:space:]' '1234567'
printf 'a b\tc\n' | tr '[:blank:][x*2]' ,-

#### a case class in string2 past the end of string1 is not checked
printf 'a\\b\n' | tr '\\' 'A-Z[a*][:lower:]'
printf 'ab\n' | tr a 'b[:upper:]'
printf 'ab\n' | tr ab 'b[:upper:]'
echo "status $?"
printf 'abC\n' | tr 'ab[:upper:]' 'c[x*][:lower:]'

#### a reversed range names its bytes, non-ASCII ones in octal
printf 'ab\n' | tr 'é]-' 'é--'
echo "status $?"
printf 'ab\n' | tr 'z-a' x
echo "status $?"

#### tr -A is accepted (GNU's undocumented AIX option), so -A- reports the '-'
echo abc | tr -A a b
echo "status $?"
echo abc | tr -Ad a
tr -d -c -A-Z- < /dev/null
echo "status $?"
