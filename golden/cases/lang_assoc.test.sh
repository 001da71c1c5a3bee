# Associative arrays: declare -A, keys, quoting of keys, declare -p, unset, iteration.

#### declare and access
declare -A m
m[key]=value
echo ${m[key]}

#### compound assignment
declare -A m=([a]=1 [b]=2)
echo ${m[a]} ${m[b]}

#### declare -p single element
declare -A m=([only]=one)
declare -p m

#### declare -p empty associative array
declare -A m
declare -p m

#### declare -A empty compound
declare -A m=()
declare -p m

#### keys with spaces
declare -A m
m['a b']=x
m["c d"]=y
echo "${m[a b]}" "${m["c d"]}"

#### key from variable
declare -A m
k=mykey
m[$k]=v
echo ${m[mykey]} ${m[$k]}

#### key is not arithmetic
declare -A m
m[1+1]=x
echo "${!m[@]}" "${m[2]-unset}"

#### count of elements
declare -A m=([x]=1 [y]=2 [z]=3)
echo ${#m[@]}

#### keys sorted
declare -A m=([b]=2 [a]=1 [c]=3)
printf '%s\n' "${!m[@]}" | sort

#### values sorted
declare -A m=([b]=2 [a]=1 [c]=3)
printf '%s\n' "${m[@]}" | sort

#### iterate keys and values
declare -A m=([one]=1 [two]=2)
for k in "${!m[@]}"; do echo "$k -> ${m[$k]}"; done | sort

#### unset a key
declare -A m=([a]=1 [b]=2)
unset 'm[a]'
echo ${#m[@]} ${!m[@]}

#### test key existence with plus
declare -A m=([present]=)
echo "${m[present]+yes}" "${m[absent]+yes}"

#### test key existence with -v
declare -A m=([k]=v)
[[ -v m[k] ]] && echo has-k
[[ -v m[z] ]] || echo no-z

#### assigning without declare -A makes indexed array
m[foo]=1
m[bar]=2
declare -p m

#### append to value
declare -A m=([k]=ab)
m[k]+=cd
echo ${m[k]}

#### append pairs with plus-equals
declare -A m=([a]=1)
m+=([b]=2)
echo ${#m[@]} ${m[b]}

#### overwrite existing key
declare -A m=([k]=old)
m[k]=new
echo ${m[k]}

#### empty key is an error
declare -A m
m[]=x
echo status $?

#### quoted dollar key works but star subscript means all values
declare -A m
m['$x']=dollar
m['*']=star
echo "${m['$x']}" "${m[*]}"

#### declare -p quotes keys and values
declare -A m
m['a b']='c"d'
declare -p m

#### local associative array in function
f() { local -A l=([x]=1); echo ${l[x]}; }
f
echo "[${l[x]}]"

#### declare -A on existing indexed array fails
a=(1 2)
declare -A a
echo status $?

#### count keys after unset of all
declare -A m=([a]=1)
unset 'm[a]'
echo ${#m[@]}

#### assoc in arithmetic
declare -A m=([n]=5)
echo $(( m[n] * 2 ))

#### numeric looking keys are strings
declare -A m=([01]=a [1]=b)
echo ${m[01]} ${m[1]}

#### at K expansion of associative array
declare -A m=([k]=v)
echo "${m[@]@K}"

#### compound assignment with list of key value pairs in 5.2
declare -A m=(k1 v1 k2 v2)
echo ${m[k1]} ${m[k2]}

#### declare -A with mixed pairs error
declare -A m=([a]=1 b)
declare -p m

#### copy associative array
declare -A src=([a]=1 [b]=2) dst
for k in "${!src[@]}"; do dst[$k]=${src[$k]}; done
echo ${#dst[@]} ${dst[a]}${dst[b]}

#### unset element with key containing spaces
declare -A m=(['a b']=1 [c]=2)
unset 'm[a b]'
echo ${!m[@]}

#### key with quotes in subscript expansion
declare -A m=([x]=1)
k='x'
echo "${m["$k"]}"

#### readonly associative array
declare -rA m=([k]=v)
m[k]=w
echo "${m[k]}"

#### declare -A -p listing multiple
declare -A m1=([a]=1) m2=([b]=2)
declare -p m1 m2

#### assoc length of value
declare -A m=([k]=hello)
echo ${#m[k]}

#### assoc values case modification
declare -A m=([k]=abc)
echo ${m[k]^^}

#### value with default on missing key
declare -A m
echo ${m[nokey]:-default}

#### counting words with associative array
declare -A c
for w in a b a c a b; do ((c[$w]++)); done
for k in a b c; do echo "$k=${c[$k]}"; done

#### nested quotes in key via variable with spaces
declare -A m
k='two words'
m[$k]=1
echo "${!m[@]}"

#### unset entire associative array
declare -A m=([a]=1)
unset m
declare -p m
echo $?

#### assigning scalar to assoc array assigns key zero
declare -A m
m=scalar
declare -p m

#### keys are listed once after reassign
declare -A m=([a]=1)
m[a]=2
m[a]=3
echo ${#m[@]} ${m[a]}

#### slicing an associative array counts from 1
declare -A m=([a]=1 [b]=2 [c]=3 [d]=4)
echo "${m[@]}"
for o in 0 1 2 3 4 5 -1 -2 -4 -5 -6; do echo "$o: ${m[@]:o} | ${m[@]:o:2} | ${m[*]:o:1}"; done
x=("${m[@]:1:2}")
declare -p x

#### an associative slice of length 0 still gives one element
declare -A m=([a]=1 [b]=2 [c]=3 [d]=4)
echo "[${m[@]:2:0}] [${m[@]:4:0}] [${m[@]:9:0}]"
declare -A e
echo "[${e[@]:1}]"
echo "[${m[*]:1:-1}]"
echo not reached

#### keys @ and * are quoted when listed
declare -A m=(["@"]=1 ["*"]=2 ["@@"]=3 ["a@"]=4 [~]=5 [a~]=6 ["#"]=7 [a#]=8 [=]=9)
declare -p m
echo "${m[@]@K}"

#### arithmetic on an associative array's @ and * keys
declare -A m
((m[@]=3))
((m[*]+=2))
declare -p m
echo $((m[@]*m[*]))
