# ${x@op}: every operator on scalars, arrays, attributes, unset names and bad letters.

#### transform @a
declare -a a=(1); declare -A m=([k]=v); declare -i i=3; declare -r r=1; declare -x e=1; declare -l l=x; declare -u u=x; declare -n n=a; s=1
echo "${a@a} ${m@a} ${i@a} ${r@a} ${e@a} ${l@a} ${u@a} ${n@a} ${s@a} [${nosuch@a}]"

#### transform @a on elements
declare -ai a=(1 2); echo "${a[0]@a} ${a[@]@a}"

#### transform @E
x='a\tb\x41\n'; echo "${x@E}"

#### transform @P
y='[\!]'; echo "${y@P}"; z='\\ \a\e' ; printf '%q\n' "${z@P}"

#### transform @K @k
declare -A m=([a]=1 [b]="x y"); echo "${m[@]@K}"; echo "${m[@]@k}"; a=(p 'q r'); echo "${a[@]@K}"; echo "${a[@]@k}"; s=v; echo "${s@K}"

#### transform @U @L @u
x='hello World'; echo "${x@U} ${x@L} ${x@u}"; a=(ab cd); echo "${a[@]@u}"

#### transform @Q
x="it's"; echo "${x@Q}"; a=('a b' '' c); echo "${a[@]@Q}"; echo "${nosuch@Q}|"

#### transform @A
x=1; echo "${x@A}"; a=(1 2); echo "${a[@]@A}"; echo "${a@A}"; declare -A m=([k]=v); echo "${m@A}"; declare -ir ri=5; echo "${ri@A}"

#### transform bad
x=1; echo "${x@Z}"; echo "status $?"

#### transform bad on unset
echo "${nosuch@Z}"; echo "status $?"

#### transform on positional
set -- 'a b' c; echo "${@@Q}"; echo "${1@Q}"; echo "${*@U}"

#### @A of a declared variable without a value shows its attributes
a=([1]=x)
echo "${a@A}"
declare -i n
echo "[${n@A}]"
declare x
echo "[${x@A}]"
declare -A m=([k]=v)
echo "${m@A}"

#### an unknown @ operator on an unset name expands to nothing
echo "[${nosuch@Z}] [${nosuch@}] [${nosuch@QQ}]"
a=()
echo "[${a[@]@Z}]"
echo "status $?"

#### an unknown @ operator on a set name ends the shell with 127
x=1
echo "${x@QQ}"
echo not reached
