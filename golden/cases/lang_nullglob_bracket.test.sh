# nullglob and failglob leave words that are not patterns alone: a lone '[' and a '[' with no
# closing ']'.

#### nullglob keeps the test command working
## file: a
shopt -s nullglob
[ -n x ] && echo yes
[ a = a ]; echo "status $?"
x='['
echo $x "[" [ "[]"
echo [ab

#### failglob keeps the test command working
## file: a
shopt -s failglob
[ -f a ] && echo file
echo [
echo [x
echo "status $?"

#### nullglob drops a bracket expression that matches nothing
## file: a
shopt -s nullglob
set -- [xy] [a] x[
echo "$# $*"
