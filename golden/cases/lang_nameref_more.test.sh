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
