# echo: option words (-n -e -E, combined, not options), escapes under -e, \c, xpg_echo.
# `echo ARGS` cases are checked directly against vshell.lib.echo in tests/lib.

#### echo echo a b c
echo a b c

#### echo echo
echo

#### echo echo -n abc
echo -n abc

#### echo echo -n
echo -n

#### echo echo -e 'a\tb'
echo -e 'a\tb'

#### echo echo -E 'a\tb'
echo -E 'a\tb'

#### echo echo -ne 'x\n'
echo -ne 'x\n'

#### echo echo -en 'y\n'
echo -en 'y\n'

#### echo echo -eE 'a\nb'
echo -eE 'a\nb'

#### echo echo -Ee 'a\nb'
echo -Ee 'a\nb'

#### echo echo -nx
echo -nx

#### echo echo -
echo -

#### echo echo --
echo --

#### echo echo -- -n
echo -- -n

#### echo echo -n -e 'a\nb'
echo -n -e 'a\nb'

#### echo echo '-e' -n a
echo '-e' -n a

#### echo echo -e 'x\cy'; echo next
echo -e 'x\cy'; echo next

#### echo echo -e 'a\101b\0101c'
echo -e 'a\101b\0101c'

#### echo echo -e '\x41\x4' | od -An -c
echo -e '\x41\x4' | od -An -c

#### echo echo -e '\u00e9\U0001F600'
echo -e '\u00e9\U0001F600'

#### echo echo -e '\q\?\"'
echo -e '\q\?\"'

#### echo echo -e 'a\\b'
echo -e 'a\\b'

#### echo echo -e '\e[1m' | od -An -c
echo -e '\e[1m' | od -An -c

#### echo echo -e '\0' | od -An -c
echo -e '\0' | od -An -c

#### echo echo -e 'a' '\c' 'b'; echo next
echo -e 'a' '\c' 'b'; echo next

#### echo echo 'a\nb'
echo 'a\nb'

#### echo echo -e\  x
echo -e\  x

#### echo echo -ee a
echo -ee a

#### echo echo -n -n -n a; echo
echo -n -n -n a; echo

#### echo echo "  spaced  " out
echo "  spaced  " out

#### echo shopt -s xpg_echo; echo 'a\tb'
shopt -s xpg_echo; echo 'a\tb'

#### echo shopt -s xpg_echo; echo -E 'a\tb'
shopt -s xpg_echo; echo -E 'a\tb'
