# sed: differences the family fuzzer (python -m fuzz.differential --family sed) found, recorded from GNU sed.

#### q and Q take one address only
## file: in.txt
## | a
## | b
sed '1,2q' in.txt
echo "status $?"
sed -e 'b end' -e '0,/a*o/Q5' -e :end in.txt
echo "status $?"

#### line address 0 only starts a 0,/re/ range
## file: in.txt
## | a
## | b
sed '0~0!G' in.txt
echo "status $?"
sed '0,3p' in.txt
echo "status $?"
sed -n '0~2p' in.txt

#### -l takes its number as atoi does
## file: in.txt
## | a
sed -n -l x l in.txt
echo "status $?"
sed -n -l 3x l in.txt

#### --posix still takes the GNU address forms and commands that GNU sed 4.9 takes
## file: in.txt
## | a
## | b
## | c
sed -n -e '0,/b/p' --posix in.txt
echo "status $?"
sed -n -e '1,+1p' --posix in.txt
echo "status $?"
sed -n -e '1~2p' --posix in.txt
echo "status $?"
sed -e 2Q --posix in.txt
echo "status $?"
sed -n -e '/B/Ip' --posix in.txt
echo "status $?"

#### a second ^ in a BRE is a literal
## file: in.txt
## | ^a
## | b
sed -e 's/^^/-/' in.txt

#### s///p, w and W on a last line without a newline keep it without one
## file-nonl: in.txt
## | foo;abc
## | foo
## | foo
sed -u -n -e = -e 's/^/&\E/p' -e 's/^//' --posix in.txt | od -c
sed -n 's/o/0/p' in.txt | od -c
sed -n 's/o/0/pw out1' in.txt; od -c out1
sed -n 'w out2
s/^/x/w out2' in.txt; od -c out2
sed -n 'N;N;W out3
$W out3' in.txt; od -c out3
sed -n 's/f/F/p;p' in.txt | od -c

#### -l without its number: the message, then GNU's usage text
## xfail: L-1 vshell's --help and usage texts are its own words, not GNU's
sed -e b -l
echo "status $?"

#### --debug keeps the names of labels compiled after it only
## file: in.txt
## | 2,Jan
## | abc
sed -e 'b end' -e 'p' -e :end --debug in.txt
sed --debug -e 'b end' -e 'p' -e :end in.txt
sed -n -e ':a' -e 'bb' --debug -e ':b' -e 'tb' in.txt
sed -n -e ':a' -e 'bb;:b' --debug in.txt
sed --debug -n ':a;bb;:b' in.txt
sed -n ':a;bb;:b' --debug in.txt

#### -s empties the hold space for each file but keeps whether it had a newline
## file: in.txt
## | é1
## | b;b;\;v1.10
## | Foo
## file: b.txt
## | 2M:2M:k:v
## | a.b trail
## | ZZ  é  a
sed -s -z '2~2y/é,/BA/
1x
n' in.txt b.txt | od -c
printf 'x' > c.txt
sed -s '1x;n' c.txt in.txt | od -c
sed -s '$h;1x' c.txt b.txt | od -c
