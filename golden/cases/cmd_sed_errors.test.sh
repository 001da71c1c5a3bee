# sed: compile-time errors with GNU's text and position, and programs GNU accepts that look wrong.

#### echo x | sed -e 'a foo' -e p
echo x | sed -e 'a foo' -e p

#### echo x | sed 'a foo\tbar\qz'
echo x | sed 'a foo\tbar\qz'

#### echo x | sed 'a\ foo'
echo x | sed 'a\   foo'

#### echo x | sed 'a\
echo x | sed 'a\
   foo\
bar'

#### echo x | sed -e 'a\' -e 'foo'
echo x | sed -e 'a\' -e 'foo'

#### echo x | sed '0r /dev/null'
echo x | sed '0r /dev/null'

#### printf 'a\nb\n' | sed 's|a\|b|X|g'
printf 'a\nb\n' | sed 's|a\|b|X|g'

#### printf 'a|b\n' | sed 's|a\|b|X|g'
printf 'a|b\n' | sed 's|a\|b|X|g'

#### echo x | sed 's//\9/'
echo x | sed 's//\9/'

#### echo x | sed -n '/x/{s//\9/p}'
echo x | sed -n '/x/{s//\9/p}'

#### echo x | sed 's/x/\o9/'
echo x | sed 's/x/\o9/'

#### echo x | sed '//Ip'
echo x | sed '//Ip'

#### echo x | sed 'p;p' -s --posix
echo x | sed 'p;p' -s --posix

#### echo abc | sed 'y/abc/\n\t\\/' | od -c
echo abc | sed 'y/abc/\n\t\\/' | od -c

#### echo x | sed 'v 9.0'
echo x | sed 'v 9.0'

#### echo x | sed 'v 4.2'
echo x | sed 'v 4.2'

#### echo x | sed '1,2,3p'
echo x | sed '1,2,3p'

#### echo x | sed '+1p'
echo x | sed '+1p'

#### echo x | sed '1~0p'
echo x | sed '1~0p'

#### echo x | sed '2,~0p'
echo x | sed '2,~0p'

#### echo x | sed -n '0,/x/p'
echo x | sed -n '0,/x/p'

#### echo x | sed -n '0p'
echo x | sed -n '0p'

#### echo x | sed 'k'
echo x | sed 'k'

#### echo x | sed '1'
echo x | sed '1'

#### echo x | sed '1 #foo'
echo x | sed '1 #foo'

#### echo x | sed 's/x/y/;}'
echo x | sed 's/x/y/;}'

#### echo x | sed '{p'
echo x | sed '{p'

#### echo x | sed -e '{' -e 'p'
echo x | sed -e '{' -e 'p'

#### echo x | sed 'b foo'
echo x | sed 'b foo'

#### echo x | sed 'y/abc/de/'
echo x | sed 'y/abc/de/'

#### echo x | sed 'y/a/'
echo x | sed 'y/a/'

#### echo x | sed 's/x/y/gg'
echo x | sed 's/x/y/gg'

#### echo x | sed 's/x/y/pp'
echo x | sed 's/x/y/pp'

#### echo x | sed 's/x/y/0'
echo x | sed 's/x/y/0'

#### echo x | sed 's/x/y/2/'
echo x | sed 's/x/y/2/'

#### echo x | sed 's/x/y/ g'
echo x | sed 's/x/y/ g'

#### echo x | sed 's/\(x\)/\2/'
echo x | sed 's/\(x\)/\2/'

#### echo x | sed -E 's/(x)/\2/'
echo x | sed -E 's/(x)/\2/'

#### echo x | sed 's/x/y/w'
echo x | sed 's/x/y/w'

#### echo x | sed 'r'
echo x | sed 'r'

#### echo x | sed 'a'
echo x | sed 'a'

#### echo x | sed ':'
echo x | sed ':'

#### echo x | sed '1:a'
echo x | sed '1:a'

#### echo x | sed '1,2q'
echo x | sed '1,2q'

#### echo x | sed 'p x'
echo x | sed 'p x'

#### echo x | sed '/x'
echo x | sed '/x'

#### echo x | sed 's/x'
echo x | sed 's/x'

#### echo x | sed 's/x/y'
echo x | sed 's/x/y'

#### echo x | sed 'y/x/y'
echo x | sed 'y/x/y'

#### echo x | sed '1!!p'
echo x | sed '1!!p'

#### echo x | sed '1,p'
echo x | sed '1,p'

#### echo x | sed --sandbox 'w foo'
echo x | sed --sandbox 'w foo'

#### echo x | sed --sandbox 's/x/y/e'
echo x | sed --sandbox 's/x/y/e'

#### echo x | sed '1 } '
echo x | sed '1 } '

#### echo x | sed 's/\cA/x/'
echo x | sed 's/\cA/x/'

#### echo x | sed 's/x/\c\d/'
echo x | sed 's/x/\c\d/'

#### echo x | sed 's/[[:foo:]]/y/'
echo x | sed 's/[[:foo:]]/y/'

