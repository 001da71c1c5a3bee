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
