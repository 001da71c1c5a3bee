# Namerefs: declare -n, indirection through functions, arrays, unset -n, loops.

#### basic nameref reads target
x=value
declare -n r=x
echo $r

#### assignment through nameref
x=old
declare -n r=x
r=new
echo $x

#### nameref to array element
a=(1 2 3)
declare -n r='a[1]'
echo $r
r=20
echo "${a[@]}"

#### nameref to whole array
a=(x y)
declare -n r=a
echo "${r[@]}" ${#r[@]}
r+=(z)
echo "${a[@]}"

#### nameref in function for output parameter
setit() { declare -n out=$1; out="set by function"; }
setit result
echo "$result"

#### nameref to array in function
push() { local -n arr=$1; arr+=("$2"); }
list=(a)
push list b
push list c
echo "${list[@]}"

#### nameref to associative array
declare -A m=([k]=v)
declare -n r=m
echo ${r[k]}
r[new]=1
echo ${#m[@]}

#### unset through nameref unsets target
x=1
declare -n r=x
unset r
echo "[${x-unset}]"

#### unset -n removes the reference itself
x=1
declare -n r=x
unset -n r
echo "x=$x r=[${r-unset}]"

#### nameref to unset variable creates it on assignment
declare -n r=newvar
r=created
echo $newvar

#### declare -p of nameref
x=1
declare -n r=x
declare -p r

#### indirect expansion of nameref gives name
x=1
declare -n r=x
echo ${!r}

#### nameref attribute listing
declare -n r=target
declare -p r
echo ${r@a}

#### nameref to itself is an error
declare -n r=r
echo "status $?"

#### circular nameref warning
declare -n a=b
declare -n b=a
echo "$a"
echo "status $?"

#### nameref with invalid name
declare -n r='1bad'
echo "status $?"

#### nameref in for loop iterates over names
x=1 y=2
for n in x y; do declare -n ref=$n; echo $ref; done

#### for loop variable as nameref
x=10 y=20
declare -n v
for v in x y; do echo "$v"; done

#### nameref to positional parameter is an error
declare -n r=1
echo "status $?"

#### local nameref to global
g=global-value
f() { local -n ref=g; echo $ref; ref=modified; }
f
echo $g

#### nameref name collision with local in function
f() { local -n ref=$1; local x=inner; echo "$ref"; }
x=outer
f x

#### readonly nameref target
readonly ro=1
declare -n r=ro
r=2
echo "status $? ro=$ro"

#### nameref on array with declare -n and index keys
a=([5]=x [9]=y)
declare -n r=a
echo ${!r[@]}

#### typeset -n same as declare -n
x=abc
typeset -n r=x
echo ${#r}

#### changing nameref target with declare -n again
x=1 y=2
declare -n r=x
declare -n r=y
echo $r

#### assignment to nameref without declare keeps reference
x=1 y=2
declare -n r=x
r=y
echo "x=$x"

#### nameref plus equals appends to target
x=ab
declare -n r=x
r+=cd
echo $x

#### nameref with parameter expansion operators
x=hello
declare -n r=x
echo ${r^^} ${r:1:2} ${r/l/L}

#### nameref to special variable
declare -n r=PWD
[ "$r" = "$PWD" ] && echo same

#### nameref passed array name returns length
len() { local -n a=$1; echo ${#a[@]}; }
arr=(1 2 3 4)
len arr

#### nameref swap function
swap() { local -n p=$1 q=$2; local t=$p; p=$q; q=$t; }
a=1 b=2
swap a b
echo $a $b

#### unset variable referenced by nameref then reassign
x=1
declare -n r=x
unset x
r=back
echo $x
