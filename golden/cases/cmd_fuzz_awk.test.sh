# awk: differences the family fuzzer (python -m fuzz.differential --family awk) found, recorded from GNU awk.

#### -F with an escaped character that needs none warns
## file: in.txt
## | a|b
awk -F '\|' '{ print $2 }' in.txt

#### a redirection to an empty file name
## file: in.txt
## | a b
awk '{ print 1 > $3 }' in.txt
echo "status $?"

#### length() of an untyped name makes it a scalar
## file: in.txt
## | a
## | b
awk 'NR == 2 { n[length(n)] = NR; print "no" }' in.txt
echo "status $?"

#### fuzz: every next in BEGIN or END is an error of its own, before a later syntax error
## file: in.txt
## | 2	aaa
## | 2:aaa
awk 'END { next; next; exit 3 }; 1' in.txt
echo "status $?"
awk 'BEGIN { next; nextfile; x = 1 +* 2 }'
awk 'BEGIN { next; x = 1; next
next } END { next }'
