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
