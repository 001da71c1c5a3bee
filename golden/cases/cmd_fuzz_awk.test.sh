# awk: differences the family fuzzer (python -m fuzz.differential --family awk) found, recorded from GNU awk.

#### -F with an escaped character that needs none warns
## xfail: L-fuzz-open awk does not warn that `\|' in -F is a plain `|'
## file: in.txt
## | a|b
awk -F '\|' '{ print $2 }' in.txt

#### a redirection to an empty file name
## xfail: L-fuzz-open awk says "cannot redirect to `'" where gawk says the expression has a null string value
## file: in.txt
## | a b
awk '{ print 1 > $3 }' in.txt
echo "status $?"

#### length() of an untyped name makes it a scalar
## xfail: L-fuzz-open awk lets length(n) leave n untyped; gawk makes it a scalar, so n[...] is then fatal
## file: in.txt
## | a
## | b
awk 'NR == 2 { n[length(n)] = NR; print "no" }' in.txt
echo "status $?"