#### echo x | sed 's/a\{1/y/'
echo x | sed 's/a\{1/y/'

#### echo x | sed -E 's/a{1/y/'
echo x | sed -E 's/a{1/y/'

#### echo x | sed 's/\(/y/'
echo x | sed 's/\(/y/'

#### echo x | sed -E 's/(/y/'
echo x | sed -E 's/(/y/'

#### echo x | sed -E 's/)/y/'
echo x | sed -E 's/)/y/'

#### echo x | sed 's/*/y/'
echo x | sed 's/*/y/'

#### echo x | sed -E 's/*/y/'
echo x | sed -E 's/*/y/'

#### echo x | sed 's/a**/y/'
echo x | sed 's/a**/y/'

#### echo x | sed 's/[a/y/'
echo x | sed 's/[a/y/'

#### echo x | sed 's/x/y/;s/\1//'
echo x | sed 's/x/y/;s/\1//'

#### printf 'x\n' > f; sed -f f </dev/null; printf '1{\np\n' > g; sed -f g 
printf 'x\n' > f; sed -f f </dev/null; printf '1{\np\n' > g; sed -f g < /dev/null; printf 'p\n\ns/x\n' > h; sed -f h </dev/null

#### echo x | sed -e p -e 'k'
echo x | sed -e p -e 'k'

#### echo x | sed 'l 1'; echo x | sed -n 'l 0;l 2'
echo x | sed 'l 1'; echo x | sed -n 'l 0;l 2'

#### echo x | sed 'q5 '; echo $?
echo x | sed 'q5 '; echo $?

#### echo x | sed 'Q 3;p'; echo $?
echo x | sed 'Q 3;p'; echo $?

#### echo x | sed '1 ! p'
echo x | sed '1 ! p'

#### echo x | sed 's/x/[&]/; s/\(x\)*/<\1>/'
echo x | sed 's/x/[&]/; s/\(x\)*/<\1>/'

#### echo abc | sed 's\b\X\'
echo abc | sed 's\b\X\'

#### echo abc | sed 'sébéXé'
echo abc | sed 'sébéXé'

#### echo abc | sed 'y/\q/x/;s/a/é/;yéaéxé'
echo abc | sed 'y/\q/x/;s/a/é/;yéaéxé'

#### echo x | sed ':a p'
echo x | sed ':a p'

#### echo x | sed --posix 's/x/y/I'
echo x | sed --posix 's/x/y/I'

#### echo x | sed --posix 'a foo'
echo x | sed --posix 'a foo'

#### echo x | sed --posix '1,2='
echo x | sed --posix '1,2='

#### echo x | sed --posix 'F'
echo x | sed --posix 'F'

#### echo x | sed --posix '1~2p'
echo x | sed --posix '1~2p'

#### echo x | sed --posix 's/x/\U&/'
echo x | sed --posix 's/x/\U&/'

#### printf '1\n2\n' | POSIXLY_CORRECT=1 sed N
printf '1\n2\n' | POSIXLY_CORRECT=1 sed N

#### printf '1\n2\n3\n' | sed N
printf '1\n2\n3\n' | sed N

#### printf 'a\nb\n' > f1; printf 'c\n' > f2; sed -s 'H;$!d;x' f1 f2
printf 'a\nb\n' > f1; printf 'c\n' > f2; sed -s 'H;$!d;x' f1 f2

#### printf 's/a/b/\n1{\n' > s.sed; sed -f s.sed </dev/null; echo "s=$?"
printf 's/a/b/\n1{\n' > s.sed; sed -f s.sed </dev/null; echo "s=$?"

#### printf 'p\n k\n' > s.sed; sed -f s.sed </dev/null; echo "s=$?"
printf 'p\n  k\n' > s.sed; sed -f s.sed </dev/null; echo "s=$?"

#### printf 's/a/\\\n' > s.sed; sed -n -f s.sed </dev/null; echo "s=$?"
printf 's/a/\\\n' > s.sed; sed -n -f s.sed </dev/null; echo "s=$?"

#### sed -e p -e 's/x' </dev/null; echo "s=$?"
sed -e p -e 's/x' </dev/null; echo "s=$?"

#### sed -e p -e '/x/I,/y/Ms/a/b/X' </dev/null; echo "s=$?"
sed -e p -e '/x/I,/y/Ms/a/b/X' </dev/null; echo "s=$?"

#### echo x | sed -e 'a\' -e 'one\' -e 'two'
echo x | sed -e 'a\' -e 'one\' -e 'two'

#### echo x | sed -e 'i\' 
echo x | sed -e 'i\' 

#### echo x | sed 'c\'; echo "s=$?"
echo x | sed 'c\'; echo "s=$?"

#### echo x | sed '$!c\
echo x | sed '$!c\
no'

#### printf '1\n2\n3\n' | sed '2,3c\
printf '1\n2\n3\n' | sed '2,3c\
range'

#### printf '1\n2\n3\n' | sed '2,3!c\
printf '1\n2\n3\n' | sed '2,3!c\
outside'

