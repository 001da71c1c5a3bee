# printf: every conversion, flags, width/precision, reuse of the format, number parsing and its errors,
# %b/%q/%Q, %(fmt)T, format escapes, invalid formats.  Most cases are one printf call so that
# tests/lib checks vshell.lib.printf_format against the recording directly.

#### printf '%d\n' 42
printf '%d\n' 42

#### printf '%d\n' -17
printf '%d\n' -17

#### printf '%d\n' +5
printf '%d\n' +5

#### printf '%d|' 1 2 3
printf '%d|' 1 2 3

#### printf '%i\n' 077
printf '%i\n' 077

#### printf '%d\n' 0x1F
printf '%d\n' 0x1F

#### printf '%d\n' 0X1f
printf '%d\n' 0X1f

#### printf '%d\n' 010
printf '%d\n' 010

#### printf '%d\n' 08
printf '%d\n' 08

#### printf '%d\n' 0x
printf '%d\n' 0x

#### printf '%d\n' 09x
printf '%d\n' 09x

#### printf '%d\n' "'a"
printf '%d\n' "'a"

#### printf '%d\n' '"b'
printf '%d\n' '"b'

#### printf '%d\n' "'"
printf '%d\n' "'"

#### printf '%d\n' "'é"
printf '%d\n' "'é"

#### printf '%d\n' "'ab"
printf '%d\n' "'ab"

#### printf '%d\n' ' 12'
printf '%d\n' ' 12'

#### printf '%d\n' '12 '
printf '%d\n' '12 '

#### printf '%d\n' abc
printf '%d\n' abc

#### printf '%d\n' 12abc
printf '%d\n' 12abc

#### printf '%d\n' ''
printf '%d\n' ''

#### printf '%d\n' -
printf '%d\n' -

#### printf '%d\n' 1.5
printf '%d\n' 1.5

#### printf '%d\n' 1e3
printf '%d\n' 1e3

#### printf '%d\n' 9223372036854775807
printf '%d\n' 9223372036854775807

#### printf '%d\n' 9223372036854775808
printf '%d\n' 9223372036854775808

#### printf '%d\n' -9223372036854775808
printf '%d\n' -9223372036854775808

#### printf '%d\n' -9223372036854775809
printf '%d\n' -9223372036854775809

#### printf '%d\n' 99999999999999999999999
printf '%d\n' 99999999999999999999999

#### printf '%u\n' -1
printf '%u\n' -1

#### printf '%u\n' 18446744073709551615
printf '%u\n' 18446744073709551615

#### printf '%u\n' 18446744073709551616
printf '%u\n' 18446744073709551616

#### printf '%u\n' 42
printf '%u\n' 42

#### printf '%o\n' 8
printf '%o\n' 8

#### printf '%o\n' -1
printf '%o\n' -1

#### printf '%#o\n' 8
printf '%#o\n' 8

#### printf '%#o\n' 0
printf '%#o\n' 0

#### printf '%x\n' 255
printf '%x\n' 255

#### printf '%X\n' 255
printf '%X\n' 255

#### printf '%#x\n' 255
printf '%#x\n' 255

#### printf '%#X\n' 255
printf '%#X\n' 255

#### printf '%#x\n' 0
printf '%#x\n' 0

#### printf '%x\n' -1
printf '%x\n' -1

#### printf '[%5d]\n' 42
printf '[%5d]\n' 42

#### printf '[%-5d]\n' 42
printf '[%-5d]\n' 42

#### printf '[%05d]\n' 42
printf '[%05d]\n' 42

#### printf '[%05d]\n' -42
printf '[%05d]\n' -42

#### printf '[%+d]\n' 42
printf '[%+d]\n' 42

#### printf '[% d]\n' 42
printf '[% d]\n' 42

#### printf '[%+ d]\n' 42
printf '[%+ d]\n' 42

#### printf '[%.3d]\n' 7
printf '[%.3d]\n' 7

#### printf '[%8.3d]\n' 7
printf '[%8.3d]\n' 7

#### printf '[%-8.3d]\n' -7
printf '[%-8.3d]\n' -7

#### printf '[%08.3d]\n' 7
printf '[%08.3d]\n' 7

