# sort: differences the family fuzzer (python -m fuzz.differential --family sort) found, recorded from GNU sort.

#### incompatible orderings: -d and -i count with -V and -R, and -f is named
## file: in.txt
## | b 2
## | a 1
for o in '-d -M' '-i -g' '-f -n -g' '-d -i -n' '-i -d -n' '-n -V' '-d -V' '-M -V -f'; do
  sort $o in.txt
  echo "status $?"
done 2>&1

#### each key is checked on its own; keys with no ordering take the global ones
## file: in.txt
## | b 2
## | a 1
for o in '-n -h -k 1i -k 2.3h,3h' '-n -k 1i' '-k1n -k2M' '-n -g -k1' '-n -g -k1b' '-k1,1dn' '-k1di -n' '-k1nr' '-n -k2r'; do
  sort $o in.txt
  echo "status $?"
done 2>&1

#### -c and -C together are incompatible
## file: in.txt
## | a
sort -c -C in.txt
echo "status $?"
sort -C -c in.txt
echo "status $?"

#### a bad -t is reported before incompatible orderings
## file: in.txt
## | a
sort -n -i -h -t in.txt in.txt
echo "status $?"

#### -c and -C: one file, no -o, in GNU's order and words
## file: in.txt
## | b
## | a
## file: b.txt
## | a
sort -c -t : -k 1.2f,2.3g in.txt b.txt
echo "status $?"
sort -b -C -s in.txt b.txt
echo "status $?"
sort -C -o out.txt in.txt
echo "status $?"
sort -d -c -z -o out.txt in.txt
echo "status $?"
sort -h -M -k 3n -k0 in.txt
echo "status $?"

#### a key's b flags skip blanks only where GNU's begfield and limfield do
## stdin: 😀\na,b\n2\t007\té1\n\taaa\t1K\tAbc\n
sort -d -V -h -t '	' -k 1.2r,2b
echo "status $?"

#### b on a key's start skips blanks before the character offset, not after it
## file: in.txt
## | ab ab;é1
## | 1.5
## | 2M  a    v1.10
## | 1e3
## | $  feb
## | -3,ü,a,Abc
## | 2M
sort -t '	' -k 1.2b,2b -k 1.2b,2V in.txt
sort -t '	' -k 1.2b,2.3r -k 1b,2V in.txt
sort -k 1.2b in.txt
sort -k 1.3,1.4b in.txt
sort -b -k 1.2 in.txt

#### -V with -f folds case before comparing versions, with -d and -i too
## file: v.txt
## | a10
## | A9
## | b1
## | B2
## | a-1.2
## | A-1.10
## | .hidden
## | _x1
for o in '-V' '-V -f' '-f -V -r' '-V -d' '-k1V -f' '-k1Vf' '-V -i -f' '-s -V -f' '-u -V -f'; do
  echo "== $o"
  sort $o v.txt
done

#### keys against fields: missing fields, -t, -z and numbers at a field's end
## file: in.txt
## | x 10 b
## | y 9
## | z
## |  w  -3.5 a
## | v 1e2 c
## | u -0 d
## | t 007 e
## | s .5 f
## | r - g
## | q 10.0 h
sort -k2,2n in.txt
sort -k2n -s in.txt
sort -k2,2nr -k3 in.txt
sort -t ' ' -k2,2n in.txt
sort -t ' ' -k3 in.txt
sort -k2.2,2.3 in.txt
sort -k3,1 in.txt
sort -u -k2,2n in.txt
printf 'b 2\0a 1\nx\0c 0\0' | sort -z -k2n | tr '\0' '|'
echo
printf '1.5.2\n1.10\n1.9\n' | sort -t. -k1,1n -k2,2n
