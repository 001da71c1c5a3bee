# Expanding namerefs: a circular reference warns at each use and expands to nothing; the
# command goes on.

#### a circular nameref expands to nothing with a warning
declare -n r=y
declare -n y=r 2>/dev/null
echo "[$r]"
echo $r end
echo "status $?"

#### a circular nameref in an assignment and with a default
declare -n r=y
declare -n y=r 2>/dev/null
x=$r
echo "[$x]"
echo "${r-unset}"

#### a nameref to a whole array expands like the array
a=(1 2)
declare -n r='a[@]' s='a[*]'
echo "$r"
set -- "$r"; echo "$#"
IFS=:
set -- "$s"; echo "$# $1"
x=$r
echo "$x"

#### the length of a nameref to an element is zero
a=(x yy)
declare -n r='a[1]' t=a
echo "${#r} ${#t} ${#t[@]} $r"
declare -A A=([K]=vv)
declare -n q='A[K]'
echo "${#q} $q"
