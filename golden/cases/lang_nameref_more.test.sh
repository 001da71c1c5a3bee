# Namerefs to array elements and to names bash refuses: list assignment, unset through the
# reference, a for loop re-pointing a nameref, namerefs to dynamic arrays.

#### list assignment through a nameref to an element is refused
declare -n r=a[0]
r=(1 2)
echo "not reached"

#### the next line runs after a refused list assignment
declare -n r=a[0]
r=(1 2)
echo "rc=$?"

#### unset through a nameref to an element
a=(x y)
declare -n r=a[1]
echo "${r}" "${#r}"
unset r
declare -p a

#### a for loop over invalid names with a nameref
declare -n r=x
for r in 1 2; do echo "x=$x r=$r"; done
echo next

#### a for loop re-points a nameref
a=1 b=2
declare -n r
for r in a b; do echo "$r"; done

#### nameref to BASH_LINENO in a function
declare -n r=BASH_LINENO
f() { echo "${#r[@]} ${r[0]}"; }
f

#### nameref to FUNCNAME
declare -n fn=FUNCNAME
f() { echo "${fn[0]}"; }
f

#### declare -ni fails silently when the name becomes a number
x=5; declare -ni r=x; declare -p r x; r=3+4; declare -p r x; echo "$r"

#### a nameref to an integer variable assigns arithmetic
declare -i x=1; declare -n r=x; r=2+3; echo $x

#### declare -in with an unset target makes nothing
declare -in r=y; declare -p r y

#### a readonly nameref
x=1; declare -nr r=x; r=5; echo $x; declare -p r; r=y; echo "status $?"; unset -n r; echo "status $?"

#### an exported nameref
x=1; declare -nx r=x; declare -p r x; env | grep '^r='

#### declare -na makes an array, not a nameref
declare -na r=x; echo "status $?"; declare -p r

#### declare -nA
declare -nA r; echo "status $?"

#### declare -nu upper-cases the referenced name
declare -nu r=abc; declare -p r; abc=hello; echo $r

#### declare -nl lower-cases the referenced name
declare -nl r=ABC; declare -p r

#### declare +n turns a nameref into a plain variable
x=1; declare -n r=x; declare +n r; declare -p r

#### a nameref to an array element
a=(1 2 3); declare -n r='a[1]'; echo $r; r=X; declare -p a

#### a chain of namerefs
x=1; declare -n a=x; declare -n b=a; echo $b; b=2; echo $x; declare -p a b

#### a global nameref to itself is refused
declare -n r=r; echo "status $?"

#### a nameref loop expands to nothing
declare -n a=b; declare -n b=a; echo "[$a]"; echo "status $?"

#### a nameref to a bad name is refused
declare -n r='1x'; echo "status $?"; declare -n s='a b'; echo "status $?"

#### a nameref to a positional parameter is refused
declare -n r=1; echo "status $?"

#### a nameref to an unset variable creates it on assignment
declare -n r=x; echo "[${r-unset}]"; r=5; echo $x

#### local -n changes the caller's variable
f() { local -n ref=$1; ref=changed; }; v=orig; f v; echo $v

#### ${!r} of a nameref gives the referenced name
x=1; declare -n r=x; echo ${!r}

#### declare -p of a nameref without a value
declare -n r; declare -p r; r=x; declare -p r

#### unset through a nameref unsets the target
x=1; declare -n r=x; unset r; declare -p x r 2>&1

#### unset -n removes the nameref itself
x=1; declare -n r=x; unset -n r; declare -p x r 2>&1

#### a nameref for-loop variable points at each word
a=1 b=2; declare -n r; for r in a b; do echo $r; done

#### assigning through a nameref to a readonly variable
readonly x=1; declare -n r=x; r=2; echo "status $?"

#### declare -n on a variable whose value is a name
x=abc; declare -n x; echo "status $?"; declare -p x

#### declare -n again re-points a nameref
declare -n r=x; declare -n r=y; declare -p r

#### a nameref to PWD
declare -n r=PWD; echo ${r:+set}

#### appending an array through a nameref
a=(1); declare -n r=a; r+=(2 3); declare -p a

#### assigning an element through a nameref to an associative array
declare -A m; declare -n r=m; r[k]=v; declare -p m

#### declare -gn in a function
f() { declare -gn g=target; }; f; target=7; echo $g

#### an array cannot become a nameref
a=(1 2); declare -n a; echo "status $?"

#### local -I inherits the outer value
x=1; f() { local -I x; echo "[$x]"; }; f

#### a compound assignment through a nameref
declare -n r=arr; r=(a b); declare -p arr

#### local -n x=x warns of a circular reference
f() { local -n x=x; echo "status $?"; }; x=1; f
