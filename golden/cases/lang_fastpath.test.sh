# Edge cases of the interpreter's fast paths (issue 14): words that look like
# patterns but are not, prepared argv plans, compiled arithmetic with
# expansions, prepared case patterns and test forms.

#### a [ with no ] after it is no pattern, even under nullglob
## file: [
## file: a
## file: [a]
shopt -s nullglob
echo [ -n x ]; echo "a[" a[b a[x]; echo [a/]b x[/]
echo a\[x] "["x] \[a] [*

#### [ ] test words under nullglob and failglob
## file: a
shopt -s nullglob
x=hello
[ -n "$x" ] && echo "nullglob ok"
shopt -s failglob
[ "$x" = hello ] && echo "failglob ok"
[ ] || echo "empty test false"

#### backslashes from an expansion hide the next character from globbing
## file: [a]
## file: a
x='\[a]'; echo $x
y='[a\]'; echo $y
z='\*'; echo $z
shopt -s nullglob
v='[\a]'; echo $v
w='[a]'; echo $w

#### quoted arguments in a loop keep empty and spaced values
f() { printf '<%s>' "$1" "$2" "$#"; echo; }
for v in one "" "two words" '*' '[x]'; do f "$v" "$v"; done
set -- a "b c"
for i in 1 2; do f "$1" "$2"; done

#### a quoted unset variable is an empty word, and set -u still stops it
f() { printf '<%s>' "$1" "$u"; echo; }
for i in 1 2; do f "$i"; done
(set -u; for i in 1 2; do echo "[$nope]"; done; echo not reached)
echo "status $?"

#### a literal word with a tilde after = still expands in a loop
for i in 1 2; do echo a=~/x; done | sed "s|$HOME|HOME|"

#### arithmetic with expansions that change between iterations
t=abc; n=1
for i in 1 2 3; do n=$(( n + ${#t} )); t=$t$i; done; echo $n
for v in 5 1+1 -3 010 0x10 x ' 7' ''; do x=$v; echo "[$v] $(( 2 * $x )) $(( $x * 2 ))"; done 2>&1
x=7; echo $(( 16#$x )) $(( ${x}0 + 1 )) $(( $x**2 ))
a=(10 20 30); for i in 0 1 2; do echo $(( a[$i] + $i )); done
k=x; echo $(( $k + 1 ))

#### arithmetic slots: errors, division by zero and command substitution run once
for y in 2 0 4; do echo $(( 12 / $y )); echo "status $?"; done 2>&1
c=0; for i in 1 2 3; do : $(( c += $i )); done; echo $c
n=0; for i in 1 2; do echo $(( $(echo $i; echo side >&2) * 3 )); done 2>&1
set -- 4 5; echo $(( $1 + $2 )) $(( $# * 2 ))
z=99999999999999999999; echo $(( $z + 1 ))

#### arithmetic slots with spaced, empty and invalid octal values
for v in ' 7' '' 7; do x=$v; echo "[$v] $(( 2 * $x + 1 ))"; done 2>&1
x=08; echo $(( $x + 1 )) 2>&1; echo "status $?"

#### prepared patterns: L* and *L shapes in strip, replace, case and [[ ]]
for f in report.final.txt a.b.c noext .hidden "" "a b.c" ..x x.. '*.*' 'a*b'; do
  echo "[$f] ${f%.*}|${f%%.*}|${f#*.}|${f##*.}|${f#a*}|${f##a*}|${f%*c}|${f%%*c}|${f/./_}|${f//./_}|${f/#a/A}|${f/%c/C}|${f//a/&&}|${f/final/\&}"
  case $f in *.txt) echo txt;; a*) echo a-star;; *c) echo star-c;; "*.*") echo lit;; *) echo other;; esac
  [[ $f == *.c ]] && echo dotc; [[ $f == a* ]] && echo astar; [[ $f != *b* ]] && echo nob
done
p=/usr/lib/x.so; echo ${p##*/} ${p%/*} ${p#/} ${p%%/*}
x=aXbXc; echo ${x//X/-} ${x/X} ${x//X} ${x/#aX/} "${x/X/"*"}"

#### prepared patterns with quoting, nocasematch and extglob
x='a*b'; case $x in 'a*'*) echo "quoted star";; esac
case axb in "a*"b) echo no;; a*b) echo "unquoted star";; esac
y='*'; case abc in $y) echo "star from a variable";; esac; case abc in "$y") echo no;; *) echo "quoted var is literal";; esac
shopt -s nocasematch; case ABC in a*) echo nocase;; esac; [[ ABC == *c ]] && echo nocase2; shopt -u nocasematch
shopt -s extglob; z=foo.tar.gz; echo ${z%.+(gz)} ${z%%.*} ${z#*(f)}
[[ -n $unset_var ]] || echo "empty -n"; [[ -z "" && -n "x" ]] && echo "z and n"
