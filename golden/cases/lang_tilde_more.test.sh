# Tilde expansion in the less common places: after brace expansion, in array subscript
# assignments, in ${x//~/...} and on the right of =~ in [[ ]].

#### tilde after brace expansion
HOME=/h
echo {a,~}/b
echo {~,~/x}
echo x{~,y}

#### tilde-user after brace expansion
HOME=/h
echo {~+,b}
echo {a,~nosuchuser}/c

#### tilde in an array element assignment
HOME=/h
declare -A m
m[k]=~
m[j]=~/x
a=(~ ~/y)
a[5]=~
echo "${m[k]} ${m[j]} ${a[*]}"

#### tilde in a compound assoc assignment
HOME=/h
declare -A m=([k]=~ [p]=~/q)
echo "${m[k]} ${m[p]}"

#### tilde in a pattern substitution
HOME=/h
x=/h/a/h
echo "${x//~/H}"
echo "${x/#~/T}"
y='a~b'
echo "${y//\~/-}"
echo "${y//"~"/-}"

#### tilde in the replacement of a pattern substitution
HOME=/h
x=a-b
echo "${x/-/~}"
echo "${x/-/~/}"

#### tilde on the right of =~
HOME=/h
[[ /h/x =~ ~/x ]] && echo matched
[[ '~/x' =~ ~/x ]] && echo literal-matched
[[ /h =~ ^~$ ]] && echo anchored || echo not-anchored

#### tilde on the right of == in [[ ]]
HOME=/h
[[ /h/x == ~/x ]] && echo eq
[[ /h/x == ~/* ]] && echo glob
[[ '~' == "~" ]] && echo quoted

#### tilde in default values of parameter expansion
HOME=/h
unset u
echo ${u:-~} ${u:-~/x} "${u:-~}"
echo ${u-a:~}

#### tilde after colons in assignments and arguments
HOME=/h
p=~/a:~/b
echo "$p"
export q=x:~/c
echo "$q"
echo r=~/d s:~/e

#### tilde in a prefix or suffix removal pattern
HOME=/h
x=~/y
echo ${x%~/y}Z ${x#~} "${x##~}"
y='~/q'
echo ${y#~} ${y#"~"} ${y#\~}

#### POSIX mode expands tilde only in real assignments
HOME=/h
set -o posix
echo a=~ b=x:~/c
x=~/d
export y=~
declare z=x:~
echo "$x $y $z"
set +o posix
echo a=~