#### printf '[%.0d]\n' 0
printf '[%.0d]\n' 0

#### printf '[%5.0d]\n' 0
printf '[%5.0d]\n' 0

#### printf '[%-05d]\n' 3
printf '[%-05d]\n' 3

#### printf '[%#8x]\n' 255
printf '[%#8x]\n' 255

#### printf '[%#08x]\n' 255
printf '[%#08x]\n' 255

#### printf '[%*d]\n' 6 42
printf '[%*d]\n' 6 42

#### printf '[%-*d]\n' 6 42
printf '[%-*d]\n' 6 42

#### printf '[%*d]\n' -6 42
printf '[%*d]\n' -6 42

#### printf '[%.*d]\n' 4 42
printf '[%.*d]\n' 4 42

#### printf '[%*.*d]\n' 8 4 42
printf '[%*.*d]\n' 8 4 42

#### printf '[%*d]\n' abc 42
printf '[%*d]\n' abc 42

#### printf '%ld %lld %hd %hhd %jd %zd %td\n' 1 2 3 4 5 6 7
printf '%ld %lld %hd %hhd %jd %zd %td\n' 1 2 3 4 5 6 7

#### printf '%s\n' hello
printf '%s\n' hello

#### printf '%s\n'
printf '%s\n'

#### printf '%s|' a b c
printf '%s|' a b c

#### printf '[%10s]\n' abc
printf '[%10s]\n' abc

#### printf '[%-10s]\n' abc
printf '[%-10s]\n' abc

#### printf '[%.2s]\n' abcdef
printf '[%.2s]\n' abcdef

#### printf '[%5.2s]\n' abcdef
printf '[%5.2s]\n' abcdef

#### printf '[%.0s]\n' abc
printf '[%.0s]\n' abc

#### printf '[%5s]\n' é
printf '[%5s]\n' é

#### printf '[%.1s]\n' é
printf '[%.1s]\n' é

#### printf '[%*s]\n' 4 x
printf '[%*s]\n' 4 x

#### printf '[%-*s]\n' 4 x
printf '[%-*s]\n' 4 x

#### printf '%s %s\n' a
printf '%s %s\n' a

#### printf '%s %s\n' a b c
printf '%s %s\n' a b c

#### printf '%s-%s\n' a b c d e
printf '%s-%s\n' a b c d e

#### printf '%s\n' "a b" 'c  d'
printf '%s\n' "a b" 'c  d'

#### printf 'no conversions\n' a b c
printf 'no conversions\n' a b c

#### printf 'x%sy\n'
printf 'x%sy\n'

#### printf '%%\n'
printf '%%\n'

#### printf '100%%\n' x
printf '100%%\n' x

#### printf '%c\n' abc
printf '%c\n' abc

#### printf '%c|' a b c
printf '%c|' a b c

#### printf '[%3c]\n' x
printf '[%3c]\n' x

#### printf '[%-3c]\n' x
printf '[%-3c]\n' x

#### printf '%c\n' é
printf '%c\n' é

#### printf '%c' '' | od -An -tx1
printf '%c' '' | od -An -tx1

#### printf '%c' | od -An -tx1
printf '%c' | od -An -tx1

#### printf '%b\n' 'a\tb'
printf '%b\n' 'a\tb'

#### printf '%b\n' 'a\nb'
printf '%b\n' 'a\nb'

#### printf '%b\n' '\0101\101'
printf '%b\n' '\0101\101'

#### printf '%b\n' '\x41\x4g'
printf '%b\n' '\x41\x4g'

#### printf '%b\n' '\u00e9'
printf '%b\n' '\u00e9'

#### printf '%b\n' 'a\cb' ; echo after
printf '%b\n' 'a\cb' ; echo after

#### printf '%s%b%s\n' x 'y\cz' w ; echo after
printf '%s%b%s\n' x 'y\cz' w ; echo after

#### printf '%b\n' '\q\"\?'
printf '%b\n' '\q\"\?'

#### printf '[%5b]\n' 'a\tb'
printf '[%5b]\n' 'a\tb'

#### printf '[%.2b]\n' abc
printf '[%.2b]\n' abc

#### printf '%b\n' '\x'
printf '%b\n' '\x'

