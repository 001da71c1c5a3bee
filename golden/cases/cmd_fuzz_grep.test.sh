# grep: differences the family fuzzer (python -m fuzz.differential --family grep) found, recorded from GNU grep.

#### [[:space:]] and [[:cntrl:]] never match the end of a line
## file: in.txt
## | -3
## | +5;1K;b4r;\
## |  abc Jan é1
grep '[[:space:]]' in.txt
grep -c '[[:cntrl:]]' in.txt
grep -n -E '[[:space:]]+|x' in.txt
grep -o '[[:space:][:alpha:]]*' in.txt

#### two different matchers conflict, the same one twice does not
## file: in.txt
## | a
grep -E -m1 -e a -G in.txt
echo "status $?"
grep -F -P a in.txt
echo "status $?"
grep -E -E a in.txt
grep -G -G a in.txt

#### -q overrides -l and -L, which override -c
## file: in.txt
## | a
## | b
grep -q -c a in.txt
echo "status $?"
grep -l -c a in.txt
grep -L -c b in.txt
echo "status $?"
grep -q -l a in.txt
echo "status $?"
grep -L -x -c -e 'é[ab]' in.txt

#### -m 0 reads nothing, so -L lists every file
## file: in.txt
## | a
grep -m0 -L a in.txt
echo "status $?"
grep -m0 -l a in.txt
echo "status $?"
grep -m0 -c a in.txt
echo "status $?"

#### repeated patterns count once (-P takes one pattern)
## file: in.txt
## | a
grep -c -e a -e a -P in.txt
grep -c -e a -e b -P in.txt
echo "status $?"

#### a context of 0 lines still separates the groups
## file: in.txt
## | a
## | b
## | a
## | a
## | c
## | a
## file: two.txt
## | a
grep -A0 a in.txt
grep -C0 -n a in.txt two.txt
grep -B0 -v a in.txt

#### after -m, the trailing context is the next lines whatever they are
## file: in.txt
## | a
## | b
## | c
## | d
grep -n -v -m1 -A2 x in.txt
grep -m1 -A2 . in.txt
grep -c -m2 -v b in.txt

#### fixed strings of one character each never match a byte of another character
printf 'a;1.5\nü;\n2;1K;b4r\n' | grep -e ' ' -e 'é'
echo "status $?"
printf 'ü\né\nx\nü é\n' | grep -c -e é -e ü
printf 'ü\né\nx\nE\n' | grep -i -e É -e ü

#### -o prints no context lines, but -v -o prints a context line's matches
## file: in.txt
## | 1e3
## | trail :b4r
## | trail 
## | v1.10:ZZ
## file: b.txt
## | abc:é:b
## | b4r foo
grep -o -Z -b -B1 '[0-9]' in.txt b.txt | tr '\0' ' '
printf 'ax\nb\ncx\nd\n' | grep -v -o -n -C1 x
printf 'ax\nb\ncx\nd\n' | grep -o -n -m1 -A2 x

#### an option GNU refuses as getopt returns it is reported before a later getopt error
## file: in.txt
## | a
grep -E -q -F 'x' -A
echo "status $?"
grep -F -y -E -C1 'éé' --no-such in.txt
echo "status $?"
grep -m x -A y a in.txt
echo "status $?"
grep -A y -m x a in.txt
echo "status $?"
grep --binary-files=zz -A
echo "status $?"
grep -E -F --help | head -n 1

#### with -m 0 the patterns are never compiled
## file: in.txt
## | a
grep -m0 -e 'o{1,2}' -e b -P in.txt
echo "status $?"
grep -m0 'a\{1' in.txt
echo "status $?"
grep -m0 -L a in.txt
echo "status $?"

#### alternations of fixed strings
## file: in.txt
## | ab
## | a|b
## | b
## | a\|b
## | ab cd
grep -c -E "ab|b" in.txt
grep 'a|b' in.txt
grep -x -E 'a|b|ab' in.txt
grep -c -E 'a||b' in.txt
grep 'a\\|b' in.txt
grep -o -w -E 'ab|cd|ab c' in.txt
grep -n 'cd\|b$' in.txt

#### -T numbers of standard input from a pipe take 19 columns
## stdin: +5\nbar:[x]\n1.5\t1e3\tFoo\ta\n
grep -n -T -y '\w\w'

#### -o with fixed strings prints every match on a line of its own
## file: in.txt
## | aaa ab abc
## | b
## | x ab
## file-nonl: two.txt
## | ab ab
grep -o -e b -e aa in.txt
grep -o -H -E 'ab|abc' in.txt two.txt
grep -o -w -e ab -e x in.txt
grep -o -x -e b -e 'x ab' in.txt
grep -o -v -e b in.txt
echo "status $?"
grep -o -c ab in.txt
