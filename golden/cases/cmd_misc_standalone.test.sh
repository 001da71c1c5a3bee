# echo, printf, test and [ as programs (through env), which differ from the bash builtins in small ways.

#### env printf %q\n 'a b' "it's" $'x\ny'
env printf %q\n 'a b' "it's" $'x\ny'; echo "s=$?"

#### env printf %d\n x 12x
env printf %d\n x 12x; echo "s=$?"

#### env printf
env printf; echo "s=$?"

#### env printf 'a\n' extra
env printf 'a\n' extra; echo "s=$?"

#### env echo -e 'a\tb\c'
env echo -e 'a\tb\c'; echo "s=$?"

#### env echo -n x
env echo -n x; echo "s=$?"

#### env echo -- -n
env echo -- -n; echo "s=$?"

#### env test 1 -eq x
env test 1 -eq x; echo "s=$?"

#### env [ 1 = 1 ]
env [ 1 = 1 ]; echo "s=$?"

#### env [ 1 = 1
env [ 1 = 1; echo "s=$?"

#### env test
env test; echo "s=$?"

#### env test -z
env test -z; echo "s=$?"

#### env [ a
env [ a; echo "s=$?"

#### env test a b c
env test a b c; echo "s=$?"

#### env printf '%(%Y)T\n' 0
env printf '%(%Y)T\n' 0; echo "s=$?"

#### env printf '%b\n' 'a\x41\101'
env printf '%b\n' 'a\x41\101'; echo "s=$?"

#### env printf '%5.2f|%-4s|%#x\n' 3.14159 ab 255
env printf '%5.2f|%-4s|%#x\n' 3.14159 ab 255; echo "s=$?"

#### env printf %s-%q\n a 'b c' d 'e f'
env printf %s-%q\n a 'b c' d 'e f'; echo "s=$?"

#### env printf '%d %d\n' 1 2 3
env printf '%d %d\n' 1 2 3; echo "s=$?"

#### env printf 99999999999999999999\n
env printf 99999999999999999999\n; echo "s=$?"

#### env printf '%d\n' 99999999999999999999
env printf '%d\n' 99999999999999999999; echo "s=$?"

#### env printf -- '%s\n' x
env printf -- '%s\n' x; echo "s=$?"

#### env printf '%c' abc
env printf '%c' abc; echo "s=$?"

#### env test -f f1
## file: f1
## | apple
## | banana
## | cherry
env test -f f1; echo "s=$?"

#### env test -d f1
## file: f1
## | apple
## | banana
## | cherry
env test -d f1; echo "s=$?"

#### env test f1 -nt f2
## file: f1
## | apple
## | banana
## | cherry
## file: f2
## | banana
## | cherry
## | date
env test f1 -nt f2; echo "s=$?"

#### env [ -n '' ]
env [ -n '' ]; echo "s=$?"

#### env test ! -e nope
env test ! -e nope; echo "s=$?"

#### env test 2 -gt 1 -a 3 -lt 4
env test 2 -gt 1 -a 3 -lt 4; echo "s=$?"