#### printf '%b\n' '\e[0m' | od -An -c
printf '%b\n' '\e[0m' | od -An -c

#### printf '%b|' a b
printf '%b|' a b

#### printf '%q\n' 'a b'
printf '%q\n' 'a b'

#### printf '%q\n' "it's"
printf '%q\n' "it's"

#### printf '%q\n' ''
printf '%q\n' ''

#### printf '%q\n' 'a$b`c'
printf '%q\n' 'a$b`c'

#### printf '%q\n' $'a\nb'
printf '%q\n' $'a\nb'

#### printf '%q\n' $'tab\there'
printf '%q\n' $'tab\there'

#### printf '%q\n' '~user'
printf '%q\n' '~user'

#### printf '%q\n' 'a~b'
printf '%q\n' 'a~b'

#### printf '%q\n' '#x'
printf '%q\n' '#x'

#### printf '%q\n' 'x#'
printf '%q\n' 'x#'

#### printf '%q\n' '*?[]'
printf '%q\n' '*?[]'

#### printf '%q\n' 'a,b=c:d'
printf '%q\n' 'a,b=c:d'

#### printf '%q\n' é
printf '%q\n' é

#### printf '%q\n' $'\x01\x7f'
printf '%q\n' $'\x01\x7f'

#### printf '%q|' a 'b c' ''
printf '%q|' a 'b c' ''

#### printf '[%10q]\n' 'a b'
printf '[%10q]\n' 'a b'

#### printf '[%-10q]\n' 'a b'
printf '[%-10q]\n' 'a b'

#### printf '[%.2q]\n' 'a b c'
printf '[%.2q]\n' 'a b c'

#### printf '[%.2Q]\n' 'a b c'
printf '[%.2Q]\n' 'a b c'

#### printf '%Q\n' 'x y'
printf '%Q\n' 'x y'

#### printf '%f\n' 3.14159
printf '%f\n' 3.14159

#### printf '%f\n' 1
printf '%f\n' 1

#### printf '%f\n' -2.5
printf '%f\n' -2.5

#### printf '%.2f\n' 3.14159
printf '%.2f\n' 3.14159

#### printf '%.0f\n' 0.5
printf '%.0f\n' 0.5

#### printf '%.0f\n' 1.5
printf '%.0f\n' 1.5

#### printf '%.0f\n' 2.5
printf '%.0f\n' 2.5

#### printf '%.1f\n' 0.05
printf '%.1f\n' 0.05

#### printf '%.1f\n' 0.25
printf '%.1f\n' 0.25

#### printf '%.20f\n' 0.1
printf '%.20f\n' 0.1

#### printf '%.3f\n' 1e-10
printf '%.3f\n' 1e-10

#### printf '%f\n' 1e20
printf '%f\n' 1e20

#### printf '%10.3f|\n' 3.14159
printf '%10.3f|\n' 3.14159

#### printf '%-10.3f|\n' 3.14159
printf '%-10.3f|\n' 3.14159

#### printf '%010.3f|\n' -3.14159
printf '%010.3f|\n' -3.14159

#### printf '%+f\n' 1
printf '%+f\n' 1

#### printf '% f\n' 1
printf '% f\n' 1

#### printf '%#.0f\n' 5
printf '%#.0f\n' 5

#### printf '%F\n' 1.5
printf '%F\n' 1.5

#### printf '%e\n' 12345.678
printf '%e\n' 12345.678

#### printf '%E\n' 0.0001
printf '%E\n' 0.0001

#### printf '%.2e\n' 9.999
printf '%.2e\n' 9.999

#### printf '%.0e\n' 5
printf '%.0e\n' 5

#### printf '%#.0e\n' 5
printf '%#.0e\n' 5

#### printf '%e\n' 0
printf '%e\n' 0

#### printf '%.30e\n' 0.3
printf '%.30e\n' 0.3

#### printf '%g\n' 100000
printf '%g\n' 100000

#### printf '%g\n' 1000000
printf '%g\n' 1000000

#### printf '%g\n' 0.0001
printf '%g\n' 0.0001

#### printf '%g\n' 0.00001
printf '%g\n' 0.00001

#### printf '%g\n' 123.456
printf '%g\n' 123.456

#### printf '%G\n' 1e-10
printf '%G\n' 1e-10

