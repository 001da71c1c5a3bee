# Empty, unset and all-empty arrays under the parameter operators (:-, -, :+, +, =, @Q ...).

#### all-empty array with colon-minus
a=("" "")
printf '<%s>' "${a[@]:-x}"; echo
printf '<%s>' "${a[*]:-x}"; echo
printf '<%s>' ${a[@]:-x}; echo

#### one-element empty array with colon-minus and minus
a=("")
printf '<%s>' "${a[@]:-x}"; echo
printf '<%s>' "${a[@]-x}"; echo
printf '<%s>' "${a[*]:-x}"; echo

#### empty array with plus and colon-plus
e=()
printf '<%s>' "${e[@]+x}"; echo
printf '<%s>' "${e[@]:+x}"; echo
printf '<%s>' "${e[*]+x}"; echo
e=("")
printf '<%s>' "${e[@]+x}"; echo
printf '<%s>' "${e[@]:+x}"; echo

#### unset array with operators
unset u
printf '<%s>' "${u[@]-d}"; echo
printf '<%s>' "${u[@]+p}"; echo
printf '<%s>' "${u[@]:-d}"; echo
printf '<%s>' "${u[*]-d}"; echo

#### unset and empty arrays with @Q
unset u
printf '<%s>' "${u[@]@Q}"; echo
e=()
printf '<%s>' "${e[@]@Q}"; echo
a=("" x)
printf '<%s>' "${a[@]@Q}"; echo
printf '<%s>' "${a[*]@Q}"; echo

#### unset and empty arrays with other transforms
unset u
printf '<%s>' "${u[@]@A}"; echo
printf '<%s>' "${u[@]@U}"; echo
e=()
printf '<%s>' "${e[@]@a}"; echo
printf '<%s>' "${e[@]@E}"; echo

#### two empty elements and a non-empty one
a=("" "" z)
printf '<%s>' "${a[@]:-x}"; echo
printf '<%s>' "${a[@]:+y}"; echo
printf '<%s>' "${a[*]:+y}"; echo

#### empty array with assign-default is an error
e=()
echo "${e[@]:=v}"
echo "status $?"

#### sparse array with only empty values
a=()
a[3]=
a[7]=
printf '<%s>' "${a[@]:-x}"; echo
echo "${#a[@]}"

#### positional parameters all empty with operators
set -- "" ""
printf '<%s>' "${@:-x}"; echo
printf '<%s>' "${*:-x}"; echo
printf '<%s>' "${@:+y}"; echo
set --
printf '<%s>' "${@-d}"; echo
printf '<%s>' "${@+p}"; echo

#### empty array under set -u
set -u
e=()
echo "[${e[@]}]"
echo "[${e[*]}]"
echo "${#e[@]}"
echo "[${e[@]:-x}]"

#### unset array under set -u
set -u
unset u
echo "[${u[@]-}]"
echo "[${u[@]}]"
echo after

#### empty assoc array with operators
declare -A m=()
printf '<%s>' "${m[@]:-x}"; echo
printf '<%s>' "${m[@]+p}"; echo
declare -A n=([k]="")
printf '<%s>' "${n[@]:-x}"; echo
printf '<%s>' "${n[@]+p}"; echo

#### quoted transforms of an empty array make no word
a=()
for op in Q a E U u L K k; do
  eval "set -- \"\${a[@]@$op}\""
  echo "$op $#"
done
unset u
set -- "${u[@]@Q}"
echo "unset $#"
set --
set -- "${@@Q}"
echo "positional $#"

#### word counts of empty arrays under operators
a=("" "")
set -- "${a[@]:-x}"; echo "$#"
set -- ${a[@]:-x}; echo "$#"
e=()
set -- "${e[@]+x}"; echo "$#"
set -- "${e[@]:-x}"; echo "$#"
set -- "${e[@]}" "${e[*]}"; echo "$#"
a=("")
set -- "${a[@]:-x}"; echo "$# $1"
