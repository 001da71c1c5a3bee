# sed --debug: the SED PROGRAM dump and the INPUT/PATTERN/COMMAND/HOLD/END-OF-CYCLE trace.

#### printf 'a\nb\n' | sed --debug -n -e '1{s/a/X/gp;h}' -e '$!N;/x/I,+2d;y
printf 'a\nb\n' | sed --debug -n -e '1{s/a/X/gp;h}' -e '$!N;/x/I,+2d;y/ab/cd/;2~3=;a foo' -e 'l 5;w /dev/null' -e 'b end;:end' -e 's/\(.\)\n/\1/2w /dev/stdout'

#### printf 'x\ny\n' | sed -n --debug '1,+0p;2,~0p;1~0p;0~3p;2,4{p};$!N;/x/
printf 'x\ny\n' | sed -n --debug '1,+0p;2,~0p;1~0p;0~3p;2,4{p};$!N;/x/I,/y/Mp;s/x/\U&\lq\E\n&/gw /dev/null
s/\(x\)\(z\)*/[\2]/;x;g;G;h;H;$!D'

#### printf '\xc3\xa9\x01\n' | sed --debug -n 'p;s/./x/'
printf '\xc3\xa9\x01\n' | sed --debug -n 'p;s/./x/'

#### printf 'a\nb\n' | sed --debug '$!N;s/\n/-/;b end;s/x/y/;:end;q 3'; ech
printf 'a\nb\n' | sed --debug '$!N;s/\n/-/;b end;s/x/y/;:end;q 3'; echo "st $?"

#### printf 'a\nb\nc\n' | sed --debug '2!{/a/d};2c\
printf 'a\nb\nc\n' | sed --debug '2!{/a/d};2c\
changed
$i\
inserted'

#### printf 'a\nb\n' > f; sed --debug -s 'F;=;n;z' f - f < f
printf 'a\nb\n' > f; sed --debug -s 'F;=;n;z' f - f < f

#### echo x | sed --debug 'y/x\/é/a\nb/;a\\foo'
echo x | sed --debug 'y/x\/é/a\nb/;a\\foo'

#### echo abc | sed --debug -E 's/(a)|(z)(b)/[\1\3]/;s/^/>/;s/$/</;s/c*$/C/
echo abc | sed --debug -E 's/(a)|(z)(b)/[\1\3]/;s/^/>/;s/$/</;s/c*$/C/g;s/q//'

#### echo abc | sed --debug 's/b/\n\t\\&\x26/;l;L 3;Q 2'; echo "s=$?"
echo abc | sed --debug 's/b/\n\t\\&\x26/;l;L 3;Q 2'; echo "s=$?"

#### printf '1\n2\n3\n4\n' | sed --debug -n '0,/2/p;/3/,$!{p};$p;3q'
printf '1\n2\n3\n4\n' | sed --debug -n '0,/2/p;/3/,$!{p};$p;3q'

#### printf 'one\ntwo\n' | sed --debug 'r /dev/null
printf 'one\ntwo\n' | sed --debug 'r /dev/null
R /dev/null
W /dev/null
0~2{x;G}
/o/!s/o/0/3;tx;T;:x;bx2;:x2'

#### echo x | sed --debug ''
echo x | sed --debug ''

#### sed --debug p </dev/null
sed --debug p </dev/null

#### printf 'a\n' | sed --debug -z 's/a/b/'
printf 'a\n' | sed --debug -z 's/a/b/'

#### printf 'a\nb' | sed --debug 'N;P;D'
printf 'a\nb' | sed --debug 'N;P;D'

#### printf 'hello\n' | sed --debug 's/\(h\)\(e\)/\u\2\U\1x\E/;s/l*//2;s/o/
printf 'hello\n' | sed --debug 's/\(h\)\(e\)/\u\2\U\1x\E/;s/l*//2;s/o/\l&O/'

#### printf 'a\n' > in.txt; sed --debug -i 's/a/b/;a tail' in.txt; cat in.t
printf 'a\n' > in.txt; sed --debug -i 's/a/b/;a tail' in.txt; cat in.txt

#### printf 'a\n' | sed --debug -n '/a/{/b/!{p}}' 
printf 'a\n' | sed --debug -n '/a/{/b/!{p}}' 

#### printf 'a\n' | sed --debug '{b x};:x;{s/a/b/}'
printf 'a\n' | sed --debug '{b x};:x;{s/a/b/}'

#### printf 'aaa\n' | sed --debug -e 's/a/b/2g' -e 's/a/&c/3' -e 's/x*/-/g'
printf 'aaa\n' | sed --debug -e 's/a/b/2g' -e 's/a/&c/3' -e 's/x*/-/g'