#### printf '%.3g\n' 3.14159
printf '%.3g\n' 3.14159

#### printf '%#g\n' 5
printf '%#g\n' 5

#### printf '%.0g\n' 123
printf '%.0g\n' 123

#### printf '%g\n' 0
printf '%g\n' 0

#### printf '%a\n' 1
printf '%a\n' 1

#### printf '%a\n' 0.5
printf '%a\n' 0.5

#### printf '%a\n' -3.75
printf '%a\n' -3.75

#### printf '%A\n' 255
printf '%A\n' 255

#### printf '%a\n' 0.1
printf '%a\n' 0.1

#### printf '%.2a\n' 1
printf '%.2a\n' 1

#### printf '%a\n' 0
printf '%a\n' 0

#### printf '%f %f %f\n' inf -inf nan
printf '%f %f %f\n' inf -inf nan

#### printf '%F %F\n' inf nan
printf '%F %F\n' inf nan

#### printf '[%6.1f]\n' inf
printf '[%6.1f]\n' inf

#### printf '%f\n' infinity
printf '%f\n' infinity

#### printf '%f\n' 0x1.8p1
printf '%f\n' 0x1.8p1

#### printf '%f\n' "'A"
printf '%f\n' "'A"

#### printf '%f\n' 1,5
printf '%f\n' 1,5

#### printf '%f\n' abc
printf '%f\n' abc

#### printf '%f\n'
printf '%f\n'

#### printf '%f\n' 1e5000
printf '%f\n' 1e5000

#### printf '%.2f\n' 2.675
printf '%.2f\n' 2.675

#### printf '%.15g\n' 0.1
printf '%.15g\n' 0.1

#### printf '%.18g\n' 0.1
printf '%.18g\n' 0.1

#### printf '%d %s\n' 1 a 2 b 3
printf '%d %s\n' 1 a 2 b 3

#### printf '%d\n' 1 x 3
printf '%d\n' 1 x 3

#### printf '%(%Y-%m-%d)T\n' 0
printf '%(%Y-%m-%d)T\n' 0

#### printf '%(%Y-%m-%d %H:%M:%S)T\n' 86399
printf '%(%Y-%m-%d %H:%M:%S)T\n' 86399

#### printf '%(%s)T\n' 1234567890
printf '%(%s)T\n' 1234567890

#### printf '[%()T]\n' 0
printf '[%()T]\n' 0

#### printf '[%12(%H:%M)T]\n' 3600
printf '[%12(%H:%M)T]\n' 3600

#### printf '[%-8(%j)T]\n' 0
printf '[%-8(%j)T]\n' 0

#### printf '%(%A %B)T\n' 1000000000
printf '%(%A %B)T\n' 1000000000

#### printf '%(%%)T\n' 0
printf '%(%%)T\n' 0

#### printf '%(%Y)T\n' x
printf '%(%Y)T\n' x

#### printf '[%(%Z %z|%c|%x %X)T]\n' 1000000000
printf '[%(%Z %z|%c|%x %X)T]\n' 1000000000

#### printf '[%(%a %p %e %k %u %V %G %C %y %D %F %T %R %r)T]\n' 1000000000
printf '[%(%a %p %e %k %u %V %G %C %y %D %F %T %R %r)T]\n' 1000000000

#### printf '[%(%c %c %c %c %c %c)T]\n' 0
printf '[%(%c %c %c %c %c %c)T]\n' 0

#### printf '[%(%c %c %c %c %c)T]\n' 0
printf '[%(%c %c %c %c %c)T]\n' 0

#### printf '[%(x%%s%%%s)T]\n' 5
printf '[%(x%%s%%%s)T]\n' 5

#### printf '[%.4(%Y-%m)T|%-12(%H)T|]\n' 0 0
printf '[%.4(%Y-%m)T|%-12(%H)T|]\n' 0 0

#### printf '%'
printf '%'

#### printf 'abc%'
printf 'abc%'

#### printf '%5'
printf '%5'

#### printf '%z\n'
printf '%z\n'

#### printf '%y\n' 1 ; echo "rc=$?"
printf '%y\n' 1 ; echo "rc=$?"

#### printf 'a%kb\n' ; echo "rc=$?"
printf 'a%kb\n' ; echo "rc=$?"

