# Indexed arrays: assignment, expansion, sparse arrays, negative indices, declare -p, append, unset.

#### array literal and element access
a=(one two three)
echo ${a[0]} ${a[2]}

#### bare array name is element zero
a=(first second)
echo $a ${a}

#### all elements with at and star
a=(x y z)
echo ${a[@]} ${a[*]}

#### quoted at keeps elements with spaces
a=('a b' c)
printf '<%s>' "${a[@]}"; echo

#### quoted star joins into one word
a=('a b' c)
printf '<%s>' "${a[*]}"; echo

#### element count
a=(1 2 3 4)
echo ${#a[@]}

#### declare -p of simple array
a=(1 two 'three four')
declare -p a

#### declare -p of empty array
a=()
declare -p a

#### sparse array with explicit indices
a=([2]=b [5]=e)
echo ${#a[@]}; declare -p a

#### mixed explicit and implicit indices
a=(x [4]=y z)
declare -p a

#### assign element beyond end makes sparse
a=(a b)
a[10]=k
echo ${#a[@]} ${!a[@]}

#### negative index counts from end
a=(a b c d)
echo ${a[-1]} ${a[-2]}

#### negative index assignment
a=(a b c)
a[-1]=Z
echo ${a[@]}

#### negative index out of range is an error
a=(a b)
echo ${a[-5]}
a[-5]=x
echo status $?

#### unset element leaves gap
a=(a b c)
unset 'a[1]'
declare -p a; echo ${#a[@]}

#### unset whole array
a=(a b)
unset a
echo "[${a[@]}]" ${#a[@]}

#### unset with negative index
a=(a b c)
unset 'a[-1]'
declare -p a

#### append with plus-equals list
a=(a)
a+=(b c)
declare -p a

#### append to element string
a=(ab)
a[0]+=cd
echo ${a[0]}

#### append after sparse last index
a=([5]=x)
a+=(y)
declare -p a

#### plus-equals scalar on array appends to element zero
a=(x y)
a+=z
declare -p a

#### arithmetic index expressions
a=(0 10 20 30)
i=1
echo ${a[i+1]} ${a[$i*3]}

#### index with variable without dollar
a=(p q r)
n=2
echo ${a[n]}

#### iterate over elements
a=('one x' two)
for e in "${a[@]}"; do echo "[$e]"; done

#### iterate over indices of sparse array
a=([1]=a [3]=b)
for i in "${!a[@]}"; do echo "$i=${a[$i]}"; done

#### array from command substitution splits
a=($(echo 'x y  z'))
echo ${#a[@]}

#### array from glob
## file: f1
## file: f2
## file: g
a=(f*)
echo ${a[@]}

#### copy array keeps elements but not indices
a=([3]=x [7]=y)
b=("${a[@]}")
declare -p b

#### slice of array
a=(a b c d e)
echo ${a[@]:1:3}

#### slice of sparse array counts indices
a=([0]=a [5]=b [6]=c)
echo ${a[@]:1}

#### element length and array length
a=(hello hi)
echo ${#a[0]} ${#a[1]} ${#a[@]}

#### assignment to element of scalar converts to array
x=scalar
x[1]=second
declare -p x

#### declare -a explicitly
declare -a arr
arr[2]=two
declare -p arr

#### declare -a with list
declare -a arr=(1 2 3)
echo "${arr[*]}"

#### array element default expansion
a=()
echo "${a[0]:-empty}"

#### array elements with pattern removal
a=(file.c main.c util.h)
echo "${a[@]%.*}"

#### star in quotes uses IFS first char
a=(1 2 3)
IFS=+
echo "${a[*]}"

#### empty element preserved in quoted at
a=(a '' c)
printf '<%s>' "${a[@]}"; echo; echo ${#a[@]}

#### array with newlines in elements
a=($'l1\nl2' x)
printf '[%s]\n' "${a[@]}"

#### subscript of unset array is empty
unset nope
echo "[${nope[3]}]"

#### bad array subscript
a=(1)
echo ${a[@@]}
echo after

#### string index on indexed array evaluates arithmetic
a=(a b c)
x=2
echo ${a[x]} ${a["1"]}

#### array in arithmetic
a=(3 4)
echo $(( a[0] * a[1] ))

#### increment array element in arithmetic
a=(5)
(( a[0]++ ))
echo ${a[0]}

#### readonly array assignment fails
readonly -a ra=(1 2)
ra[0]=9
echo "${ra[@]} $?"

#### unset readonly array fails
readonly -a ra=(1)
unset ra
echo $?

#### array assignment with brace expansion
a=({a..c}{1..2})
echo ${#a[@]} ${a[@]}

#### array assignment with tilde
a=(~ ~/x)
echo "${a[@]}"

#### local array in function
f() { local -a l=(1 2); echo ${#l[@]}; }
f; echo "[${l[@]}]"

#### pass array to function by expansion
f() { echo $#; printf '<%s>' "$@"; echo; }
a=('a b' c)
f "${a[@]}"

#### array of numbers sum loop
a=(1 2 3 4)
s=0
for n in "${a[@]}"; do ((s+=n)); done
echo $s

#### declare -p of array with special characters
a=('a"b' 'c$d' $'e\nf' 'g\h')
declare -p a

#### keys listing with star in quotes
a=(x y z)
echo "${!a[*]}"

#### assignment of element with spaces needs quotes
a[0]='hello world'
echo "${a[0]}"

#### array element with index expression using negative arithmetic
a=(a b c)
echo ${a[1-2]}

#### multiple arrays declared on one line
a=(1) b=(2 3)
echo ${#a[@]} ${#b[@]}

#### array elements containing glob chars are globbed when unquoted
## file: x1
## file: x2
a=('x*')
echo ${a[@]}; echo "${a[@]}"

#### PIPESTATUS is an array
true | false | true
declare -p PIPESTATUS

#### BASH_VERSINFO major
echo ${BASH_VERSINFO[0]} ${#BASH_VERSINFO[@]}

#### unset array element with quoted subscript variable
a=(a b c)
i=0
unset "a[$i]"
echo ${a[@]}

#### array compound assignment replaces old contents
a=(1 2 3)
a=(x)
declare -p a

#### appending array to itself
a=(1 2)
a+=("${a[@]}")
echo ${a[@]}

#### index of last element via keys
a=([2]=a [9]=b)
keys=("${!a[@]}")
echo ${keys[-1]}

#### element test with plus alternate
a=([1]=x)
echo "${a[0]+set0} ${a[1]+set1}"

#### array expansion in double quotes with prefix text
a=(1 2)
printf '<%s>' "pre${a[@]}post"; echo

#### declare -p after element unset of last
a=(1 2 3)
unset 'a[2]'
a+=(4)
declare -p a

#### very large index
a[9999999]=big
echo ${!a[@]}
