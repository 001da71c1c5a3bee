# read: -d -n -N -a -r -s -p -t -u -i, REPLY, too many or too few names, bad options.

#### read -d
printf 'a:b:c' | { read -d : x; echo "[$x]"; read -d : y; echo "[$y] $?"; read -d : z; echo "[$z] $?"; }

#### read -d empty is NUL
printf 'a\0b\0' | { read -d '' x; echo "[$x]"; read -d '' y; echo "[$y]"; }

#### read -n
echo abcdef | { read -n 3 x; echo "[$x]"; read -n 10 y; echo "[$y]"; }

#### read -N
printf 'ab\ncd' | { read -N 4 x; echo "[$x]"; read -N 4 y; echo "[$y] $?"; }

#### read -n with IFS and backslash
printf 'a\\bc d\n' | { read -n 4 x; echo "[$x]"; }

#### read -a
echo 'a b  c' | { read -a arr; declare -p arr; }

#### read -a with IFS
echo 'a:b::c' | { IFS=: read -a arr; declare -p arr; }

#### read -r and backslash newline
printf 'a\\\nb\n' | { read x; echo "[$x]"; }; printf 'a\\\nb\n' | { read -r x; echo "[$x]"; }

#### read -s -p
read -s -p 'pw: ' x <<< secret; echo; echo "[$x]"

#### read -p to non tty
read -p 'prompt> ' x <<< val; echo "[$x]"

#### read -t 0
read -t 0 x <<< abc; echo "status $?"; read -t 0 x < /dev/null; echo "status $?"

#### read -u
exec 3<<< 'from three'; read -u 3 x; echo "[$x]"; read -u 9 y; echo "status $?"

#### read -i without -e
read -i def x <<< given; echo "[$x]"

#### read invalid option
read -z x; echo "status $?"

#### read no newline at eof
printf 'last' | { read x; echo "[$x] $?"; }

#### read REPLY
echo '  spaced  ' | { read; echo "[$REPLY]"; }; echo '  spaced  ' | { read -r x; echo "[$x]"; }

#### read more names than fields
echo 'a b' | { read x y z; echo "[$x][$y][$z]"; }

#### read fewer names
echo 'a b c d' | { read x y; echo "[$x][$y]"; }

#### read -d with -n
printf 'abc:def' | { read -d : -n 2 x; echo "[$x]"; }

#### read -N with IFS
printf ' a b ' | { read -N 5 x; echo "[$x]"; }

#### read bad name
echo x | { read 1a; echo "status $?"; }

#### read -a readonly
readonly ro; echo x | { read -a ro; echo "status $?"; }

#### read -t bad
read -t abc x <<< y; echo "status $?"

#### read -n bad
read -n -1 x <<< y; echo "status $?"

#### read -n with a negative count is an invalid number
read -n -1 x <<< y
echo "status $?"

#### read -a into a readonly name fails before unsetting it
readonly ro=1
read -a ro <<< x
echo "status $?"
declare -p ro
