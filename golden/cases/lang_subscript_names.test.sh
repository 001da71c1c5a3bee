# Subscripts written inside name strings (unset, declare -n, printf -v, test -v, read, [[ -v ]])
# are evaluated as bash does: variables, arithmetic, quotes in associative keys, negative indices.

#### unset -v with a variable in the subscript
a=(x y z)
key=1
unset -v 'a[$key]'
declare -p a

#### unset with an arithmetic subscript
a=(x y z w)
i=1
unset 'a[i+1]'
declare -p a

#### unset of an associative element with a variable key
declare -A A=([k1]=1 [k2]=2)
key=k1
unset 'A[$key]'
declare -p A

#### unset of an associative element with a quoted key
declare -A A=([k1]=1 ["a b"]=2)
unset 'A["a b"]'
declare -p A

#### unset with a negative subscript
a=(1 2 3)
unset 'a[-1]'
declare -p a

#### unset with a too negative subscript
a=(1 2 3)
unset 'a[-5]'
echo "rc=$?"
declare -p a

#### nameref to an associative element with a quoted key
declare -A A=([K]=v)
declare -n r='A["K"]'
echo "$r"
r=new
declare -p A

#### nameref to an indexed element with a variable subscript
a=(p q r)
i=2
declare -n r='a[i]'
echo "$r"
r=R
declare -p a

#### printf -v into an array element
printf -v 'a[1]' '%s' hello
declare -p a

#### printf -v into an element with a variable subscript
i=3
printf -v 'a[i*2]' '%d' 42
declare -p a

#### printf -v into an associative element
declare -A A
k=key
printf -v 'A[$k]' 'v=%s' 1
declare -p A

#### test -v of an array element
a=(1 "" 3)
test -v 'a[1]' && echo set1
test -v 'a[5]' || echo unset5
i=2
test -v 'a[i]' && echo set-i

#### test -v of an associative element
declare -A A=([k]=v)
k=k
test -v 'A[$k]' && echo yes
test -v 'A[nope]' || echo no
[ -v 'A[k]' ] && echo bracket

#### [[ -v ]] with a negative subscript
a=(1 2 3)
[[ -v a[-1] ]] && echo last
[[ -v a[-3] ]] && echo first
[[ -v a[-4] ]] || echo none

#### [[ -v ]] with a negative subscript on a sparse array
a=([2]=x [5]=y)
[[ -v a[-1] ]] && echo y1
[[ -v a[-2] ]] || echo n2

#### test -v with a negative subscript
a=(1 2)
test -v 'a[-1]' && echo yes
test -v 'a[-3]'
echo "rc=$?"

#### read into an element with a variable subscript
i=2
read -r 'a[i]' <<< "hello"
declare -p a

#### command substitution inside a subscript in unset
a=(1 2 3)
unset 'a[$(echo 1)]'
declare -p a

#### command substitution inside a subscript in printf -v
printf -v 'a[$(echo 4)]' x
declare -p a

#### command substitution inside a subscript in test -v
a=(1 2 3)
test -v 'a[$(echo 2)]' && echo yes

#### command substitution inside a nameref subscript
a=(1 2 3)
declare -n r='a[$(echo 0)]'
echo "$r"
