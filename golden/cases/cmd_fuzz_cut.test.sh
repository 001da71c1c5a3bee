# cut: differences the family fuzzer (python -m fuzz.differential --family cut) found, recorded from GNU cut.

#### a second list option is refused before either list is read
## file: in.txt
## | a,b,c
cut -f 1- -d : --complement -b0 in.txt
echo "status $?"
cut -f -4,6 -f in.txt
echo "status $?"
cut -b 6-6,3-3 -b0 in.txt
echo "status $?"

#### the first bad option in command-line order is the one reported
## file: in.txt
## | a,b,c
cut -f -3 -d 'é' -s -c1-2,0 in.txt
echo "status $?"
cut -f 3,-2 -s -c1-2,0 -d 'é' in.txt
echo "status $?"

#### an empty --output-delimiter is the NUL byte
## file: in.txt
## | Jan 2,x
## | abcdefgh,ij
cut -c 5-,3-3,2 --complement --output-delimiter= in.txt | od -An -c
cut -f 1,2 --output-delimiter= -d , in.txt | od -An -c

#### adjacent byte ranges stay apart and get the output delimiter between them
## file: in.txt
## | xyz	abcdef
cut -b 4,3 '--output-delimiter=|' in.txt
cut -b 2-3,4-5 --output-delimiter=: in.txt
cut -b 2-4,3-5 --output-delimiter=: in.txt
cut -b 1,3- --complement --output-delimiter=X in.txt

#### a complement of every position leaves empty lines
cut -c 2-,4-,1-2 --complement <<< 'ü' | od -An -c
printf 'abc\nde' | cut -b 1- --complement | od -An -c
printf 'abc\nde' | cut -f 1- --complement | od -An -c

#### a bad delimiter is reported before a later option's missing argument
cut -f 1-,5 -d 'é' -s -f
echo "status $?"
cut -Q -d xy
echo "status $?"
cut -d xy --help
echo "status $?"
cut -f1 -f2 -f
echo "status $?"

#### several runs of fields, some missing from a line
## file: in.txt
## | a b c d e f g
## | nodelim
## |
## | a b
## | x y z
## |  a  b  c 
cut -d' ' -f1,3 in.txt
cut -d' ' -f2,4,6 -s --output-delimiter=:: in.txt
cut -d' ' -f1,5- in.txt
cut -d' ' -f3-4 --complement in.txt
printf 'a:b:c\0d\0e:f:g:h' | cut -d: -z -f1,3 | od -An -c
