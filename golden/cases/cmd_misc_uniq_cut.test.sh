# uniq and cut: options, ranges, delimiters and error messages.

#### uniq dup
## file: dup
## | a
## | a
## | b
## | c
## | c
## | c
## | A
## | a
uniq dup; echo "s=$?"

#### uniq -c dup
## file: dup
## | a
## | a
## | b
## | c
## | c
## | c
## | A
## | a
uniq -c dup; echo "s=$?"

#### uniq -d dup
## file: dup
## | a
## | a
## | b
## | c
## | c
## | c
## | A
## | a
uniq -d dup; echo "s=$?"

#### uniq -u dup
## file: dup
## | a
## | a
## | b
## | c
## | c
## | c
## | A
## | a
uniq -u dup; echo "s=$?"

#### uniq -D dup
## file: dup
## | a
## | a
## | b
## | c
## | c
## | c
## | A
## | a
uniq -D dup; echo "s=$?"

#### uniq --all-repeated=separate dup
## file: dup
## | a
## | a
## | b
## | c
## | c
## | c
## | A
## | a
uniq --all-repeated=separate dup; echo "s=$?"

#### uniq --all-repeated=prepend dup
## file: dup
## | a
## | a
## | b
## | c
## | c
## | c
## | A
## | a
uniq --all-repeated=prepend dup; echo "s=$?"

#### uniq --group dup
## file: dup
## | a
## | a
## | b
## | c
## | c
## | c
## | A
## | a
uniq --group dup; echo "s=$?"

#### uniq --group=prepend dup
## file: dup
## | a
## | a
## | b
## | c
## | c
## | c
## | A
## | a
uniq --group=prepend dup; echo "s=$?"

#### uniq --group=append dup
## file: dup
## | a
## | a
## | b
## | c
## | c
## | c
## | A
## | a
uniq --group=append dup; echo "s=$?"

#### uniq --group=both dup
## file: dup
## | a
## | a
## | b
## | c
## | c
## | c
## | A
## | a
uniq --group=both dup; echo "s=$?"

#### uniq -i dup
## file: dup
## | a
## | a
## | b
## | c
## | c
## | c
## | A
## | a
uniq -i dup; echo "s=$?"

#### uniq -ic dup
## file: dup
## | a
## | a
## | b
## | c
## | c
## | c
## | A
## | a
uniq -ic dup; echo "s=$?"

#### uniq -f1 -c <<< x a\ny a\nz b\n
printf 'x a\ny a\nz b\n' | uniq -f1 -c; echo "s=$?"

#### uniq -s1 <<< xa\nya\nzb\n
printf 'xa\nya\nzb\n' | uniq -s1; echo "s=$?"

#### uniq -w1 <<< ab\nac\nbd\n
printf 'ab\nac\nbd\n' | uniq -w1; echo "s=$?"

#### uniq -z <<< a\0a\0b\0
printf 'a\0a\0b\0' | uniq -z; echo "s=$?"

#### uniq nonl
## file-nonl: nonl
## | x
## | y
uniq nonl; echo "s=$?"

#### uniq nofile
uniq nofile; echo "s=$?"

#### uniq dup out
## file: dup
## | a
## | a
## | b
## | c
## | c
## | c
## | A
## | a
uniq dup out; echo "s=$?"

#### uniq a b c
uniq a b c; echo "s=$?"

#### uniq -c -D dup
## file: dup
## | a
## | a
## | b
## | c
## | c
## | c
## | A
## | a
uniq -c -D dup; echo "s=$?"

#### uniq --all-repeated=x dup
## file: dup
## | a
## | a
## | b
## | c
## | c
## | c
## | A
## | a
uniq --all-repeated=x dup; echo "s=$?"

#### uniq -f x dup
## file: dup
## | a
## | a
## | b
## | c
## | c
## | c
## | A
## | a
uniq -f x dup; echo "s=$?"

#### uniq <<< 
printf '' | uniq; echo "s=$?"

#### cut -d: -f2 <<< a:b:c\n
printf 'a:b:c\n' | cut -d: -f2; echo "s=$?"

#### cut -d: -f2- --output-delimiter=/ <<< a:b:c\n
printf 'a:b:c\n' | cut -d: -f2- --output-delimiter=/; echo "s=$?"

