# read and mapfile drop NUL bytes as bash does; read -t 0 only tests for input and consumes none.

#### read drops NUL bytes in a line
printf 'a\0b\0c\n' | { read -r x; printf '%s' "$x" | od -An -c; }

#### read without -r drops NUL bytes
printf 'x\0y z\n' | { read a b; echo "a=$a b=$b"; }

#### read -d '' reads up to a NUL
printf 'one\0two\0' | { read -r -d '' a; read -r -d '' b; echo "$a $b"; }

#### read -n counts characters after NULs are dropped
printf 'a\0bcd\n' | { read -r -n 2 x; echo "x=$x"; }

#### mapfile drops NUL bytes in lines
printf 'a\0b\nc\0\0d\n' | { mapfile -t arr; declare -p arr; }

#### mapfile -d '' splits on NUL
printf 'p\0q\0r' | { mapfile -d '' arr; declare -p arr; }

#### read -t 0 does not consume input
echo hello | { read -t 0; echo "rc=$?"; read -r line; echo "line=$line"; }

#### read -t 0 with a variable leaves it alone
x=keep
echo data | { read -t 0 x; echo "rc=$? x=$x"; read -r y; echo "y=$y"; }

#### read -t 0 at end of input
read -t 0 < /dev/null
echo "rc=$?"

#### read -t 0 on a here-string
read -t 0 <<< "abc"
echo "rc=$?"
read -r v <<< "abc"
echo "$v"

#### read -t with a bad timeout
read -t x v <<< 1
echo "rc=$?"

#### mapfile callback every line
mapfile -t -C 'echo cb' -c 1 a <<< $'x\ny'
declare -p a

#### mapfile callback every two lines with the newline kept
mapfile -C 'printf "<%s>\n"' -c 2 a <<< $'x\ny\nz\nw'

#### mapfile callback quantum zero
mapfile -c 0 -C echo a <<< x
echo "rc=$?"
