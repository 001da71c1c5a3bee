# Indirect expansion ${!x...}: names by prefix, array keys, indirection to elements and to
# names that are not valid.

#### names by prefix with star and at
abc1=1 abc2=2 abd=3
echo ${!abc*}
echo "${!abc@}"
printf '<%s>' "${!abc*}"; echo
printf '<%s>' "${!abc@}"; echo

#### names by prefix that match nothing
printf '<%s>' "${!zzq*}"; echo
printf '<%s>' "${!zzq@}"; echo
set -- ${!zzq@}
echo $#

#### names by prefix include arrays and unset declared names
pre_a=(1 2)
declare -A pre_b
declare pre_c
pre_d=x
echo ${!pre_*}

#### quoted star of names joins with IFS
ifa=1 ifb=2
IFS=,
echo "${!if*}"
echo "${!if@}"

#### keys of an indexed and an assoc array
a=(x y z)
a[9]=w
echo "${!a[@]}"
echo "${!a[*]}"
declare -A m=([k]=1)
echo "${!m[@]}"
e=()
printf '<%s>' "${!e[@]}"; echo

#### keys of a scalar and of an unset name
s=val
echo "${!s[@]}"
unset u
printf '<%s>' "${!u[@]}"; echo

#### indirection to an array element
a=(x y z)
n='a[1]'
echo "${!n}"
n='a[@]'
echo "${!n}"
n='a[*]'
echo "${!n}"
n='a'
echo "${!n}"

#### indirection to a positional and a special parameter
set -- one two
n=2
echo "${!n}"
n='#'
echo "${!n}"
n='@'
echo "${!n}"

#### indirection to an invalid name
n='1a'
echo "${!n}"
echo "status $?"
echo next

#### indirection to a name with spaces
n='a b'
echo "${!n}"
echo "status $?"

#### indirection to an empty and an unset name
n=
echo "${!n}"
echo "status $?"
unset n
echo "[${!n}]"
echo "status $?"

#### indirection with operators
unset t
n=t
echo "${!n-dflt}"
t=abc
echo "${!n#a}" "${!n/b/B}" "${#n}" "${!n:1}"
echo "${!n@Q}"

#### indirection through a nameref
x=val
declare -n r=x
n=r
echo "${!n}"
echo "${!r}"

#### indirection with set -u to an unset target
set -u
n=nope
echo "${!n}"
echo after

#### indirection to an element of an unset array
n='zz[3]'
echo "[${!n}]"
n='zz[bad key]'
echo "[${!n}]"
echo "status $?"

#### keys with an operator are an indirection through the values
x=(v w)
v=val
y=(v)
echo "${!y[@]:1}" "${!y[*]-d}"
echo "${!x[@]/1/z}"
echo "status $?"

#### a name prefix must start like a name
echo ${!1*}
echo "status $?"
