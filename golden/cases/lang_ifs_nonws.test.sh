# Field splitting with non-whitespace characters in IFS, mixed IFS, "$*" joining and empty IFS.

#### unquoted $@ keeps an empty parameter when IFS has no whitespace
IFS=x
set -- one '' two
for i in $@; do echo "[$i]"; done
printf '<%s>' $@; echo

#### unquoted $* keeps an empty parameter when IFS has no whitespace
IFS=x
set -- one '' two
printf '<%s>' $*; echo
set -- '' a ''
printf '<%s>' $*; echo

#### unquoted $@ drops empty parameters with default IFS
set -- one '' two
printf '<%s>' $@; echo
printf '<%s>' $*; echo

#### parameters containing the IFS character are split
IFS=:
set -- a:b '' c:
printf '<%s>' $@; echo
printf '<%s>' $*; echo

#### whitespace around a non-whitespace delimiter is one delimiter
IFS=' :'
x=' a : b  :: c :'
printf '<%s>' $x; echo
x='a  b'
printf '<%s>' $x; echo

#### non-whitespace delimiters next to each other make empty fields
IFS=,
x='a,,b,,,'
printf '<%s>' $x; echo
x=',,'
printf '<%s>' $x; echo
x=','
printf '<%s>' $x; echo

#### leading whitespace is dropped and a leading delimiter makes an empty field
IFS=' ,'
x='  ,a'
printf '<%s>' $x; echo
x=' a ,'
printf '<%s>' $x; echo
x=' , , '
printf '<%s>' $x; echo

#### tab and newline in IFS with a non-whitespace character
IFS=$'\t-'
x=$'a\t\t-b-\tc'
printf '<%s>' $x; echo
IFS=$'\n'
x=$'l1\n\nl2\n'
printf '<%s>' $x; echo

#### quoted star joins with the first character of IFS
set -- a b c
IFS=-:
echo "$*"
IFS=:-
echo "$*"
IFS=' x'
echo "$*"
arr=(p q r)
IFS=/
echo "${arr[*]}"
echo "${arr[@]}"

#### empty IFS joins quoted star with nothing and does not split
set -- a 'b c' d
IFS=
echo "$*"
x='1 2 3'
printf '<%s>' $x; echo
printf '<%s>' $*; echo
printf '<%s>' $@; echo

#### unset IFS splits like the default and joins with a space
set -- a b
unset IFS
echo "$*"
x=$' p \t q\n'
printf '<%s>' $x; echo

#### splitting of command substitution and arithmetic results with a colon IFS
IFS=:
printf '<%s>' $(echo 'a::b'); echo
printf '<%s>' $((12)); echo
IFS=1
printf '<%s>' $((21 + 100)); echo

#### adjacent unquoted expansions split together
IFS=:
a='x:' b=':y'
printf '<%s>' $a$b; echo
printf '<%s>' $a"$b"; echo
printf '<%s>' "$a"$b; echo

#### empty unquoted expansion joined to text with a colon IFS
IFS=:
e=
printf '<%s>' $e; echo
printf '<%s>' a$e; echo
printf '<%s>' $e:$e; echo

#### read splits with a non-whitespace IFS
IFS=: read -r a b c <<< 'one::three:four'
echo "[$a][$b][$c]"
IFS=': ' read -r a b <<< '  x :  y : z '
echo "[$a][$b]"

#### IFS in a for loop list with an array
IFS=,
arr=('a,b' '' 'c')
for i in ${arr[@]}; do echo "[$i]"; done
for i in ${arr[*]}; do echo "<$i>"; done