#### printf '%1$s\n' a
printf '%1$s\n' a

#### printf 'a%nb%s|\n' x y
printf 'a%nb%s|\n' x y

#### printf '%5n|%s\n' q
printf '%5n|%s\n' q

#### printf '%S|%C\n' a b
printf '%S|%C\n' a b

#### printf '%5%\n'
printf '%5%\n'

#### printf '\101\x42\u0043\n'
printf '\101\x42\u0043\n'

#### printf 'a\"b\?c\qd\n'
printf 'a\"b\?c\qd\n'

#### printf '\0101\n' | od -An -c
printf '\0101\n' | od -An -c

#### printf 'x\cy\n'
printf 'x\cy\n'

#### printf 'tab\there\n'
printf 'tab\there\n'

#### printf 'bell\a' | od -An -c
printf 'bell\a' | od -An -c

#### printf 'x\x\n'
printf 'x\x\n'

#### printf 'x\u\n'
printf 'x\u\n'

#### printf 'x\U\n'
printf 'x\U\n'

#### printf 'back\\slash\n'
printf 'back\\slash\n'

#### printf 'trailing\'
printf 'trailing\'

#### printf '%s\n' -- a
printf '%s\n' -- a

#### printf -- '%s\n' x
printf -- '%s\n' x

#### printf -v out '%05d' 42; echo "$out"
printf -v out '%05d' 42; echo "$out"

#### printf -v arr[1] '%s' hi; echo "${arr[1]}"
printf -v arr[1] '%s' hi; echo "${arr[1]}"

#### printf '%d\n' 1 abc 3; echo "rc=$?"
printf '%d\n' 1 abc 3; echo "rc=$?"

#### printf '%s\n' a >/dev/null; echo "rc=$?"
printf '%s\n' a >/dev/null; echo "rc=$?"

#### printf; echo "rc=$?"
printf; echo "rc=$?"

#### printf -x; echo "rc=$?"
printf -x; echo "rc=$?"

#### printf '%d%%\n' 50
printf '%d%%\n' 50

#### printf '%s=%d\n' a 1 b 2 c
printf '%s=%d\n' a 1 b 2 c

#### printf '%-5s|%5s|\n' ab cd ef
printf '%-5s|%5s|\n' ab cd ef

#### printf '%x %o %X\n' 3735928559 511 48879
printf '%x %o %X\n' 3735928559 511 48879

#### printf '%i|%i\n' -0 +0
printf '%i|%i\n' -0 +0

#### printf '%d\n' '  -7'
printf '%d\n' '  -7'

#### printf '%d\n' 0x7fffffffffffffff
printf '%d\n' 0x7fffffffffffffff

#### printf '%d\n' 0xffffffffffffffff
printf '%d\n' 0xffffffffffffffff

#### printf '%d\n' 0777777777777777777777
printf '%d\n' 0777777777777777777777

#### printf '[%e]\n' 1e309
printf '[%e]\n' 1e309

#### printf '[%g]\n' 1e-320
printf '[%g]\n' 1e-320

#### printf '[%f]\n' -0
printf '[%f]\n' -0

#### printf '[%+f]\n' -0.0
printf '[%+f]\n' -0.0

#### printf '[%.3a]\n' 1.5
printf '[%.3a]\n' 1.5

#### printf '[%a]\n' 1e-4940
printf '[%a]\n' 1e-4940

#### printf '[%a]\n' 1e-4950
printf '[%a]\n' 1e-4950

#### printf '[%e]\n' 1e4932
printf '[%e]\n' 1e4932

#### printf '[%e]\n' 1.2e4932
printf '[%e]\n' 1.2e4932

#### printf '[%g]\n' 1e4933
printf '[%g]\n' 1e4933

#### printf '[%.17g]\n' 0.1
printf '[%.17g]\n' 0.1

#### printf '[%.25f]\n' 0.1
printf '[%.25f]\n' 0.1

#### printf '[%.40e]\n' 2
printf '[%.40e]\n' 2

#### printf '[%f]\n' 0x1p-3
printf '[%f]\n' 0x1p-3

#### printf '[%g]\n' -1e-5
printf '[%g]\n' -1e-5

