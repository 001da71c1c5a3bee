# printf: %q and %b, widths and precisions from arguments, bad numbers, -v, reused formats.

#### printf %q corners
printf '%q\n' '' 'a b' "it's" $'tab\there' $'nl\n' '~x' 'a~' '#x' 'x#' '!x' $'\x01' 'é' '*' '[a]' 'a=b' '-n'

#### printf %b corners
printf '%b|' 'a\tb' '\0101' '\101' '\x41' '\u00e9' '\c stop' 'after'; echo

#### printf width precision star
printf '[%*d] [%-*d] [%.*f] [%*.*s]\n' 5 42 5 42 2 3.14159 6 2 abcdef

#### printf negative star
printf '[%*d]\n' -5 42

#### printf missing args
printf '%s-%d-%f\n'; printf '%s %s\n' a

#### printf bad number
printf '%d\n' abc 12abc 0x1f 010 "'A" '"B'; echo "status $?"

#### printf %c %s empty
printf '[%c][%s][%5c]\n' '' '' x

#### printf %i %u %o %x %X %e %g %a
printf '%i %u %o %x %X %e %g %G %E\n' 42 42 42 255 255 12345.678 0.0001 1e-10 5

#### printf large numbers
printf '%d %u %x\n' 9223372036854775807 -1 -1; printf '%d\n' 9223372036854775808; echo "status $?"

#### printf -v
printf -v v '%s=%d' a 1; echo "$v"; printf -v 'a[2]' x; declare -p a; printf -v 1bad x; echo "status $?"

#### printf %(...)T
TZ=UTC printf '%(%Y-%m-%d)T\n' 0; printf '%(%H)T\n' 3600

#### printf reuse format
printf '%s,' a b c; echo; printf '%s %s|' 1 2 3; echo

#### printf escapes in format
printf 'a\x41\101\u263a\e[0m\c no\n'; echo

#### printf %%
printf '%% %5%|\n'

#### printf invalid directive
printf '%z\n' x; echo "status $?"; printf '%-\n'; echo "status $?"

#### printf --
printf -- '%s\n' -x

#### printf %s with precision on multibyte
printf '[%.2s][%3s]\n' 'éèà' 'é'