#### cut -c2-4,6 <<< abcdef\n
printf 'abcdef\n' | cut -c2-4,6; echo "s=$?"

#### cut -b-2,4- --output-delimiter=X <<< abcdef\n
printf 'abcdef\n' | cut -b-2,4- --output-delimiter=X; echo "s=$?"

#### cut -d: -f2 <<< nodelim\n
printf 'nodelim\n' | cut -d: -f2; echo "s=$?"

#### cut -s -d: -f2 <<< nodelim\na:b\n
printf 'nodelim\na:b\n' | cut -s -d: -f2; echo "s=$?"

#### cut <<< abc\n
printf 'abc\n' | cut; echo "s=$?"

#### cut -c0 <<< abc\n
printf 'abc\n' | cut -c0; echo "s=$?"

#### cut -c3-1 <<< abc\n
printf 'abc\n' | cut -c3-1; echo "s=$?"

#### cut -d: -c1 <<< abc\n
printf 'abc\n' | cut -d: -c1; echo "s=$?"

#### cut -d:: -f1 <<< abc\n
printf 'abc\n' | cut -d:: -f1; echo "s=$?"

#### cut --complement -d: -f2 <<< a:b:c\n
printf 'a:b:c\n' | cut --complement -d: -f2; echo "s=$?"

#### cut -f2 tabs
## file: tabs
## | a	b	c
## | 	x
## | 12345678	z
cut -f2 tabs; echo "s=$?"

#### cut -c x <<< abc\n
printf 'abc\n' | cut -c x; echo "s=$?"

#### cut -d, -f1,3 csv
## file: csv
## | a,b,c
## | 1,2,3
## | x,,z
cut -d, -f1,3 csv; echo "s=$?"

#### cut -d, -f2 csv
## file: csv
## | a,b,c
## | 1,2,3
## | x,,z
cut -d, -f2 csv; echo "s=$?"

#### cut -d, -f3- csv
## file: csv
## | a,b,c
## | 1,2,3
## | x,,z
cut -d, -f3- csv; echo "s=$?"

#### cut -d, -f- csv
## file: csv
## | a,b,c
## | 1,2,3
## | x,,z
cut -d, -f- csv; echo "s=$?"

#### cut -c1 nonl
## file-nonl: nonl
## | x
## | y
cut -c1 nonl; echo "s=$?"

#### cut -f1 -s tabs
## file: tabs
## | a	b	c
## | 	x
## | 12345678	z
cut -f1 -s tabs; echo "s=$?"

#### cut -c-3 f1 f2
## file: f1
## | apple
## | banana
## | cherry
## file: f2
## | banana
## | cherry
## | date
cut -c-3 f1 f2; echo "s=$?"

#### cut -d, -f1 nofile csv
## file: csv
## | a,b,c
## | 1,2,3
## | x,,z
cut -d, -f1 nofile csv; echo "s=$?"

#### cut -c 1,1,2 <<< abc\n
printf 'abc\n' | cut -c 1,1,2; echo "s=$?"

#### cut -c2- --complement <<< abcdef\n
printf 'abcdef\n' | cut -c2- --complement; echo "s=$?"

#### cut -d '' -f1 <<< a\0b\n
printf 'a\0b\n' | cut -d '' -f1; echo "s=$?"

#### cut -f 1,3 -d , csv
## file: csv
## | a,b,c
## | 1,2,3
## | x,,z
cut -f 1,3 -d , csv; echo "s=$?"

#### cut -z -c1 <<< ab\0cd\0
printf 'ab\0cd\0' | cut -z -c1; echo "s=$?"

#### cut -b 1-2,2-3 --output-delimiter=: <<< abcdef\n
printf 'abcdef\n' | cut -b 1-2,2-3 --output-delimiter=:; echo "s=$?"

#### cut -f0 <<< a\n
printf 'a\n' | cut -f0; echo "s=$?"

#### cut -f 1- -d ' ' <<< a  b\n
printf 'a  b\n' | cut -f 1- -d ' '; echo "s=$?"

#### cut -c - <<< abc\n
printf 'abc\n' | cut -c -; echo "s=$?"

#### cut -s -c1 <<< abc\n
printf 'abc\n' | cut -s -c1; echo "s=$?"
