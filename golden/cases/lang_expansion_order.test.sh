# Order and interaction of expansions: brace, tilde, parameter, arithmetic, command substitution, splitting, globbing, quote removal.

#### glob happens after splitting
## file: a1
## file: a2
p='a*'
echo $p "$p"

#### glob result is not split again
## file: with space.txt
for f in *.txt; do echo "[$f]"; done

#### glob result is not expanded again
## file: $HOME
echo \$*

#### parameter expansion result is not brace expanded
x='{a,b}'
echo $x

#### parameter value with tilde is not tilde expanded
x='~'
echo $x ${x}

#### arithmetic inside parameter default
unset n
echo ${n:-$((2*3))}

#### command substitution result is globbed when unquoted
## file: g1
## file: g2
echo $(echo 'g*')

#### command substitution result not globbed when quoted
## file: g1
echo "$(echo 'g*')"

#### nullglob removes unmatched pattern from expansion
shopt -s nullglob
p='zz*'
set -- $p
echo $#

#### failglob error on unmatched
shopt -s failglob
echo zz*
echo "status $?"

#### noglob keeps patterns from variables
set -f
p='*'
echo $p

#### brace expansion then glob
## file: x1
## file: y1
echo {x,y}*

#### brace expansion produces separate words before splitting
set -- {a,b}' 'c
echo $#

#### quote removal after all expansions
x='"quoted"'
echo $x

#### IFS split of arithmetic result
IFS=5
echo $(( 151 ))

#### IFS split of parameter default word
IFS=,
unset v
set -- ${v:-a,b,c}
echo $#

#### word splitting of indirect expansion
x='a b c'
r=x
set -- ${!r}
echo $#

#### expansions inside array subscript
a=(zero one two)
i=1
echo ${a[$(echo 2)]} ${a[i]} ${a[$((i+1))]}

#### nested parameter expansions
x=abcdef
n=2
echo ${x:${n}:$((n+1))}

#### pattern from parameter in pattern removal with glob chars
x='a.b.c'
sep='.'
echo ${x%%$sep*}

#### assignment value undergoes no splitting or globbing
## file: star1
v=*
echo "$v"
w=$(echo 'a   b')
echo "$w"

#### empty unquoted expansion removed as argument
e=
printf '<%s>' a $e b; echo

#### empty expansion adjacent to quoted empty kept
e=
printf '<%s>' a $e"" b; echo

#### dollar at in middle of word with other text
set -- 1 2
printf '<%s>' pre"$@"post; echo

#### dollar star unquoted with empty IFS
IFS=
set -- 'a b' c
printf '<%s>' $*; echo

#### dollar at unquoted with empty IFS keeps params
IFS=
set -- 'a b' c
printf '<%s>' $@; echo

#### tilde in parameter default word
unset v
echo ${v:-~}

#### command substitution inside arithmetic inside parameter
x=abcdef
echo ${x:$(( $(echo 1) + 1 ))}

#### case modification of glob result does not glob again
## file: lower.txt
f=(*.txt)
echo ${f[0]^^}

#### glob with dotfiles not matched by default
## file: .hidden
## file: shown
echo *

#### dotglob matches dotfiles
## file: .hidden
## file: shown
shopt -s dotglob
echo *

#### glob sorting uses C.UTF-8 collation
## file: B
## file: a
## file: _c
echo *

#### expansion of special parameters in double quotes
set -- x y
echo "$# $1 ${2} $@"

#### substring and length on dollar star
set -- abc def
echo "${*:1:1}" "${#*}"

#### alternate value with dollar at
set -- a b
printf '<%s>' "${1+"$@"}"; echo