#### printf '[%#x]\n' -1
printf '[%#x]\n' -1

#### printf '[%#.3o]\n' 8
printf '[%#.3o]\n' 8

#### printf '[%.0e]\n' 0.5
printf '[%.0e]\n' 0.5

#### printf '[%.0e]\n' 1.5
printf '[%.0e]\n' 1.5

#### printf '[%.0e]\n' 2.5
printf '[%.0e]\n' 2.5

#### printf '[%10.4g]\n' 123456
printf '[%10.4g]\n' 123456

#### printf '[%-+8.2f]\n' 3
printf '[%-+8.2f]\n' 3

#### printf '[% 08.2f]\n' -3
printf '[% 08.2f]\n' -3

#### printf '[%.1f]\n' 0.45
printf '[%.1f]\n' 0.45

#### printf '[%.2f]\n' 1.005
printf '[%.2f]\n' 1.005

#### printf '[%.3g]\n' 0.0001234
printf '[%.3g]\n' 0.0001234

#### printf '[%G]\n' 1e100
printf '[%G]\n' 1e100

#### printf '[%.0f]\n' 1e20
printf '[%.0f]\n' 1e20

#### printf '[%a]\n' 255.5
printf '[%a]\n' 255.5

#### printf '[%A]\n' -0
printf '[%A]\n' -0

#### printf '[%.1a]\n' 1.96875
printf '[%.1a]\n' 1.96875

#### printf '[%.0a]\n' 1.5
printf '[%.0a]\n' 1.5

#### printf '[%.0a]\n' 2.5
printf '[%.0a]\n' 2.5

#### printf '[%d]\n' -0x8000000000000000
printf '[%d]\n' -0x8000000000000000

#### printf '[%u]\n' -9223372036854775808
printf '[%u]\n' -9223372036854775808

#### printf '[%o]\n' 0x7fffffffffffffff
printf '[%o]\n' 0x7fffffffffffffff

#### printf '[%d]\n' 0x
printf '[%d]\n' 0x

#### printf '[%f]\n' .5
printf '[%f]\n' .5

#### printf '[%f]\n' 5.
printf '[%f]\n' 5.

#### printf '[%f]\n' -.5e1
printf '[%f]\n' -.5e1

#### printf '[%f]\n' 1e
printf '[%f]\n' 1e

#### printf '[%f]\n' 1e+
printf '[%f]\n' 1e+

#### printf '[%f]\n' 0x
printf '[%f]\n' 0x

#### printf '[%f]\n' 0x.8
printf '[%f]\n' 0x.8

#### printf '[%f]\n' NaN
printf '[%f]\n' NaN

#### printf '[%f]\n' -nan
printf '[%f]\n' -nan

#### printf '[%f]\n' INFINITY
printf '[%f]\n' INFINITY

#### printf '[%f]\n' infx
printf '[%f]\n' infx

#### printf '[%f]\n' +inf
printf '[%f]\n' +inf

#### printf '%f\n' 1e4932 | wc -c
printf '%f\n' 1e4932 | wc -c

#### printf '[%#.a][%#A][%#.0a]\n' 0 0 1.5
printf '[%#.a][%#A][%#.0a]\n' 0 0 1.5

#### printf '[%+#6.*a]\n'
printf '[%+#6.*a]\n'

#### printf '[%0 #.a]\n' -663
printf '[%0 #.a]\n' -663

#### printf '[%.3000000000s]\n' abc
printf '[%.3000000000s]\n' abc

#### printf '[%.2000000000s]\n' abc
printf '[%.2000000000s]\n' abc

#### printf '[%.*s]\n' 2000000000 abc
printf '[%.*s]\n' 2000000000 abc

#### printf '[%.*s]\n' 99999999999 abc
printf '[%.*s]\n' 99999999999 abc

#### printf '[%3000000000s][%s]\n' abc def
printf '[%3000000000s][%s]\n' abc def

#### printf '[%.3000000000d][%s]\n' 5 def
printf '[%.3000000000d][%s]\n' 5 def

#### printf '[%.*s]\n' -1 abc
printf '[%.*s]\n' -1 abc

#### printf '[%.2147483647s]\n' abcdef
printf '[%.2147483647s]\n' abcdef
