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
## xfail: L-fuzz-open sed -l refuses a length that is not a number; GNU reads it with atoi (0)
## file: in.txt
## | a
sed -n -l x l in.txt
echo "status $?"
sed -n -l 3x l in.txt