#### echo x | sed 'a one\ttwo\\three'
echo x | sed 'a  one\ttwo\\three'

#### echo x | sed 'a\ keep'
echo x | sed 'a\  keep'

#### echo ab | sed 's/\(a\)\|b/[\1]/g'
echo ab | sed 's/\(a\)\|b/[\1]/g'

#### echo aXb | sed 's/x/-/I;s/A/+/i'
echo aXb | sed 's/x/-/I;s/A/+/i'

#### printf 'a\nb\n' | sed 'N;s/^b/B/M;s/a$/A/M'
printf 'a\nb\n' | sed 'N;s/^b/B/M;s/a$/A/M'

#### echo 'a.b*c' | sed 's/\x2e/X/;s/\o052/Y/;s/\d099/Z/'
echo 'a.b*c' | sed 's/\x2e/X/;s/\o052/Y/;s/\d099/Z/'

#### echo ab | sed 's/b/\cA/' | od -c | head -1
echo ab | sed 's/b/\cA/' | od -c | head -1

#### echo x | sed -n '/x/{s//[\0]/p}'
echo x | sed -n '/x/{s//[\0]/p}'

#### echo x | sed -n '/x/{s//\1/p}'; echo "s=$?"
echo x | sed -n '/x/{s//\1/p}'; echo "s=$?"

#### echo hello | sed -E 's/(h)(e)/\u\2\1/;s/(l+)/\U\1x\E!/'
echo hello | sed -E 's/(h)(e)/\u\2\1/;s/(l+)/\U\1x\E!/'

#### echo hello | sed 's/\(\)\(l\)/\u\1\2/'
echo hello | sed 's/\(\)\(l\)/\u\1\2/'

#### printf 'x\n' | sed '0,/x/d'; printf 'y\nx\n' | sed '0,/x/d'
printf 'x\n' | sed '0,/x/d'; printf 'y\nx\n' | sed '0,/x/d'

#### printf '1\n2\n3\n4\n5\n' | sed -n '2,1p;4,+1p'
printf '1\n2\n3\n4\n5\n' | sed -n '2,1p;4,+1p'

#### printf '1\n2\n3\n4\n5\n6\n' | sed -n '2,~4p'
printf '1\n2\n3\n4\n5\n6\n' | sed -n '2,~4p'

#### printf '1\n2\n3\n' | sed -n '2{b};$!d;p'
printf '1\n2\n3\n' | sed -n '2{b};$!d;p'

#### printf '1\n2\n' | sed = | sed 'N;s/\n/ /'
printf '1\n2\n' | sed = | sed 'N;s/\n/ /'

#### echo x | sed -n 'v;p'; echo x | sed 'v 4.10'; echo "s=$?"
echo x | sed -n 'v;p'; echo x | sed 'v 4.10'; echo "s=$?"

#### echo x | sed 's/x/y/w /dev/stdout'
echo x | sed 's/x/y/w /dev/stdout'

#### echo x | sed --sandbox 'r foo'; echo "s=$?"; echo x | sed --sandbox 'e
echo x | sed --sandbox 'r foo'; echo "s=$?"; echo x | sed --sandbox 'e'; echo "s=$?"

#### echo x | sed 'bfoo;:foo'; echo x | sed 'b foo ;:foo'; echo "s=$?"
echo x | sed 'bfoo;:foo'; echo x | sed 'b foo ;:foo'; echo "s=$?"

#### echo x | sed '}'; echo x | sed '1,2}' ; echo x | sed '{;}}'
echo x | sed '}'; echo x | sed '1,2}' ; echo x | sed '{;}}'

#### echo x | sed 's/x/y/;#c
echo x | sed 's/x/y/;#c
p'

#### echo x | sed 'y/abc/xyz/g'
echo x | sed 'y/abc/xyz/g'

#### echo x | sed '1,$!{p}'; echo x | sed '1, 2 ! p'
echo x | sed '1,$!{p}'; echo x | sed '1, 2 ! p'

#### echo x | sed 'N;N;p'; echo x | sed '$!N'
echo x | sed 'N;N;p'; echo x | sed '$!N'

#### printf 'a\nb\n' | sed '$!{N;D}'
printf 'a\nb\n' | sed '$!{N;D}'

#### printf 'a\tb\n' | sed -n 'l;l 1;l 4'
printf 'a\tb\n' | sed -n 'l;l 1;l 4'

#### v compares its label with the version as strverscmp does
echo x | sed 'vs/a/b/w /dev/stdout;'; echo "s=$?"

#### v accepts older versions
echo x | sed 'v 4.9;v 4.8.1;v 4;v 3.99'; echo "s=$?"

#### v refuses newer versions and labels that sort after 4.9
echo x | sed 'v 4.10'; echo "s=$?"; echo x | sed 'v 4.9.1'; echo "s=$?"; echo x | sed 'v 5'; echo "s=$?"; echo x | sed 'vDs'; echo "s=$?"
