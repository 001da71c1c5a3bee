# Word splitting and IFS: default whitespace, non-whitespace delimiters, empty and unset IFS.

#### default IFS splits on runs of blanks and newlines
x=$'  a \t b\n\nc  '
set -- $x
echo $#; printf '<%s>' "$@"; echo

#### quoted expansion is not split
x='a b c'
set -- "$x"
echo $#

#### non-whitespace IFS delimits every occurrence
IFS=:
x='a::b:'
set -- $x
echo $#; printf '<%s>' "$@"; echo

#### leading non-whitespace delimiter makes an empty field
IFS=:
x=':a'
set -- $x
echo $#; printf '<%s>' "$@"; echo

#### trailing non-whitespace delimiter does not make a field
IFS=:
x='a:'
set -- $x
echo $#

#### whitespace around non-whitespace delimiter is absorbed
IFS=' :'
x=' a : b :: c '
set -- $x
printf '<%s>' "$@"; echo

#### mixed whitespace and comma
IFS=', '
x='a, b,,c ,d'
set -- $x
printf '<%s>' "$@"; echo

#### empty IFS disables splitting
IFS=
x='a b	c'
set -- $x
echo $#

#### unset IFS behaves like default
unset IFS
x=$' a\tb\nc '
set -- $x
echo $#; printf '<%s>' "$@"; echo

#### IFS with only tab
IFS=$'\t'
x=$'a b\tc d'
set -- $x
printf '<%s>' "$@"; echo

#### splitting applies to command substitution
set -- $(printf 'a b\nc')
echo $#

#### quoted command substitution is one word
set -- "$(printf 'a b\nc')"
echo $#

#### splitting does not apply to assignments
x='a   b'
y=$x
echo "$y"

#### literal words are not split by IFS
IFS=x
echo axb
y=axb
echo $y

#### dollar star joins with first char of IFS
IFS=-
set -- a b c
echo "$*"

#### dollar star with empty IFS joins without separator
IFS=
set -- a b c
echo "$*"

#### dollar star with unset IFS joins with space
unset IFS
set -- a b c
echo "$*"

#### dollar at quoted keeps each positional
set -- 'a b' c
for w in "$@"; do echo "[$w]"; done

#### dollar at unquoted splits again
set -- 'a b' c
for w in $@; do echo "[$w]"; done

#### dollar star unquoted splits like dollar at
set -- 'a b' c
for w in $*; do echo "[$w]"; done

#### quoted dollar at with no params gives no words
set --
for w in "$@"; do echo "[$w]"; done
echo n=$#

#### quoted dollar star with no params gives one empty word
set --
for w in "$*"; do echo "[$w]"; done

#### prefix and suffix on quoted dollar at
set -- a b c
printf '<%s>' "x$@y"; echo

#### empty positional in quoted dollar at survives
set -- a '' b
printf '<%s>' "$@"; echo

#### empty positional in unquoted dollar at vanishes
set -- a '' b
printf '<%s>' $@; echo

#### IFS change takes effect for later expansions
x='a:b'
IFS=:
set -- $x
echo $#

#### IFS as prefix assignment does not affect expansion of same command
x='a:b'
IFS=: set -- $x
echo $#

#### splitting result of arithmetic
IFS=0
echo $((100+5))

#### read uses IFS too
IFS=: read a b <<< 'x:y:z'
echo "$a|$b"

#### for loop word list is split
list='one two  three'
for w in $list; do echo "$w"; done

#### newline in IFS only
IFS=$'\n'
x=$'a b\nc d'
for w in $x; do echo "[$w]"; done

#### consecutive whitespace IFS chars collapse
IFS=' '
x='a    b'
set -- $x
echo $#

#### consecutive non-whitespace chars do not collapse
IFS=,
x='a,,,b'
set -- $x
echo $#

#### splitting applies to unquoted array expansion
a=('x y' z)
set -- ${a[@]}
echo $#

#### quoted array at keeps elements
a=('x y' z)
set -- "${a[@]}"
echo $#

#### quoted array star joins with IFS
a=(x y z)
IFS=/
echo "${a[*]}"

#### empty result of expansion removed but quoted empty kept
e=
set -- $e"" x
echo $#

#### splitting a value made only of IFS whitespace
x='   '
set -- $x
echo $#

#### splitting a value made only of non-whitespace IFS
IFS=:
x=':'
set -- $x
echo $#; printf '<%s>' "$@"; echo

#### two colons give two empty fields
IFS=:
x='::'
set -- $x
echo $#

#### IFS local to function
f() { local IFS=,; x='a,b'; set -- $x; echo $#; }
f
x='a,b'; set -- $x; echo $#

#### default splitting of tabs and newlines from variable
x=$'a\t\tb\n\nc'
printf '[%s]' $x; echo

#### unquoted expansion with glob characters and no match keeps them
x='a* b?'
echo $x

#### set -f disables globbing after split
## file: ab
set -f
x='a* b'
echo $x

#### IFS with backslash character
IFS='\'
x='a\b'
set -- $x
echo "$1-$2"

#### word splitting in case subject does not happen
x='a b'
case $x in 'a b') echo matched;; *) echo no;; esac

#### splitting inside double-quoted array subscript is not done
a=(1 2 3)
i='1'
echo "${a[$i]}"

#### here-string is not split
x='a    b'
cat <<< $x

#### unquoted redirection target with a space is ambiguous
x='out file'
echo hi > $x
cat "out file"

#### export assignment value not split
export x='a   b'
echo "$x"

#### declare assignment value not split
y='1   2'
declare z=$y
echo "$z"

#### IFS unset inside function restores
f() { local IFS; unset IFS; x='a b'; set -- $x; echo $#; }
IFS=:
f
echo "[$IFS]"

#### "$*" with multi-char IFS uses first char only
IFS=';,'
set -- a b
echo "$*"

#### IFS whitespace char that is not space (newline) still collapses
IFS=$'\n'
x=$'a\n\n\nb'
set -- $x
echo $#
